import { z } from 'zod';
import { SPONSOR_TIERS } from '../entities';
import { defineDomainEvent } from './define';
import { EventFieldsSchema } from './event';
import type { ReadingsOf, StatePatch } from './reading';
import { SpeakerFieldsSchema } from './speaker';
import { SponsorFieldsSchema } from './sponsor';

/**
 * Listing the next edition of an event (a copy of it, its speakers, sponsors and tier names) is a
 * process over several streams, stream `event-duplication-<duplicationId>`: its start records
 * everything the copy needs, so a copy interrupted part-way is finished from the log alone. Both
 * domain events are about the event copied.
 */
const sourceEventEntity = { kind: 'event', idField: 'eventId' } as const;
const duplicationId = z.string().min(1);

export const EventDuplicationStarted = defineDomainEvent({
  type: 'EventDuplicationStarted',
  entity: sourceEventEntity,
  data: z.object({
    duplicationId,
    /** The event copied. */
    eventId: z.string().min(1),
    /** The next edition's id, derived from the duplication's (as are its speakers' and sponsors'). */
    copyId: z.string().min(1),
    date: z.string(),
    /** The next edition's fields and own flags (it is listed hidden). */
    event: z.object({ fields: EventFieldsSchema, hideSocialMedia: z.boolean(), hideAbstracts: z.boolean() }),
    /** The event's speakers not in the trash, in the order they were added. */
    speakers: z.array(
      z.object({
        speakerId: z.string().min(1),
        fields: SpeakerFieldsSchema,
        socialVisible: z.boolean(),
        hideAbstract: z.boolean(),
      }),
    ),
    /** The event's sponsors not in the trash, in the order they were added. */
    sponsors: z.array(z.object({ sponsorId: z.string().min(1), fields: SponsorFieldsSchema })),
    tierNames: z.partialRecord(z.enum(SPONSOR_TIERS), z.string()),
  }),
  description:
    'An admin asked for the next edition of an event: what will be copied (its fields, speakers, sponsors and tier names as they were then) and under which ids.',
});
export const EventDuplicationFinished = defineDomainEvent({
  type: 'EventDuplicationFinished',
  entity: sourceEventEntity,
  data: z.object({ duplicationId, eventId: z.string().min(1), copyId: z.string().min(1) }),
  description: 'Every copy of a duplication is recorded: the next edition, its speakers, sponsors and tier names.',
});

export const eventDuplicationDomainEvents = [EventDuplicationStarted, EventDuplicationFinished] as const;

/** Copying changes nothing of the event copied: the copy is a new event with its own history. */
const copiedUnchanged: StatePatch = Object.freeze({ set: Object.freeze({}) });

/** What people read of each duplication domain event (docs: reading.ts). */
export const eventDuplicationReadings: ReadingsOf<typeof eventDuplicationDomainEvents> = {
  EventDuplicationStarted: {
    label: 'Next edition started',
    sentence: ({ data, subject }) =>
      `started listing the next edition of ${subject} on ${data.date}, with ${data.speakers.length} ` +
      `speaker${data.speakers.length === 1 ? '' : 's'} and ${data.sponsors.length} sponsor${data.sponsors.length === 1 ? '' : 's'}`,
    fold: () => copiedUnchanged,
  },
  EventDuplicationFinished: {
    label: 'Next edition copied',
    sentence: ({ subject }) => `finished copying ${subject} to its next edition`,
    fold: () => copiedUnchanged,
  },
};
