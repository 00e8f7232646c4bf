import { z } from 'zod';
import { CREDIT_TYPES, SESSION_DELIVERIES, AUDIENCES, COUNTRIES, countryOfRegion } from '../continuing-education';
import { MandatesSchema, SubjectCodesSchema } from '../agenda-schemas';
import { isHttpUrl } from './http-url';
import { isIsoDate } from './ce-fields';
import { CE_RULE_KINDS, CE_RULE_SET_LIMITS, CE_UNITS, type CeRuleKind, type CeUnit } from './ce-requirement-values';

export {
  BOARD_TEXT_DECIDES,
  CE_RULE_KINDS,
  CE_RULE_SET_LIMITS,
  CE_UNITS,
  NOT_COUNTED_BECAUSE,
  countsTowardName,
  readCountsToward,
  type CeRuleKind,
  type CeUnit,
} from './ce-requirement-values';

/**
 * Renewal requirements as data (GET/POST/PATCH /api/ce-requirements): a licensing board's rule set
 * for one role in one state or province, and what a visitor's chosen sessions count toward it
 * (POST /api/ce-requirements/:id/progress). Every message names its field.
 */

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be under ${max} characters`);

const amountField = (field: string) =>
  z
    .number({ message: `${field} must be a number from 0 to ${CE_RULE_SET_LIMITS.amount}` })
    .min(0, `${field} cannot be negative`)
    .max(CE_RULE_SET_LIMITS.amount, `${field} must be at most ${CE_RULE_SET_LIMITS.amount}`);

/** A slug, unique within its rule set: what a search (`countsToward=<set>:<rule>`) and progress name a rule by. */
const RULE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Which sessions a rule is about. Every stated criterion must hold; within one, any value does
 * (`mandates: ['opioids', 'controlled_substances']` is either).
 */
export const CeRuleWhereSchema = z
  .object(
    {
      mandates: MandatesSchema.optional(),
      topics: SubjectCodesSchema.optional(),
      creditTypes: z
        .array(z.enum(CREDIT_TYPES, { message: 'creditTypes must be "lecture" or "participation"' }), {
          message: 'creditTypes must be a list, such as ["participation"]',
        })
        .max(CREDIT_TYPES.length)
        .optional(),
      delivery: z
        .array(
          z.enum(SESSION_DELIVERIES, {
            message: `delivery must be one of ${SESSION_DELIVERIES.map((delivery) => `"${delivery}"`).join(', ')}`,
          }),
          { message: 'delivery must be a list, such as ["on_demand"]' },
        )
        .max(SESSION_DELIVERIES.length)
        .optional(),
    },
    { message: 'where must be an object naming mandates, topics, creditTypes or delivery' },
  )
  .strict()
  .refine(
    (where) =>
      [where.mandates, where.topics, where.creditTypes, where.delivery].some((list) => list && list.length > 0),
    { message: 'where must name at least one of mandates, topics, creditTypes or delivery' },
  );
export type CeRuleWhere = z.output<typeof CeRuleWhereSchema>;

export const CeRuleSchema = z
  .object(
    {
      id: z
        .string({ message: 'rule id is required' })
        .trim()
        .regex(RULE_ID, 'rule id must be lower-case letters, digits and dashes, such as "infection-control"')
        .max(60, 'rule id must be under 60 characters'),
      label: text('rule label', 200),
      kind: z.enum(CE_RULE_KINDS, { message: 'kind must be "minimum", "maximum" or "excluded"' }),
      amount: amountField('amount').optional(),
      where: CeRuleWhereSchema,
      /** Counts toward this rule only from a provider the board itself registered for the mandate. */
      approvedProviderOnly: z.boolean({ message: 'approvedProviderOnly must be true or false' }).optional(),
      /** The title of the rule set's source this rule is read from. */
      source: text('rule source', 300).optional(),
    },
    { message: 'Each rule is an object with id, label, kind and where' },
  )
  .strict()
  .superRefine((rule, context) => {
    if (rule.kind !== 'excluded' && rule.amount === undefined)
      context.addIssue({ code: 'custom', message: `amount is required for a ${rule.kind} rule`, path: ['amount'] });
    if (rule.kind === 'excluded' && rule.amount !== undefined)
      context.addIssue({ code: 'custom', message: 'amount is not given for an excluded rule', path: ['amount'] });
  });
export type CeRule = z.output<typeof CeRuleSchema>;

export const CeSourceSchema = z
  .object(
    {
      title: text('source title', 300),
      url: z
        .string({ message: 'source url must be an http(s) address' })
        .trim()
        .refine(isHttpUrl, 'source url must be an http(s) address')
        .refine((url) => url.length <= 2000, 'source url must be under 2000 characters'),
    },
    { message: 'Each source is an object with a title and a url' },
  )
  .strict();
export type CeSource = z.output<typeof CeSourceSchema>;

const isoDay = (field: string) =>
  z
    .string({ message: `${field} must be a date written YYYY-MM-DD` })
    .trim()
    .refine(isIsoDate, `${field} must be a date written YYYY-MM-DD`);

/** Every field of a rule set as an owner or editor writes it. */
const ruleSetFields = {
  name: text('name', 200),
  country: z.enum(COUNTRIES, { message: 'country must be "US" or "CA"' }),
  region: z
    .string({ message: 'region must be a US state or Canadian province code, such as "TX" or "ON"' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => countryOfRegion(value) !== null, {
      message: 'region must be a US state or Canadian province code, such as "TX" or "ON"',
    }),
  role: z.enum(AUDIENCES, { message: `role must be one of ${AUDIENCES.join(', ')}` }),
  cycleYears: z
    .number({ message: `cycleYears must be a whole number of years from 1 to ${CE_RULE_SET_LIMITS.cycleYears}` })
    .int(`cycleYears must be a whole number of years from 1 to ${CE_RULE_SET_LIMITS.cycleYears}`)
    .min(1, `cycleYears must be a whole number of years from 1 to ${CE_RULE_SET_LIMITS.cycleYears}`)
    .max(
      CE_RULE_SET_LIMITS.cycleYears,
      `cycleYears must be a whole number of years from 1 to ${CE_RULE_SET_LIMITS.cycleYears}`,
    ),
  unit: z.enum(CE_UNITS, { message: 'unit must be "hours" or "points"' }),
  total: amountField('total'),
  perDayMaximum: amountField('perDayMaximum').nullable().optional(),
  rules: z
    .array(CeRuleSchema, { message: 'rules must be a list' })
    .max(CE_RULE_SET_LIMITS.rules, `At most ${CE_RULE_SET_LIMITS.rules} rules`),
  sources: z
    .array(CeSourceSchema, { message: 'sources must be a list of { title, url }' })
    .min(1, "sources must name at least one page of the board's own text, with a title and a url")
    .max(CE_RULE_SET_LIMITS.sources, `At most ${CE_RULE_SET_LIMITS.sources} sources`),
  verifiedOn: isoDay('verifiedOn'),
  effectiveFrom: isoDay('effectiveFrom').nullable().optional(),
  notes: z.string({ message: 'notes must be text' }).trim().max(4000, 'notes must be under 4000 characters'),
};

/** POST /api/ce-requirements: a new rule set, every field but the optional ones. */
export const CreateCeRuleSetRequestSchema = z
  .object({ ...ruleSetFields, notes: ruleSetFields.notes.default('') })
  .strict()
  .superRefine((set, context) => {
    for (const issue of ruleSetProblems(set)) context.addIssue({ code: 'custom', ...issue });
  });
export type CreateCeRuleSetRequest = z.output<typeof CreateCeRuleSetRequestSchema>;

/** PATCH /api/ce-requirements/:id: the fields to change; `rules` and `sources` are replaced whole. */
export const EditCeRuleSetRequestSchema = z
  .object(ruleSetFields)
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change: send at least one field' });
export type EditCeRuleSetRequest = z.output<typeof EditCeRuleSetRequestSchema>;

/** A rule set as the API answers it. */
export interface CeRuleSet {
  id: string;
  name: string;
  country: z.output<typeof ruleSetFields.country>;
  region: string;
  role: z.output<typeof ruleSetFields.role>;
  cycleYears: number;
  unit: CeUnit;
  total: number;
  perDayMaximum?: number | null;
  rules: CeRule[];
  sources: CeSource[];
  verifiedOn: string;
  effectiveFrom?: string | null;
  notes: string;
}

/** The fields a rule set's domain events carry: everything but its id. */
export type CeRuleSetFields = Omit<CeRuleSet, 'id'>;

/**
 * What is wrong across the fields of a whole rule set (each field on its own is the schema's
 * business): rule ids repeated, a rule naming a source the set does not list, a region outside
 * the country. Pure, so a create and an edit (checked on the merged set) say the same.
 */
export function ruleSetProblems(
  set: Pick<CeRuleSetFields, 'rules' | 'sources' | 'country' | 'region'>,
): Array<{ path: Array<string | number>; message: string }> {
  const problems: Array<{ path: Array<string | number>; message: string }> = [];
  if (countryOfRegion(set.region) !== null && countryOfRegion(set.region) !== set.country)
    problems.push({
      path: ['region'],
      message: `region "${set.region}" is not in ${set.country === 'US' ? 'the United States' : 'Canada'}`,
    });
  const seen = new Set<string>();
  const titles = new Set(set.sources.map((source) => source.title));
  set.rules.forEach((rule, index) => {
    if (seen.has(rule.id))
      problems.push({ path: ['rules', index, 'id'], message: `rule id "${rule.id}" is used twice in this rule set` });
    seen.add(rule.id);
    if (rule.source !== undefined && !titles.has(rule.source))
      problems.push({
        path: ['rules', index, 'source'],
        message: `rule source "${rule.source}" is not one of the rule set's sources`,
      });
  });
  return problems;
}

/** A session a visitor chose, by its event and its plan key (`sessionKey`). */
export const PlannedSessionSchema = z
  .object(
    {
      eventId: z
        .string({ message: 'eventId is required' })
        .trim()
        .min(1, 'eventId is required')
        .max(100, 'eventId must be under 100 characters'),
      sessionKey: z
        .string({ message: 'sessionKey is required' })
        .trim()
        .min(1, 'sessionKey is required')
        .max(40, 'sessionKey must be under 40 characters'),
    },
    { message: 'Each item is an object with eventId and sessionKey' },
  )
  .strict();
export type PlannedSession = z.output<typeof PlannedSessionSchema>;

export const CE_PROGRESS_ITEMS_MAX = 500;

/** POST /api/ce-requirements/:id/progress. */
export const CeProgressRequestSchema = z
  .object(
    {
      items: z
        .array(PlannedSessionSchema, { message: 'items must be a list of { eventId, sessionKey }' })
        .max(CE_PROGRESS_ITEMS_MAX, `At most ${CE_PROGRESS_ITEMS_MAX} items`),
    },
    { message: 'The body is { items: [{ eventId, sessionKey }] }' },
  )
  .strict();
export type CeProgressRequest = z.output<typeof CeProgressRequestSchema>;

export interface CeProgress {
  ruleSetId: string;
  unit: CeUnit;
  total: { required: number; counted: number };
  rules: Array<{
    id: string;
    label: string;
    kind: CeRuleKind;
    amount: number | null;
    /** minimum: what counts toward it; maximum: what was counted within the cap; excluded: what it kept out. */
    counted: number;
    /** minimum: counted reaches the amount; maximum and excluded: always (a cap is never missed). */
    met: boolean;
  }>;
  items: Array<{
    eventId: string;
    sessionKey: string;
    counted: number;
    /** The ids of the minimum and maximum rules it counts toward. */
    countsToward: string[];
    notCountedBecause?: string;
  }>;
  /** Chosen sessions at the same time (by their instants, in their events' zones): each group counts once. */
  overlaps: Array<{ items: PlannedSession[] }>;
}
