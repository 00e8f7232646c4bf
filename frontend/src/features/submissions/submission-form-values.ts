import {
  AGD_SUBJECTS,
  countryOfRegion,
  placeFromCity,
  timeZoneOfPlace,
  type Audience,
  type Country,
  type EventFormat,
  type EventSubmissionForm,
} from '@dental/contracts';
import type { BoardApprovalRow } from '../event-editing/components/board-approval-rows';

/**
 * What the submission form holds, and how it becomes the request the server decides on.
 *
 * The spec's fields are held as the request names them. The optional 'Continuing Education'
 * section is held the way its controls work (an empty select, unticked boxes, blank text, the
 * credits as typed) and is turned into request fields only where the organiser filled something
 * in, so an untouched section sends nothing and the server stores nothing for it.
 */

type CeFieldName = 'format' | 'audiences' | 'topics' | 'ceProvider' | 'estimatedCeCredits';
type PlaceFieldName = 'country' | 'region' | 'timezone';

/** Where the event is held, as its controls hold it: '' when nothing is chosen. */
export interface PlaceValues {
  country: Country | '';
  region: string;
  timezone: string;
}

export interface CeFormValues {
  format: EventFormat | '';
  audiences: Audience[];
  topics: string[];
  /** The provider's name and statement as typed, and its board approvals as rows (the admin's event form's). */
  ceProvider: { name: string; approvalStatement: string; boardApprovals: BoardApprovalRow[] };
  /** As typed into the number box; '' when left empty. */
  estimatedCeCredits: string;
}

export type SubmissionFormValues = Omit<EventSubmissionForm, CeFieldName | PlaceFieldName> & CeFormValues & PlaceValues;
/** The spec's fields (and the honeypot), each held as the request names it. */
export type SpecFieldName = Exclude<keyof SubmissionFormValues, CeFieldName>;

export const EMPTY_SUBMISSION_FORM: SubmissionFormValues = {
  title: '',
  eventType: 'conference',
  date: '',
  expectedAttendees: '',
  location: '',
  city: '',
  country: '',
  region: '',
  timezone: '',
  description: '',
  image: '',
  registrationUrl: '',
  organizationName: '',
  contactEmail: '',
  contactPhone: '',
  additionalInfo: '',
  website: '',
  format: '',
  audiences: [],
  topics: [],
  ceProvider: { name: '', approvalStatement: '', boardApprovals: [] },
  estimatedCeCredits: '',
};

/**
 * The request body for the form's values, before the contracts schema checks it. Parts of the
 * CE section left empty are left out. A provider is sent as soon as either of its boxes holds
 * text or it has a board approval: an approval statement or a board approval without a provider
 * name then fails the schema's own rule ('ceProvider.name is required'), the message the server
 * would give. Board approvals are sent as their rows hold them, for the schema to judge.
 */
export function toSubmissionRequest(values: SubmissionFormValues): EventSubmissionForm {
  const { format, audiences, topics, ceProvider, estimatedCeCredits, country, region, timezone, ...specFields } =
    values;
  const request: EventSubmissionForm = { ...specFields };
  // A place left unchosen is left out, for the server to work out from the city.
  if (country !== '') request.country = country;
  if (region !== '') request.region = region;
  if (timezone.trim() !== '') request.timezone = timezone;
  if (format !== '') request.format = format;
  if (audiences.length > 0) request.audiences = audiences;
  if (topics.length > 0) request.topics = topics;
  const providerName = ceProvider.name.trim();
  const approvalStatement = ceProvider.approvalStatement.trim();
  const boardApprovals = ceProvider.boardApprovals.map((approval) => ({
    ...approval,
    mandates: [...approval.mandates],
  }));
  if (providerName !== '' || approvalStatement !== '' || boardApprovals.length > 0) {
    request.ceProvider = {
      name: providerName,
      ...(approvalStatement === '' ? {} : { approvalStatement }),
      ...(boardApprovals.length === 0 ? {} : { boardApprovals }),
    };
  }
  // A number box that holds something unreadable reports ''; anything typed is sent to the schema
  // as a number (NaN included), so its own message explains what is wrong.
  if (estimatedCeCredits.trim() !== '') request.estimatedCeCredits = Number(estimatedCeCredits);
  return request;
}

type BoardApprovalPath = `ceProvider.boardApprovals.${number}.${keyof BoardApprovalRow}`;

/** Form controls an issue can be shown under, by the issue's path. */
export type SubmissionFieldPath =
  | Exclude<keyof SubmissionFormValues, 'ceProvider'>
  | 'ceProvider.name'
  | 'ceProvider.approvalStatement'
  | 'ceProvider.boardApprovals'
  | BoardApprovalPath;

const BOARD_APPROVAL_PART = /^ceProvider\.boardApprovals\.\d+\.(country|region|number|mandates)/;

const SPEC_FIELDS = new Set<string>(Object.keys(EMPTY_SUBMISSION_FORM).filter((name) => name !== 'ceProvider'));

/**
 * The control that shows an issue the server reported ('city', 'topics.2', 'ceProvider.name',
 * 'ceProvider.boardApprovals.0.region'), or null when the form has no control for it. Issues
 * inside a list belong to the whole list, except a board approval's, which belong to the input of
 * its row; an issue about the provider object itself is shown under the provider's name.
 */
export function fieldOfIssue(path: string): SubmissionFieldPath | null {
  if (path === 'ceProvider.approvalStatement') return path;
  const boardApprovalPart = BOARD_APPROVAL_PART.exec(path);
  if (boardApprovalPart) return boardApprovalPart[0] as BoardApprovalPath;
  if (path.startsWith('ceProvider.boardApprovals')) return 'ceProvider.boardApprovals';
  const [first] = path.split('.');
  if (first === 'ceProvider') return 'ceProvider.name';
  return SPEC_FIELDS.has(first) ? (first as SubmissionFieldPath) : null;
}

/**
 * AGD subjects whose code starts with, or whose name contains, what was typed ('69', 'implant',
 * 'perio'); every subject when nothing was typed. Case and surrounding spaces do not matter.
 */
export function matchingSubjects(query: string): ReadonlyArray<(typeof AGD_SUBJECTS)[number]> {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return AGD_SUBJECTS;
  return AGD_SUBJECTS.filter(
    (subject) => subject.code.startsWith(wanted) || subject.name.toLowerCase().includes(wanted),
  );
}

/** Which place controls the organiser set themselves, so typing the city does not overwrite them. */
export interface PlaceChosen {
  region: boolean;
  timezone: boolean;
}

/**
 * The place offered once the city is typed: a 'City, ST' city ('Houston, TX') fills the country,
 * the state or province and the time zone, unless the organiser chose them; a city that names no
 * region leaves them as they are.
 */
export function placeForCity(city: string, current: PlaceValues, chosen: PlaceChosen): PlaceValues {
  const read = chosen.region ? null : placeFromCity(city);
  const region = read?.region ?? current.region;
  const country = read?.country ?? current.country;
  const timezone = chosen.timezone ? current.timezone : (timeZoneOfPlace(region || null, city) ?? current.timezone);
  return { country, region, timezone };
}

/**
 * The place after the organiser chooses a country or a state: the country follows a chosen state,
 * another country clears a state it does not hold, and the time zone follows the state unless the
 * organiser typed one.
 */
export function placeForChoice(
  choice: { country: Country | ''; region: string },
  changed: 'country' | 'region',
  city: string,
  current: PlaceValues,
  chosen: PlaceChosen,
): PlaceValues {
  const regionCountry = choice.region === '' ? null : countryOfRegion(choice.region);
  const country = changed === 'region' ? (regionCountry ?? choice.country) : choice.country;
  const region = changed === 'country' && regionCountry !== choice.country ? '' : choice.region;
  const derived = timeZoneOfPlace(region || null, city);
  const timezone = chosen.timezone ? current.timezone : (derived ?? (region === '' ? '' : current.timezone));
  return { country, region, timezone };
}
