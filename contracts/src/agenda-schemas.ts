import { z } from 'zod';
import {
  AGD_SUBJECTS,
  CREDIT_STEP,
  CREDIT_TYPES,
  MANDATES,
  SESSION_CREDITS_MAX,
  SESSION_DELIVERIES,
  SESSION_MINUTES_MAX,
  isAgdSubjectCode,
  isMandate,
  type Mandate,
} from './continuing-education';
import type { AgendaSession } from './entities';
import { SESSION_STATUSES } from './event-status';

/**
 * The agenda as the API accepts it (spec section 3), with each session's CE fields: the schemas
 * that requests and domain events check agendas with. Apart from entities.ts (the answers' shapes),
 * so code that only reads listings never builds them (decision 0076).
 */

/** One or more AGD subject codes: each must be in the catalogue; repeats are dropped. */
export const SubjectCodesSchema = z
  .array(z.string({ message: 'Subject codes are text, such as "690"' }).trim(), {
    message: 'Subject codes must be a list, such as ["690"]',
  })
  .max(AGD_SUBJECTS.length, `At most ${AGD_SUBJECTS.length} subject codes`)
  .superRefine((codes, context) => {
    codes.forEach((code, index) => {
      if (!isAgdSubjectCode(code))
        context.addIssue({ code: 'custom', message: `Unknown AGD subject code "${code}"`, path: [index] });
    });
  })
  .transform((codes) => [...new Set(codes)]);

const SessionCreditsSchema = z
  .number({ message: `ceCredits must be a number of hours from 0 to ${SESSION_CREDITS_MAX}` })
  .min(0, `ceCredits must be a number of hours from 0 to ${SESSION_CREDITS_MAX}`)
  .max(SESSION_CREDITS_MAX, `ceCredits must be a number of hours from 0 to ${SESSION_CREDITS_MAX}`)
  .refine((hours) => Number.isInteger(hours / CREDIT_STEP), {
    message: 'ceCredits must be in steps of 0.25 hours (such as 1, 1.25, 1.5)',
  });

export const SessionMinutesSchema = z
  .number({ message: `minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}` })
  .int(`minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}`)
  .min(0, `minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}`)
  .max(SESSION_MINUTES_MAX, `minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}`);

export const SessionDeliverySchema = z.enum(SESSION_DELIVERIES, {
  message: `delivery must be one of ${SESSION_DELIVERIES.map((delivery) => `"${delivery}"`).join(', ')}`,
});

/** Mandated subjects: each from the catalogue (MANDATES); repeats are dropped. */
export const MandatesSchema = z
  .array(
    z.string({ message: 'Each mandate is text, such as "infection_control"' }).refine(isMandate, {
      message: `Unknown mandate: mandates are ${MANDATES.join(', ')}`,
    }),
    { message: 'mandates must be a list, such as ["infection_control"]' },
  )
  .max(MANDATES.length, `At most ${MANDATES.length} mandates`)
  .transform((mandates) => [...new Set(mandates)] as Mandate[]);

export const LearningObjectivesSchema = z
  .array(
    z.string({ message: 'Each objective must be text' }).trim().max(500, 'Each objective must be under 500 characters'),
    { message: 'Objectives must be a list' },
  )
  .max(20, 'Up to 20 objectives')
  .transform((objectives) => objectives.filter((objective) => objective !== ''));
export const AgendaSessionSchema: z.ZodType<AgendaSession> = z.lazy(() =>
  z.object({
    time: z.string().max(100).optional(),
    title: z.string().min(1, 'Session title is required').max(500),
    speaker: z.string().max(1000).optional(),
    speakers: z
      .array(z.union([z.string().max(200), z.object({ name: z.string().max(200) })]))
      .max(100)
      .optional(),
    track: z.string().max(200).optional(),
    location: z.string().max(300).optional(),
    type: z.string().max(50).optional(),
    description: z.string().max(5000).optional(),
    sessions: z.array(AgendaSessionSchema).max(200).optional(),
    ceCredits: SessionCreditsSchema.optional(),
    creditType: z.enum(CREDIT_TYPES, { message: 'creditType must be "lecture" or "participation"' }).optional(),
    topics: SubjectCodesSchema.optional(),
    objectives: LearningObjectivesSchema.optional(),
    minutes: SessionMinutesSchema.optional(),
    delivery: SessionDeliverySchema.optional(),
    mandates: MandatesSchema.optional(),
    status: z.enum(SESSION_STATUSES, { message: 'A session\'s status can only be "cancelled"' }).optional(),
  }),
);
export const AgendaDaySchema = z.object({
  date: z.string().max(100).optional(),
  day: z.string().max(100).optional(),
  sessions: z.array(AgendaSessionSchema).max(500),
});
export type AgendaDay = z.infer<typeof AgendaDaySchema>;

/**
 * Days list, plain sessions list, {days: [...]}, or an object keyed by date. Fields an agenda does
 * not have are dropped, at every depth, rather than stored. An entry with a title is a session
 * (a workshop holds sessions too), one without is a day, as the pages read them.
 */
export const AgendaSchema = z.union([
  z.array(z.union([AgendaSessionSchema, AgendaDaySchema])).max(500),
  z.object({ days: z.array(AgendaDaySchema).max(100) }),
  z.record(z.string(), z.array(AgendaSessionSchema).max(500)),
]);
export type Agenda = z.infer<typeof AgendaSchema>;
