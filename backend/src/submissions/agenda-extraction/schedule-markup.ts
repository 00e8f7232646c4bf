import type { AgendaDay } from '@dental/contracts';
import type { Document, Element } from 'domhandler';
import { isDayHeading } from './day-label';
import { DayCollector } from './day-collector';
import { WalkDecision, childElements, hasClass, inlineText, textLines, truncate, walkElements } from './html-text';
import type { SessionParts } from './session-builder';
import { looksLikeSpeakerList, speakersOfLine, splitSpeakerList, splitTitleAndSpeakers } from './session-text';
import { parseLeadingTime } from './time-text';

/** One stray '9:00 AM' line is not a schedule; two timed items are. */
const MIN_SESSIONS = 2;
/** Lines are cut before pattern matching so no regular expression ever sees a huge string. */
const MAX_LINE = 1000;
const DAY_HEADINGS = new Set(['h2', 'h3', 'h4']);
const NESTED_BLOCKS = new Set(['ul', 'ol', 'dl', 'table', 'li']);
const ROW_GROUPS = new Set(['thead', 'tbody', 'tfoot']);
const CELLS = new Set(['td', 'th']);
const DEFINITION_PARTS = new Set(['dt', 'dd', 'div']);
const SPEAKER_CLASS = /\b(?:speakers?|presenters?|faculty|instructors?)\b/i;
const PLACE =
  /\b(?:room|hall|ballroom|salon|suite|auditorium|theat(?:er|re)|level|floor|foyer|lobby|terrace|pavilion|lab)\b/i;

type Role = 'time' | 'title' | 'speaker' | 'location' | 'track';
type Columns = Partial<Record<Role, number>>;
type Cell = string[];

const HEADER_WORDS: Array<[Role, RegExp]> = [
  ['time', /\b(?:time|times|hours?|when|start)\b/i],
  ['speaker', /\b(?:speakers?|presenters?|presented by|faculty|instructors?|clinicians?|lecturers?|moderators?)\b/i],
  [
    'title',
    /\b(?:sessions?|title|topics?|presentation|lecture|course|program|programme|event|activity|description|agenda|subject|details)\b/i,
  ],
  ['location', /\b(?:location|room|venue|where|place)\b/i],
  ['track', /\b(?:tracks?|stream)\b/i],
];

/**
 * The agenda from ordinary schedule markup: tables with a time column, and list items that
 * start with a time. Day headings (h2-h4 naming a weekday or a date) start new days.
 */
export function agendaFromScheduleMarkup(document: Document): AgendaDay[] {
  const days = new DayCollector();
  walkElements(document.children, (element) => visit(element, days));
  return days.sessionCount >= MIN_SESSIONS ? days.result() : [];
}

function visit(element: Element, days: DayCollector): WalkDecision {
  if (days.full) return 'skip-children';
  if (DAY_HEADINGS.has(element.name)) {
    const text = inlineText(element);
    if (isDayHeading(text)) days.startDay(text);
    return 'skip-children';
  }
  if (element.name === 'table') return readTable(element, days) ? 'skip-children' : undefined;
  if (element.name === 'dl') return readDefinitionList(element, days) ? 'skip-children' : undefined;
  if (element.name === 'li') readListItem(element, days);
  return undefined;
}

function linesOf(element: Element, exclude?: (e: Element) => boolean): string[] {
  return textLines(element, exclude).map((line) => truncate(line, MAX_LINE));
}

/** Lines after the time: the first is the title (maybe with a speaker in it), later ones speakers or description. */
function partsFromLines(time: string, lines: string[], knownSpeakers: string[] = []): SessionParts | null {
  if (lines.length === 0) return null;
  const { title, speakers } = splitTitleAndSpeakers(lines[0]);
  const description: string[] = [];
  for (const line of lines.slice(1)) {
    const named = speakersOfLine(line);
    if (named) speakers.push(...named);
    else description.push(line);
  }
  return { time, title, speakers: [...knownSpeakers, ...speakers], description: description.join(' ') || undefined };
}

// ---- lists ----

function readListItem(item: Element, days: DayCollector): void {
  const speakerElements = speakerMarkedElements(item);
  const lines = linesOf(item, (e) => NESTED_BLOCKS.has(e.name) || speakerElements.includes(e));
  const start = parseLeadingTime(lines[0] ?? '');
  if (!start) return;
  const rest = start.rest ? [start.rest, ...lines.slice(1)] : lines.slice(1);
  const speakers = speakerElements.flatMap((e) => splitSpeakerList(truncate(inlineText(e), MAX_LINE)));
  days.add(partsFromLines(start.time, rest, speakers));
}

/** Elements a page marks as speakers by class, e.g. <span class="speaker">, outside nested lists. */
function speakerMarkedElements(item: Element): Element[] {
  const found: Element[] = [];
  walkElements(item.children, (e) => {
    if (NESTED_BLOCKS.has(e.name)) return 'skip-children';
    if (!hasClass(e, SPEAKER_CLASS)) return undefined;
    found.push(e);
    return 'skip-children';
  });
  return found;
}

function readDefinitionList(list: Element, days: DayCollector): boolean {
  let added = false;
  let pending: { time: string; lines: string[] } | null = null;
  const flush = () => {
    if (pending) added = days.add(partsFromLines(pending.time, pending.lines)) || added;
    pending = null;
  };
  for (const part of definitionParts(list)) {
    const lines = linesOf(part, (e) => NESTED_BLOCKS.has(e.name));
    if (part.name === 'dd') {
      pending?.lines.push(...lines);
      continue;
    }
    flush();
    const start = parseLeadingTime(lines[0] ?? '');
    if (start) pending = { time: start.time, lines: start.rest ? [start.rest, ...lines.slice(1)] : lines.slice(1) };
    else if (isDayHeading(lines.join(' '))) days.startDay(lines.join(' '));
  }
  flush();
  return added;
}

/** dt and dd children, looking through the <div> wrappers HTML allows inside <dl>. */
function definitionParts(list: Element): Element[] {
  return childElements(list, DEFINITION_PARTS).flatMap((e) =>
    e.name === 'div' ? childElements(e, DEFINITION_PARTS) : [e],
  );
}

// ---- tables ----

function readTable(table: Element, days: DayCollector): boolean {
  const rows = ownRows(table).map(rowCells);
  if (!rows.some((cells) => cells.some((cell) => startsWithTime(cell)))) return false;
  const caption = childElements(table, new Set(['caption']))[0];
  if (caption && isDayHeading(inlineText(caption))) days.startDay(inlineText(caption));
  let columns: Columns | null = null;
  let added = false;
  for (const cells of rows) {
    const header = headerColumns(cells);
    if (header) {
      columns = header;
      continue;
    }
    const filled = cells.filter((cell) => cell.length > 0);
    if (filled.length === 1 && !startsWithTime(filled[0]) && isDayHeading(filled[0].join(' '))) {
      days.startDay(filled[0].join(' '));
      continue;
    }
    const parts = columns ? partsFromColumns(cells, columns) : partsFromUnlabelledRow(cells);
    added = days.add(parts) || added;
  }
  return added;
}

/** Rows of this table only: nested tables are separate schedules (or layout). */
function ownRows(table: Element): Element[] {
  return childElements(table).flatMap((child) => {
    if (child.name === 'tr') return [child];
    return ROW_GROUPS.has(child.name) ? childElements(child, new Set(['tr'])) : [];
  });
}

/** Cell texts by column; a colspan cell fills its first column and leaves the others empty. */
function rowCells(row: Element): Cell[] {
  return childElements(row, CELLS).flatMap((cell) => {
    const span = Math.min(Math.max(Number.parseInt(cell.attribs.colspan ?? '1', 10) || 1, 1), 20);
    return [linesOf(cell, (e) => e.name === 'table'), ...Array.from({ length: span - 1 }, () => [])];
  });
}

function startsWithTime(cell: Cell): boolean {
  return cell.length > 0 && parseLeadingTime(cell[0]) !== null;
}

/** Column roles from a header row ('Time | Session | Speaker'); needs at least a time and a title column. */
function headerColumns(cells: Cell[]): Columns | null {
  if (cells.some(startsWithTime)) return null;
  const columns: Columns = {};
  cells.forEach((cell, index) => {
    const text = cell.join(' ');
    if (text.length > 40) return;
    const role = HEADER_WORDS.find(([r, pattern]) => columns[r] === undefined && pattern.test(text))?.[0];
    if (role) columns[role] = index;
  });
  return columns.time !== undefined && columns.title !== undefined ? columns : null;
}

function partsFromColumns(cells: Cell[], columns: Columns): SessionParts | null {
  const start = parseLeadingTime(cells[columns.time!]?.[0] ?? '');
  const titleLines = cells[columns.title!] ?? [];
  if (!start || titleLines.length === 0) return null;
  const speakerCell = columns.speaker === undefined ? undefined : cells[columns.speaker];
  const parts = speakerCell
    ? {
        time: start.time,
        title: titleLines[0],
        speakers: splitSpeakerList(speakerCell.join('\n')),
        description: titleLines.slice(1).join(' ') || undefined,
      }
    : partsFromLines(start.time, titleLines);
  if (!parts) return null;
  return { ...parts, location: cellText(cells, columns.location), track: cellText(cells, columns.track) };
}

function cellText(cells: Cell[], index: number | undefined): string | undefined {
  return index === undefined ? undefined : cells[index]?.join(' ') || undefined;
}

/** Without headers: the first timed cell, then the title, then a speaker or a room if they read as one. */
function partsFromUnlabelledRow(cells: Cell[]): SessionParts | null {
  const timeIndex = cells.findIndex(startsWithTime);
  if (timeIndex < 0) return null;
  const start = parseLeadingTime(cells[timeIndex][0])!;
  const after = cells.slice(timeIndex + 1).filter((cell) => cell.length > 0);
  const inline = start.rest ? [start.rest, ...cells[timeIndex].slice(1)] : cells[timeIndex].slice(1);
  const parts = partsFromLines(start.time, inline.length > 0 ? inline : (after.shift() ?? []));
  if (!parts) return null;
  for (const cell of after) {
    const text = cell.join(' ');
    if (parts.speakers?.length === 0 && looksLikeSpeakerList(text)) parts.speakers = splitSpeakerList(text);
    else if (!parts.location && PLACE.test(text)) parts.location = text;
  }
  return parts;
}
