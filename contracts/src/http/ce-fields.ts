import { z } from 'zod';
import { MandatesSchema, SubjectCodesSchema } from '../agenda-schemas';
import {
  AUDIENCES,
  COUNTRIES,
  CREDIT_STEP,
  CURRENCIES,
  ESTIMATED_CREDITS_MAX,
  EVENT_FORMATS,
  countryOfRegion,
  type Country,
} from '../continuing-education';
import { isTimeZone } from '../rules/session-times';

/**
 * Rules for the continuing-education fields of an event (and of a submission, which uses the same
 * names). Every message names its field, so an API client knows what to fix.
 */

/** Trimmed text; empty or null mean "not stated" and become null. */
const optionalText = (field: string, max: number) =>
  z
    .union([z.string({ message: `${field} must be text` }), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .refine((value) => value === null || value.length <= max, { message: `${field} must be under ${max} characters` });

/** Like optionalText, for the provider's optional parts: absent instead of null. */
const providerPart = (field: string, max: number) =>
  optionalText(field, max)
    .transform((value) => value ?? undefined)
    .optional();

export const formatField = z.enum(EVENT_FORMATS, { message: 'format must be one of "in_person", "virtual", "hybrid"' });

export const audiencesField = z
  .array(
    z.enum(AUDIENCES, {
      message: `Unknown audience: audiences are ${AUDIENCES.map((audience) => `"${audience}"`).join(', ')}`,
    }),
    {
      message: 'audiences must be a list, such as ["dentist", "hygienist"]',
    },
  )
  .max(AUDIENCES.length)
  .transform((audiences) => [...new Set(audiences)]);

export const topicsField = SubjectCodesSchema;

/**
 * A licensing board's own registrations of the provider (`ceProvider.boardApprovals`): a state or
 * province of the stated country, the board's number for the provider, and the mandated subjects
 * it is registered for (none: all of them).
 */
export const boardApprovalsField = z
  .array(
    z
      .object(
        {
          country: z.enum(COUNTRIES, { message: 'ceProvider.boardApprovals: country must be "US" or "CA"' }),
          region: z
            .string({ message: 'ceProvider.boardApprovals: region must be a US state or Canadian province code' })
            .trim()
            .transform((value) => value.toUpperCase()),
          number: z
            .string({ message: "ceProvider.boardApprovals: number is the board's number for the provider" })
            .trim()
            .min(1, "ceProvider.boardApprovals: number is the board's number for the provider")
            .max(50, 'ceProvider.boardApprovals: number must be under 50 characters'),
          mandates: MandatesSchema.default([]),
        },
        { message: 'Each board approval is an object with country, region, number and mandates' },
      )
      .strict()
      .superRefine((approval, context) => {
        if (countryOfRegion(approval.region) !== approval.country)
          context.addIssue({
            code: 'custom',
            message: `ceProvider.boardApprovals: region "${approval.region}" is not a ${approval.country === 'US' ? 'US state' : 'Canadian province'} code`,
            path: ['region'],
          });
      }),
    { message: 'ceProvider.boardApprovals must be a list' },
  )
  .max(60, 'ceProvider.boardApprovals: at most 60 board approvals');

export const ceProviderField = z
  .object(
    {
      name: z
        .string({ message: 'ceProvider.name is required' })
        .trim()
        .min(1, 'ceProvider.name is required')
        .max(200, 'ceProvider.name must be under 200 characters'),
      adaCerpProviderId: providerPart('ceProvider.adaCerpProviderId', 50),
      agdPaceProviderId: providerPart('ceProvider.agdPaceProviderId', 50),
      approvalStatement: providerPart('ceProvider.approvalStatement', 2000),
      approvalPeriod: providerPart('ceProvider.approvalPeriod', 100),
      boardApprovals: boardApprovalsField.optional(),
    },
    { message: 'ceProvider must be an object with a name' },
  )
  .strict()
  .nullable();

export const feesField = z
  .array(
    z
      .object(
        {
          label: z
            .string({ message: 'Each fee needs a label, such as "Dentist, early bird"' })
            .trim()
            .min(1, 'Each fee needs a label, such as "Dentist, early bird"')
            .max(100, 'Fee labels must be under 100 characters'),
          amount: z
            .number({ message: 'Fee amount must be a number' })
            .min(0, 'Fee amount cannot be negative')
            .max(1_000_000, 'Fee amount must be under 1,000,000')
            .refine((amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6), {
              message: 'Fee amount has at most two decimals',
            }),
          currency: z.enum(CURRENCIES, { message: 'Fee currency must be "USD" or "CAD"' }),
        },
        { message: 'Each fee is an object with label, amount and currency' },
      )
      .strict(),
    { message: 'fees must be a list' },
  )
  .max(20, 'Up to 20 fees');

/**
 * An IANA time-zone name (Area/Location, or UTC) the runtime knows, such as America/Chicago: not
 * the abbreviations and offsets ('EST', 'GMT+5') the runtime would also take.
 */
const isIanaZoneName = (name: string) => /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(name) && isTimeZone(name);

export const timezoneField = optionalText('timezone', 60).refine((value) => value === null || isIanaZoneName(value), {
  message: 'timezone must be an IANA time zone, such as "America/Chicago"',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateField = (field: string) =>
  optionalText(field, 10).refine((value) => value === null || isIsoDate(value), {
    message: `${field} must be a date written YYYY-MM-DD`,
  });

export const countryField = z.enum(COUNTRIES, { message: 'country must be "US" or "CA"' }).nullable();

export const regionField = optionalText('region', 2)
  .transform((value) => value?.toUpperCase() ?? null)
  .refine((value) => value === null || countryOfRegion(value) !== null, {
    message: 'region must be a US state or Canadian province code, such as "TX" or "ON"',
  });

export const commercialSupportField = optionalText('commercialSupport', 2000);

export const estimatedCreditsField = z
  .number({ message: `estimatedCeCredits must be a number of hours from 0 to ${ESTIMATED_CREDITS_MAX}` })
  .min(0, `estimatedCeCredits must be a number of hours from 0 to ${ESTIMATED_CREDITS_MAX}`)
  .max(ESTIMATED_CREDITS_MAX, `estimatedCeCredits must be a number of hours from 0 to ${ESTIMATED_CREDITS_MAX}`)
  .refine((hours) => Number.isInteger(hours / CREDIT_STEP), {
    message: 'estimatedCeCredits must be in steps of 0.25 hours',
  })
  .nullable();

/** The continuing-education fields of the event form; each may be left out. */
export const eventCeFields = {
  format: formatField.optional(),
  audiences: audiencesField.optional(),
  topics: topicsField.optional(),
  ceProvider: ceProviderField.optional(),
  fees: feesField.optional(),
  timezone: timezoneField.optional(),
  startDate: isoDateField('startDate').optional(),
  endDate: isoDateField('endDate').optional(),
  country: countryField.optional(),
  region: regionField.optional(),
  commercialSupport: commercialSupportField.optional(),
  estimatedCeCredits: estimatedCreditsField.optional(),
};

/**
 * Where a submitted event is held, under the event's names: each may be left out, and the server
 * works out what is missing from a 'City, ST' city (decision 0061).
 */
export const submissionPlaceFields = {
  country: countryField.optional(),
  region: regionField.optional(),
  timezone: timezoneField.optional(),
};

/** The continuing-education fields a submission may carry, under the event's names. */
export const submissionCeFields = {
  format: formatField.nullish(),
  audiences: audiencesField.optional(),
  topics: topicsField.optional(),
  ceProvider: ceProviderField.optional(),
  estimatedCeCredits: estimatedCreditsField.optional(),
};

interface PlaceAndDates {
  startDate?: string | null;
  endDate?: string | null;
  country?: Country | null;
  region?: string | null;
}

/** Rules between fields: the end is not before the start; a region belongs to the stated country. */
export function checkPlaceAndDates(fields: PlaceAndDates, context: z.RefinementCtx): void {
  if (fields.startDate && fields.endDate && fields.endDate < fields.startDate) {
    context.addIssue({ code: 'custom', message: 'endDate cannot be before startDate', path: ['endDate'] });
  }
  if (fields.region && fields.country && countryOfRegion(fields.region) !== fields.country) {
    context.addIssue({
      code: 'custom',
      message: `region "${fields.region}" is not in ${fields.country === 'US' ? 'the United States' : 'Canada'}`,
      path: ['region'],
    });
  }
}
