import {
  AUDIENCE_LABELS,
  COUNTRY_NAMES,
  regionName,
  type Audience,
  type CeRule,
  type CeRuleKind,
  type CeRuleSet,
  type CeSource,
  type CeUnit,
  type Country,
  type CreateCeRuleSetRequest,
  type CreditType,
  type Mandate,
  type SessionDelivery,
} from '@dental/contracts';

/**
 * The renewal rule set form: what its inputs hold (numbers as typed), the body the API is sent
 * (`POST /api/ce-requirements`, or the changed fields for `PATCH`), and how a set is summed up in
 * the list. The server checks the body with the contracts' schema and its 400 names the field, so
 * this model keeps what was typed (a blank amount is left out, junk becomes NaN) for that message
 * to land under the right input.
 */

export interface RuleRow {
  id: string;
  label: string;
  kind: CeRuleKind;
  /** As typed; '' when not given (an excluded rule has none). */
  amount: string;
  mandates: Mandate[];
  topics: string[];
  creditTypes: CreditType[];
  delivery: SessionDelivery[];
  approvedProviderOnly: boolean;
  /** The title of one of the set's sources, '' for none. */
  source: string;
}

export interface SourceRow {
  title: string;
  url: string;
}

export interface RuleSetFormValues {
  name: string;
  country: Country;
  region: string;
  role: Audience;
  cycleYears: string;
  unit: CeUnit;
  total: string;
  perDayMaximum: string;
  rules: RuleRow[];
  sources: SourceRow[];
  verifiedOn: string;
  effectiveFrom: string;
  notes: string;
}

/** Every field a 400 may name, each with an input (or a group of them) on the form. */
export const RULE_SET_FIELDS = [
  'name',
  'country',
  'region',
  'role',
  'cycleYears',
  'unit',
  'total',
  'perDayMaximum',
  'rules',
  'sources',
  'verifiedOn',
  'effectiveFrom',
  'notes',
] as const satisfies ReadonlyArray<keyof RuleSetFormValues>;

export function emptyRule(): RuleRow {
  return {
    id: '',
    label: '',
    kind: 'minimum',
    amount: '',
    mandates: [],
    topics: [],
    creditTypes: [],
    delivery: [],
    approvedProviderOnly: false,
    source: '',
  };
}

export const emptySource = (): SourceRow => ({ title: '', url: '' });

/** 2 → '2', 0.5 → '0.5'; absent → ''. */
const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

function ruleRowOf(rule: CeRule): RuleRow {
  return {
    id: rule.id,
    label: rule.label,
    kind: rule.kind,
    amount: numberText(rule.amount),
    mandates: [...(rule.where.mandates ?? [])],
    topics: [...(rule.where.topics ?? [])],
    creditTypes: [...(rule.where.creditTypes ?? [])],
    delivery: [...(rule.where.delivery ?? [])],
    approvedProviderOnly: rule.approvedProviderOnly ?? false,
    source: rule.source ?? '',
  };
}

/** What the inputs start with: the set's values, or a new set's (one empty source, since one is required). */
export function ruleSetFormValues(set: CeRuleSet | null): RuleSetFormValues {
  if (!set)
    return {
      name: '',
      country: 'US',
      region: '',
      role: 'dentist',
      cycleYears: '2',
      unit: 'hours',
      total: '',
      perDayMaximum: '',
      rules: [],
      sources: [emptySource()],
      verifiedOn: '',
      effectiveFrom: '',
      notes: '',
    };
  return {
    name: set.name,
    country: set.country,
    region: set.region,
    role: set.role,
    cycleYears: numberText(set.cycleYears),
    unit: set.unit,
    total: numberText(set.total),
    perDayMaximum: numberText(set.perDayMaximum),
    rules: set.rules.map(ruleRowOf),
    sources: set.sources.map((source) => ({ ...source })),
    verifiedOn: set.verifiedOn,
    effectiveFrom: set.effectiveFrom ?? '',
    notes: set.notes,
  };
}

/** '' → undefined (not given); anything else a number, NaN for junk, which the schema names. */
const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

function ruleOf(row: RuleRow): CeRule {
  const where: CeRule['where'] = {};
  if (row.mandates.length > 0) where.mandates = row.mandates;
  if (row.topics.length > 0) where.topics = row.topics;
  if (row.creditTypes.length > 0) where.creditTypes = row.creditTypes;
  if (row.delivery.length > 0) where.delivery = row.delivery;
  const rule: CeRule = { id: row.id.trim(), label: row.label, kind: row.kind, where };
  // An excluded rule counts nothing, so an amount left in its box from another kind is not sent.
  const amount = typedNumber(row.amount);
  if (row.kind !== 'excluded' && amount !== undefined) rule.amount = amount;
  if (row.approvedProviderOnly) rule.approvedProviderOnly = true;
  if (row.source !== '') rule.source = row.source;
  return rule;
}

/** The whole set as `POST /api/ce-requirements` takes it. */
export function ruleSetRequestOf(values: RuleSetFormValues): CreateCeRuleSetRequest {
  const request: CreateCeRuleSetRequest = {
    name: values.name,
    country: values.country,
    region: values.region,
    role: values.role,
    cycleYears: typedNumber(values.cycleYears) ?? Number.NaN,
    unit: values.unit,
    total: typedNumber(values.total) ?? Number.NaN,
    perDayMaximum: typedNumber(values.perDayMaximum) ?? null,
    rules: values.rules.map(ruleOf),
    sources: values.sources.map((source): CeSource => ({ title: source.title, url: source.url })),
    verifiedOn: values.verifiedOn,
    effectiveFrom: values.effectiveFrom.trim() === '' ? null : values.effectiveFrom,
    notes: values.notes,
  };
  return request;
}

/** JSON with sorted keys and without undefined parts, so equal values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}

/**
 * The fields of `next` that differ from the stored set: what `PATCH` is sent, so an edit's audit
 * row names only what changed. An absent optional field and null are the same "not given".
 */
export function changedRuleSetFields(set: CeRuleSet, next: CreateCeRuleSetRequest): Partial<CreateCeRuleSetRequest> {
  const changed: Record<string, unknown> = {};
  for (const field of RULE_SET_FIELDS) {
    const before = set[field] ?? null;
    const after = next[field] ?? null;
    if (canonical(before) !== canonical(after)) changed[field] = next[field];
  }
  return changed;
}

/** 'Texas, United States' */
export const jurisdictionOf = (set: Pick<CeRuleSet, 'country' | 'region'>): string =>
  `${regionName(set.region)}, ${COUNTRY_NAMES[set.country]}`;

/** 'Dentists': who the set is for, as the event forms name audiences. */
export const roleOf = (set: Pick<CeRuleSet, 'role'>): string => AUDIENCE_LABELS[set.role];

/** 'Every 2 years', 'Every year'. */
export const cycleOf = (set: Pick<CeRuleSet, 'cycleYears'>): string =>
  set.cycleYears === 1 ? 'Every year' : `Every ${set.cycleYears} years`;

/** '24 hours', '90 points', '1 hour'. */
export function amountWithUnit(amount: number, unit: CeUnit): string {
  const word = unit === 'hours' ? 'hour' : 'point';
  return `${amount} ${amount === 1 ? word : `${word}s`}`;
}

/** '2026-11-27' → 'Nov 27, 2026' (a calendar day, read the same in every zone). */
export function verifiedDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** Rule sets in the list's order: by country (US first), state or province name, then role. */
export function sortedRuleSets(sets: readonly CeRuleSet[]): CeRuleSet[] {
  const countryOrder: Country[] = ['US', 'CA'];
  return [...sets].sort(
    (a, b) =>
      countryOrder.indexOf(a.country) - countryOrder.indexOf(b.country) ||
      regionName(a.region).localeCompare(regionName(b.region)) ||
      a.role.localeCompare(b.role) ||
      a.name.localeCompare(b.name),
  );
}
