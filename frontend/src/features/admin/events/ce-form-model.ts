import {
  COUNTRY_NAMES,
  DEFAULT_EVENT_FORMAT,
  countryOfRegion,
  eventDaysFromText,
  placeFromCity,
  regionName,
  type Audience,
  type CeProvider,
  type Country,
  type Currency,
  type EventFee,
  type EventFormat,
  type EventListing,
} from '@dental/contracts';
import type { BoardApprovalRow } from '../../event-editing/components/board-approval-rows';

/**
 * The continuing-education part of the event form: what the inputs hold (text, as typed), what the
 * API is sent (EventFormSchema's names and shapes), and which fields an edit changes. The server
 * refuses some values the form could hold (days that disagree with a readable date text), so what
 * is sent is decided here, in one place, and tested.
 */

export interface FeeRow {
  label: string;
  /** As typed; a number input gives '' when empty. */
  amount: string;
  currency: Currency;
}

const PROVIDER_PARTS = [
  'name',
  'adaCerpProviderId',
  'agdPaceProviderId',
  'approvalStatement',
  'approvalPeriod',
] as const;

export type ProviderInputs = Record<(typeof PROVIDER_PARTS)[number], string>;

/** The provider's inputs: its text parts and its board approvals, added and removed as rows. */
export type ProviderValues = ProviderInputs & { boardApprovals: BoardApprovalRow[] };

export interface CeFormValues {
  format: EventFormat;
  audiences: Audience[];
  topics: string[];
  ceProvider: ProviderValues;
  fees: FeeRow[];
  timezone: string;
  startDate: string;
  endDate: string;
  country: Country | '';
  region: string;
  commercialSupport: string;
  estimatedCeCredits: string;
}

/** The CE fields in the API's shapes, before the schema trims and checks them. */
export interface CeRequestFields {
  format: EventFormat;
  audiences: Audience[];
  topics: string[];
  ceProvider: CeProvider | null;
  fees: Array<{ label: string; amount: number; currency: Currency }>;
  timezone: string | null;
  /** Present only when the date text cannot be read: otherwise the server reads the days itself. */
  startDate?: string | null;
  endDate?: string | null;
  country: Country | null;
  region: string | null;
  commercialSupport: string | null;
  estimatedCeCredits: number | null;
}

export const CE_FIELDS = [
  'format',
  'audiences',
  'topics',
  'ceProvider',
  'fees',
  'timezone',
  'startDate',
  'endDate',
  'country',
  'region',
  'commercialSupport',
  'estimatedCeCredits',
] as const satisfies ReadonlyArray<keyof CeRequestFields>;
export type CeField = (typeof CE_FIELDS)[number];

/**
 * Zones offered by the time-zone input (free entry stays possible): the ones North American
 * meetings are held in, each with the name people say.
 */
export const NORTH_AMERICAN_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern (New York, Atlanta, Miami)' },
  { zone: 'America/Chicago', label: 'Central (Chicago, Dallas, New Orleans)' },
  { zone: 'America/Denver', label: 'Mountain (Denver, Salt Lake City)' },
  { zone: 'America/Phoenix', label: 'Arizona (no daylight saving)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles, Seattle, Las Vegas)' },
  { zone: 'America/Anchorage', label: 'Alaska' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
  { zone: 'America/Toronto', label: 'Eastern (Toronto, Ottawa, Montreal)' },
  { zone: 'America/Winnipeg', label: 'Central (Winnipeg)' },
  { zone: 'America/Regina', label: 'Saskatchewan (no daylight saving)' },
  { zone: 'America/Edmonton', label: 'Mountain (Calgary, Edmonton)' },
  { zone: 'America/Vancouver', label: 'Pacific (Vancouver, Victoria)' },
  { zone: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { zone: 'America/St_Johns', label: "Newfoundland (St. John's)" },
] as const;

const EMPTY_PROVIDER: ProviderInputs = {
  name: '',
  adaCerpProviderId: '',
  agdPaceProviderId: '',
  approvalStatement: '',
  approvalPeriod: '',
};

/** The days as an admin typed them: only an event whose date text cannot be read has any. */
function typedDays(event: EventListing | null): { startDate: string; endDate: string } {
  if (!event || eventDaysFromText(event.date)) return { startDate: '', endDate: '' };
  return { startDate: event.startDate ?? '', endDate: event.endDate ?? '' };
}

/** 895 → '895', 1250.5 → '1250.50': cents written out, as a price is read. */
const amountText = (amount: number): string => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** What the inputs start with: the event's values, or a new event's. */
export function ceFormValues(event: EventListing | null): CeFormValues {
  const provider = event?.ceProvider;
  return {
    format: event?.format ?? DEFAULT_EVENT_FORMAT,
    audiences: [...(event?.audiences ?? [])],
    topics: [...(event?.topics ?? [])],
    ceProvider: provider
      ? {
          name: provider.name,
          adaCerpProviderId: provider.adaCerpProviderId ?? '',
          agdPaceProviderId: provider.agdPaceProviderId ?? '',
          approvalStatement: provider.approvalStatement ?? '',
          approvalPeriod: provider.approvalPeriod ?? '',
          boardApprovals: (provider.boardApprovals ?? []).map((approval) => ({
            ...approval,
            mandates: [...approval.mandates],
          })),
        }
      : { ...EMPTY_PROVIDER, boardApprovals: [] },
    fees: (event?.fees ?? []).map((fee) => ({
      label: fee.label,
      amount: amountText(fee.amount),
      currency: fee.currency,
    })),
    timezone: event?.timezone ?? '',
    ...typedDays(event),
    country: event?.country ?? '',
    region: event?.region ?? '',
    commercialSupport: event?.commercialSupport ?? '',
    estimatedCeCredits: event?.estimatedCeCredits == null ? '' : String(event.estimatedCeCredits),
  };
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** '' → null; anything else → a number (NaN for junk, which the schema reports by name). */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * A provider with nothing typed and no board approval is "not stated"; a provider with parts but no
 * name is sent, so the schema asks for the name. Board approvals are sent as their rows hold them.
 */
function providerOf(inputs: ProviderValues): CeProvider | null {
  const approvals = inputs.boardApprovals;
  if (PROVIDER_PARTS.every((part) => inputs[part].trim() === '') && approvals.length === 0) return null;
  const provider: CeProvider = { name: inputs.name };
  for (const part of ['adaCerpProviderId', 'agdPaceProviderId', 'approvalStatement', 'approvalPeriod'] as const) {
    if (inputs[part].trim() !== '') provider[part] = inputs[part];
  }
  if (approvals.length > 0) provider.boardApprovals = approvals.map((approval) => ({ ...approval }));
  return provider;
}

/** The inputs in the API's shapes; the days only when `dateText` cannot be read. */
export function ceRequestFields(values: CeFormValues, dateText: string): CeRequestFields {
  const fields: CeRequestFields = {
    format: values.format,
    audiences: values.audiences,
    topics: values.topics,
    ceProvider: providerOf(values.ceProvider),
    // An empty amount becomes NaN, so the schema says 'Fee amount must be a number' under it.
    fees: values.fees.map((fee) => ({
      label: fee.label,
      amount: fee.amount.trim() === '' ? Number.NaN : Number(fee.amount),
      currency: fee.currency,
    })),
    timezone: textOrNull(values.timezone),
    country: values.country === '' ? null : values.country,
    region: textOrNull(values.region),
    commercialSupport: textOrNull(values.commercialSupport),
    estimatedCeCredits: numberOrNull(values.estimatedCeCredits),
  };
  if (!eventDaysFromText(dateText)) {
    fields.startDate = textOrNull(values.startDate);
    fields.endDate = textOrNull(values.endDate);
  }
  return fields;
}

/** The CE fields as stored on the event (or a new event's), to compare the form's with. */
export function storedCeFields(event: EventListing | null): Required<CeRequestFields> {
  const typed = typedDays(event);
  return {
    format: event?.format ?? DEFAULT_EVENT_FORMAT,
    audiences: event?.audiences ?? [],
    topics: event?.topics ?? [],
    ceProvider: storedProvider(event?.ceProvider ?? null),
    fees: (event?.fees ?? []).map((fee: EventFee) => ({
      label: fee.label,
      amount: fee.amount,
      currency: fee.currency,
    })),
    timezone: event?.timezone ?? null,
    startDate: textOrNull(typed.startDate),
    endDate: textOrNull(typed.endDate),
    country: event?.country ?? null,
    region: event?.region ?? null,
    commercialSupport: event?.commercialSupport ?? null,
    estimatedCeCredits: event?.estimatedCeCredits ?? null,
  };
}

/** The stored provider as the form would send it: no approvals and an empty list are the same. */
function storedProvider(provider: CeProvider | null): CeProvider | null {
  if (!provider?.boardApprovals || provider.boardApprovals.length > 0) return provider;
  const { boardApprovals: _none, ...rest } = provider;
  return rest;
}

/** JSON with sorted keys and without undefined parts, so equal values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}

/** Audiences and subjects are sets: ticking them in another order is no change. */
function comparable(field: CeField, value: unknown): string {
  const unordered = (field === 'audiences' || field === 'topics') && Array.isArray(value);
  return canonical(unordered ? [...(value as string[])].sort() : value);
}

/**
 * The CE fields of `next` (the schema's output) that differ from `before`. Fields `next` leaves
 * out (the days, when the server reads them from the date text) are never sent.
 */
export function changedCeFields(
  before: Required<CeRequestFields>,
  next: Partial<CeRequestFields>,
): Partial<CeRequestFields> {
  const changed: Record<string, unknown> = {};
  for (const field of CE_FIELDS) {
    if (!(field in next) || next[field] === undefined) continue;
    if (comparable(field, next[field]) !== comparable(field, before[field])) changed[field] = next[field];
  }
  return changed;
}

/** The state or province a city's text names, in words for a hint: 'Texas, United States'. */
export function placeHint(city: string): { country: Country; region: string; words: string } | null {
  const place = placeFromCity(city);
  return place ? { ...place, words: `${regionName(place.region)}, ${COUNTRY_NAMES[place.country]}` } : null;
}

/**
 * The country and region after one of them is chosen, as the server would record them: the
 * country follows a chosen region; choosing another country (or none) clears a region it does
 * not hold.
 */
export function settlePlaceChoice(
  choice: { country: Country | ''; region: string },
  changed: 'country' | 'region',
): { country: Country | ''; region: string } {
  const regionCountry = choice.region === '' ? null : countryOfRegion(choice.region);
  if (changed === 'region') return { country: regionCountry ?? choice.country, region: choice.region };
  return { country: choice.country, region: regionCountry === choice.country ? choice.region : '' };
}

/** The currency a new fee row starts with: the last row's, else the country's. */
export function nextFeeCurrency(fees: readonly FeeRow[], country: Country | ''): Currency {
  if (fees.length > 0) return fees[fees.length - 1].currency;
  return country === 'CA' ? 'CAD' : 'USD';
}
