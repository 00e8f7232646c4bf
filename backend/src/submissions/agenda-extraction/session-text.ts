import { collapseWhitespace } from './html-text';

const BREAK_WORDS = /\b(break|lunch|luncheon|coffee|reception|registration|breakfast)\b/i;
/** Lunch-and-learn sessions are lectures that happen to be over lunch. */
const NOT_A_BREAK = /\blunch\s*(?:&|and|'?n'?)\s*learn\b/i;

export function isBreakTitle(title: string): boolean {
  return BREAK_WORDS.test(title) && !NOT_A_BREAK.test(title);
}

const HONORIFIC = /^(?:dr|prof|professor|mr|mrs|ms|mx)\.?\s+/i;
/** Degrees and post-nominals after a name: 'DDS', 'D.M.D.', 'PhD', 'FRCD(C)', 'Jr.'. */
const CREDENTIAL = /^(?:(?:[A-Z]\.?){2,6}(?:\([A-Z]\))?|Ph\.?D\.?|M\.?Sc\.?|B\.?Sc\.?|Jr\.?|Sr\.?|II|III|IV)$/;
/** Placeholders that mean "no speaker yet". */
const PLACEHOLDER = /^(?:tba|tbd|tbc|n\/?a|none|-+|–|—|various|to be announced)$/i;
/** Lowercase words that may sit inside a name ('Ana de la Cruz'). */
const NAME_PARTICLES = new Set([
  'de',
  'del',
  'della',
  'der',
  'di',
  'da',
  'dos',
  'du',
  'la',
  'le',
  'van',
  'von',
  'bin',
  'ibn',
  'y',
]);
/** Capitalised words that mark a phrase as a topic or a place rather than a person. */
const NOT_NAME_WORDS = new Set(
  (
    'academy association auditorium awards ballroom break breakfast center centre clinical closing coffee course dental ' +
    'dentistry digital discussion exhibit exhibitors exhibits faculty floor forum hall hands-on implant implants introduction ' +
    'keynote lab lecture level lunch management online opening overview panel part practice q&a reception registration ' +
    'remarks room salon session sessions society sponsors suite summit symposium team theater theatre track update ' +
    'virtual welcome workflow workflows workshop'
  ).split(' '),
);

/**
 * Splits a speakers cell or phrase into names: 'Dr. Ann Lee, DDS, MS & Dr. Bo Park' gives
 * ['Dr. Ann Lee', 'Dr. Bo Park']. Commas separate names unless what follows is a credential.
 */
export function splitSpeakerList(text: string): string[] {
  const names: string[] = [];
  for (const group of text.split(/\s*(?:;|&|\+|\/|\n|\band\b)\s*/i)) {
    for (const part of group.split(',')) {
      const piece = collapseWhitespace(part);
      if (piece === '' || CREDENTIAL.test(piece)) continue;
      const name = withoutTrailingCredentials(piece);
      if (name !== '' && !PLACEHOLDER.test(name)) names.push(name);
    }
  }
  return names;
}

/** 'Ann Lee, DDS, MS' and 'Ann Lee DMD' become 'Ann Lee'. */
function withoutTrailingCredentials(name: string): string {
  const pieces = name.split(',').map((piece) => piece.trim());
  while (pieces.length > 1 && CREDENTIAL.test(pieces[pieces.length - 1])) pieces.pop();
  const words = pieces.join(', ').split(' ');
  while (words.length > 2 && CREDENTIAL.test(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/**
 * Whether a phrase reads as a person's name: an honorific ('Dr. Lee'), or two to five
 * capitalised words with no digits and no topic words ('Hannah Whitcombe', not 'Digital Workflows').
 */
export function looksLikePersonName(text: string): boolean {
  const name = withoutTrailingCredentials(collapseWhitespace(text));
  if (name.length < 3 || name.length > 100 || /\d/.test(name)) return false;
  if (HONORIFIC.test(name)) return /^\p{Lu}/u.test(name.replace(HONORIFIC, ''));
  const words = name.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  return words.every((word) => isNameWord(word)) && !words.some((word) => NOT_NAME_WORDS.has(word.toLowerCase()));
}

function isNameWord(word: string): boolean {
  return NAME_PARTICLES.has(word) || /^\p{Lu}[\p{L}'’.-]*$/u.test(word);
}

export function looksLikeSpeakerList(text: string): boolean {
  const names = splitSpeakerList(text);
  return names.length > 0 && names.every(looksLikePersonName);
}

export interface TitleAndSpeakers {
  title: string;
  speakers: string[];
}

/** 'Speaker: X' is explicit, so it is trusted even when X does not look like a name. */
const COLON_LABEL = String.raw`(?:speakers?|presenters?|faculty|instructors?|moderators?|clinicians?)\s*:`;
const WORD_LABEL = String.raw`(?:presented by|featuring|with|by)`;
const LONG_WORD_LABEL = String.raw`(?:presented by|featuring)`;
const LABELLED_AFTER_TITLE = new RegExp(String.raw`^(.*?\S)[\s,;–—-]*\b${COLON_LABEL}\s*(.+)$`, 'i');
const TRAILING_PARENS = /^(.*\S)\s*\(([^()]+)\)$/;
// 'presented by' is tried before 'by' so the title does not keep a dangling 'presented'.
const TRAILING_LONG_LABEL = new RegExp(String.raw`^(.*\S)\s+${LONG_WORD_LABEL}\s+(.+)$`, 'i');
const TRAILING_SHORT_LABEL = /^(.*\S)\s+(?:with|by)\s+(.+)$/i;
const TRAILING_DASH = /^(.*\S)\s+[-–—|]\s+(.+)$/;

/**
 * Separates a speaker written after a title: 'Title - Dr. X', 'Title with Dr. X',
 * 'Title (Dr. X)', 'Title, presented by X', 'Title Speaker: X'. Except after an explicit
 * 'Speaker:' label, the trailing part only counts when it reads as names, so 'Lunch with
 * Exhibitors' or 'Implants – Digital Workflows' stay whole titles.
 */
export function splitTitleAndSpeakers(text: string): TitleAndSpeakers {
  const line = collapseWhitespace(text);
  const labelled = LABELLED_AFTER_TITLE.exec(line);
  if (labelled) return { title: trimTitle(labelled[1]), speakers: splitSpeakerList(labelled[2]) };
  for (const pattern of [TRAILING_PARENS, TRAILING_LONG_LABEL, TRAILING_SHORT_LABEL, TRAILING_DASH]) {
    const match = pattern.exec(line);
    if (match && looksLikeSpeakerList(match[2]))
      return { title: trimTitle(match[1]), speakers: splitSpeakerList(match[2]) };
  }
  return { title: line, speakers: [] };
}

function trimTitle(title: string): string {
  return title.replace(/[\s,;:|–—-]+$/, '');
}

const COLON_LINE = new RegExp(String.raw`^${COLON_LABEL}\s*(.+)$`, 'i');
const WORD_LABEL_LINE = new RegExp(String.raw`^${WORD_LABEL}\s+(.+)$`, 'i');

/** A line that only names speakers ('Dr. Ann Lee', 'Speaker: Ann Lee', 'with Bo Park & Ann Lee'), or null. */
export function speakersOfLine(line: string): string[] | null {
  const labelled = COLON_LINE.exec(line);
  if (labelled) return splitSpeakerList(labelled[1]);
  const candidate = WORD_LABEL_LINE.exec(line)?.[1] ?? line;
  return looksLikeSpeakerList(candidate) ? splitSpeakerList(candidate) : null;
}
