import { z } from 'zod';
import { AUDIENCES, COUNTRIES, CURRENCIES, EVENT_FORMATS } from '../continuing-education';
import { AgendaSchema } from '../agenda-schemas';
import { EVENT_STATUSES, type EventStatus } from '../event-status';
import { isoDayText } from '../rules/date-labels';
import { defineDomainEvent } from './define';
import { setsChanges, setsFlag, startsWithData, type ReadingsOf } from './reading';

/** Domain events of an event (a conference listing), stream `event-<id>`; featuring lives in `featured-events`. */
const eventEntity = { kind: 'event', idField: 'eventId' } as const;
const eventId = z.string().min(1);

export const EventFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  date: z.string(),
  location: z.string(),
  city: z.string(),
  image: z.string(),
  registrationUrl: z.string().nullable(),
  agenda: AgendaSchema.nullable(),
  // Continuing education: absent on events listed before these fields existed.
  format: z.enum(EVENT_FORMATS).optional(),
  audiences: z.array(z.enum(AUDIENCES)).optional(),
  topics: z.array(z.string()).optional(),
  ceProvider: z
    .object({
      name: z.string(),
      adaCerpProviderId: z.string().optional(),
      agdPaceProviderId: z.string().optional(),
      approvalStatement: z.string().optional(),
      approvalPeriod: z.string().optional(),
    })
    .nullable()
    .optional(),
  fees: z.array(z.object({ label: z.string(), amount: z.number(), currency: z.enum(CURRENCIES) })).optional(),
  timezone: z.string().nullable().optional(),
  /** Written from the date text whenever that can be read, so it never disagrees with it. */
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  country: z.enum(COUNTRIES).nullable().optional(),
  region: z.string().nullable().optional(),
  commercialSupport: z.string().nullable().optional(),
  estimatedCeCredits: z.number().nullable().optional(),
});
export type EventFields = z.infer<typeof EventFieldsSchema>;

export const EventCreated = defineDomainEvent({
  type: 'EventCreated',
  entity: eventEntity,
  data: EventFieldsSchema.extend({
    eventId,
    isHidden: z.boolean(),
    sourceSubmissionId: z.string().nullable().optional(),
  }),
  description: 'An event was listed, by an admin or from an approved submission (then sourceSubmissionId is set).',
});
export const EventUpdated = defineDomainEvent({
  type: 'EventUpdated',
  entity: eventEntity,
  data: z.object({ eventId, changes: EventFieldsSchema.partial() }),
  description: "Some of the event's fields were edited; `changes` holds only the fields whose value changed.",
});
export const EventHidden = defineDomainEvent({
  type: 'EventHidden',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: 'The event was hidden from the public.',
});
export const EventShown = defineDomainEvent({
  type: 'EventShown',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: 'A hidden event was made public again.',
});
export const EventFeatured = defineDomainEvent({
  type: 'EventFeatured',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: 'The event was featured on the home page (stream `featured-events`, which enforces the limit of 6).',
});
export const EventUnfeatured = defineDomainEvent({
  type: 'EventUnfeatured',
  entity: eventEntity,
  data: z.object({ eventId }),
  description:
    'The event is no longer featured (stream `featured-events`); also written when a featured event is trashed.',
});
export const EventSocialMediaHidden = defineDomainEvent({
  type: 'EventSocialMediaHidden',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: "Speakers' social icons are hidden on the event's page.",
});
export const EventSocialMediaShown = defineDomainEvent({
  type: 'EventSocialMediaShown',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: "Speakers' social icons are shown again on the event's page.",
});
export const EventAbstractsHidden = defineDomainEvent({
  type: 'EventAbstractsHidden',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: "Speakers' abstract buttons are hidden on the event's page.",
});
export const EventAbstractsShown = defineDomainEvent({
  type: 'EventAbstractsShown',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: "Speakers' abstract buttons are shown again on the event's page.",
});
export const EventTrashed = defineDomainEvent({
  type: 'EventTrashed',
  entity: eventEntity,
  data: z.object({ eventId }),
  description:
    'The event was moved to trash (password re-checked); it leaves every public list and is purged after 14 days.',
});
export const EventRestored = defineDomainEvent({
  type: 'EventRestored',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: 'A trashed event was restored before its purge.',
});
export const EventPurged = defineDomainEvent({
  type: 'EventPurged',
  entity: eventEntity,
  data: z.object({ eventId }),
  description: 'The purge job removed an event trashed more than 14 days ago from the read models; its history stays.',
});

export const EventStatusChanged = defineDomainEvent({
  type: 'EventStatusChanged',
  entity: eventEntity,
  data: z.object({
    eventId,
    status: z.enum(EVENT_STATUSES),
    statusNote: z.string().nullable(),
    previousStartDate: z.string().nullable(),
  }),
  description:
    "The event's status changed (cancelled, postponed, rescheduled, moved online, or scheduled again), set by an admin with an optional public note, or `rescheduled` when a published upcoming event's date moved to another readable first day (`previousStartDate` is the day it moved from).",
});

export const eventDomainEvents = [
  EventCreated,
  EventUpdated,
  EventHidden,
  EventShown,
  EventFeatured,
  EventUnfeatured,
  EventSocialMediaHidden,
  EventSocialMediaShown,
  EventAbstractsHidden,
  EventAbstractsShown,
  EventTrashed,
  EventRestored,
  EventPurged,
  EventStatusChanged,
] as const;

/** What people read of each event domain event (docs: reading.ts). */
export const eventReadings: ReadingsOf<typeof eventDomainEvents> = {
  EventCreated: {
    label: 'Event listed',
    sentence: ({ data, subject }) =>
      data.sourceSubmissionId ? `listed the event ${subject} from a submission` : `listed the event ${subject}`,
    fold: startsWithData('eventId'),
  },
  EventUpdated: {
    label: 'Event edited',
    sentence: ({ changedFields, subject }) => `edited the ${changedFields} of ${subject}`,
    fold: setsChanges,
  },
  EventHidden: {
    label: 'Event hidden from the public',
    sentence: ({ subject }) => `hid ${subject} from the public`,
    fold: setsFlag('isHidden', true),
  },
  EventShown: {
    label: 'Event made public again',
    sentence: ({ subject }) => `made ${subject} public again`,
    fold: setsFlag('isHidden', false),
  },
  EventFeatured: {
    label: 'Event featured',
    sentence: ({ subject }) => `featured ${subject}`,
    fold: setsFlag('isFeatured', true),
  },
  EventUnfeatured: {
    label: 'Event unfeatured',
    sentence: ({ subject }) => `unfeatured ${subject}`,
    fold: setsFlag('isFeatured', false),
  },
  EventSocialMediaHidden: {
    label: "Speakers' social icons hidden on an event",
    sentence: ({ subject }) => `hid speakers' social icons on ${subject}`,
    fold: setsFlag('hideSocialMedia', true),
  },
  EventSocialMediaShown: {
    label: "Speakers' social icons shown on an event",
    sentence: ({ subject }) => `showed speakers' social icons on ${subject} again`,
    fold: setsFlag('hideSocialMedia', false),
  },
  EventAbstractsHidden: {
    label: "Speakers' abstracts hidden on an event",
    sentence: ({ subject }) => `hid speakers' abstracts on ${subject}`,
    fold: setsFlag('hideAbstracts', true),
  },
  EventAbstractsShown: {
    label: "Speakers' abstracts shown on an event",
    sentence: ({ subject }) => `showed speakers' abstracts on ${subject} again`,
    fold: setsFlag('hideAbstracts', false),
  },
  EventTrashed: {
    label: 'Event moved to the trash',
    sentence: ({ subject }) => `moved ${subject} to the trash`,
    fold: setsFlag('inTrash', true),
  },
  EventRestored: {
    label: 'Event restored from the trash',
    sentence: ({ subject }) => `restored ${subject} from the trash`,
    fold: setsFlag('inTrash', false),
  },
  EventPurged: {
    label: 'Event purged after 14 days in the trash',
    sentence: ({ subject }) => `purged ${subject} after 14 days in the trash`,
    fold: setsFlag('purged', true),
  },
  EventStatusChanged: {
    label: 'Event status changed',
    sentence: ({ data, subject }) => statusSentence(data.status, subject, data.previousStartDate),
    fold: ({ status, statusNote, previousStartDate }) => ({
      set: { status, statusNote, previousStartDate },
      // Events listed before statuses existed were scheduled, without a note.
      assumedBefore: { status: 'scheduled', statusNote: null, previousStartDate: null },
    }),
  },
};

/** What the actor did when a status was set, read after their name: 'cancelled “Summit”'. */
function statusSentence(status: EventStatus, subject: string, previousStartDate: string | null): string {
  switch (status) {
    case 'scheduled':
      return `marked ${subject} as scheduled`;
    case 'cancelled':
      return `cancelled ${subject}`;
    case 'postponed':
      return `postponed ${subject}`;
    case 'rescheduled':
      return previousStartDate
        ? `rescheduled ${subject} from ${isoDayText(previousStartDate)}`
        : `rescheduled ${subject}`;
    case 'moved_online':
      return `moved ${subject} online`;
  }
}
