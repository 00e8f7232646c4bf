import { z } from 'zod';
import { defineDomainEvent } from './define';
import { setsChanges, setsFlag, startsWithData, type ReadingsOf } from './reading';

/**
 * Domain events of a speaker, stream `speaker-<id>`. Featuring is decided on the event's own
 * roster stream `featured-speakers-<eventId>`, which enforces the limit of 3 per event.
 */
const speakerEntity = { kind: 'speaker', idField: 'speakerId' } as const;
const speakerId = z.string().min(1);

/** What an admin edits on a speaker; the flags (social, abstract, featured) have their own domain events. */
export const SpeakerFieldsSchema = z.object({
  name: z.string(),
  profession: z.string(),
  specialty: z.string(),
  lectureTitle: z.string(),
  email: z.string(),
  /** '' for no photo, an /attached_assets/ path or an http(s) URL. */
  image: z.string(),
  /** Network (instagram, twitter, linkedin, ...) to URL. */
  socialLinks: z.record(z.string(), z.string()),
  profileUrl: z.string().nullable(),
  abstract: z.string(),
  objectives: z.array(z.string()),
  /** Absent on speakers added before credentials and disclosures were recorded. */
  credentials: z.string().optional(),
  /** Conflict-of-interest statement; '' means not yet provided. */
  disclosure: z.string().optional(),
  /**
   * Another speaker record of the same person, linked by an admin (null: no link). Records with
   * the same name and e-mail are the same person without it. Absent on speakers added before.
   */
  samePersonAs: z.string().nullable().optional(),
});
export type SpeakerFields = z.infer<typeof SpeakerFieldsSchema>;

export const SpeakerAdded = defineDomainEvent({
  type: 'SpeakerAdded',
  entity: speakerEntity,
  data: SpeakerFieldsSchema.extend({ speakerId, eventId: z.string().min(1) }),
  description:
    'A speaker was added to an event; social links and abstract start visible, the speaker starts unfeatured.',
});
export const SpeakerUpdated = defineDomainEvent({
  type: 'SpeakerUpdated',
  entity: speakerEntity,
  data: z.object({ speakerId, changes: SpeakerFieldsSchema.partial() }),
  description: "Some of the speaker's fields were edited; `changes` holds only the fields whose value changed.",
});
export const SpeakerSocialLinksHidden = defineDomainEvent({
  type: 'SpeakerSocialLinksHidden',
  entity: speakerEntity,
  data: z.object({ speakerId }),
  description: "The speaker's social icons are hidden everywhere (socialVisible false).",
});
export const SpeakerSocialLinksShown = defineDomainEvent({
  type: 'SpeakerSocialLinksShown',
  entity: speakerEntity,
  data: z.object({ speakerId }),
  description: "The speaker's social icons are shown again (socialVisible true), unless the event hides social media.",
});
export const SpeakerAbstractHidden = defineDomainEvent({
  type: 'SpeakerAbstractHidden',
  entity: speakerEntity,
  data: z.object({ speakerId }),
  description: "The speaker's abstract button is hidden (hideAbstract true).",
});
export const SpeakerAbstractShown = defineDomainEvent({
  type: 'SpeakerAbstractShown',
  entity: speakerEntity,
  data: z.object({ speakerId }),
  description: "The speaker's abstract button is shown again (hideAbstract false), unless the event hides abstracts.",
});
export const SpeakerFeatured = defineDomainEvent({
  type: 'SpeakerFeatured',
  entity: speakerEntity,
  data: z.object({ speakerId, eventId: z.string().min(1) }),
  description:
    'The speaker was featured on the home page (stream `featured-speakers-<eventId>`, which enforces the limit of 3 per event).',
});
export const SpeakerUnfeatured = defineDomainEvent({
  type: 'SpeakerUnfeatured',
  entity: speakerEntity,
  data: z.object({ speakerId, eventId: z.string().min(1) }),
  description:
    'The speaker is no longer featured (stream `featured-speakers-<eventId>`); also written when a featured speaker is trashed.',
});
export const SpeakerTrashed = defineDomainEvent({
  type: 'SpeakerTrashed',
  entity: speakerEntity,
  data: z.object({ speakerId }),
  description:
    'The speaker was moved to trash (password re-checked); it leaves every public list and is purged after 14 days.',
});
export const SpeakerRestored = defineDomainEvent({
  type: 'SpeakerRestored',
  entity: speakerEntity,
  data: z.object({ speakerId }),
  description: 'A trashed speaker was restored before its purge (it returns unfeatured).',
});
export const SpeakerPurged = defineDomainEvent({
  type: 'SpeakerPurged',
  entity: speakerEntity,
  /** `eventId` is there when the speaker went with its purged event. */
  data: z.object({ speakerId, eventId: z.string().min(1).optional() }),
  description:
    'The purge job removed a speaker from the read models, 14 days after it was trashed, or with its event when that was purged (then `eventId` names it); its history stays.',
});

export const SpeakerMovedToEvent = defineDomainEvent({
  type: 'SpeakerMovedToEvent',
  entity: speakerEntity,
  data: z.object({ speakerId, fromEventId: z.string().min(1), eventId: z.string().min(1) }),
  description:
    'An admin moved the speaker from one event to another; a featured speaker is unfeatured on the first event before and featured on the second after (where the limit of 3 was checked first).',
});

export const speakerDomainEvents = [
  SpeakerAdded,
  SpeakerUpdated,
  SpeakerSocialLinksHidden,
  SpeakerSocialLinksShown,
  SpeakerAbstractHidden,
  SpeakerAbstractShown,
  SpeakerFeatured,
  SpeakerUnfeatured,
  SpeakerTrashed,
  SpeakerRestored,
  SpeakerPurged,
  SpeakerMovedToEvent,
] as const;

/** What people read of each speaker domain event (docs: reading.ts). */
export const speakerReadings: ReadingsOf<typeof speakerDomainEvents> = {
  SpeakerAdded: {
    label: 'Speaker added',
    sentence: ({ relatedEvent, subject }) => `added the speaker ${subject}${relatedEvent ? ` to ${relatedEvent}` : ''}`,
    fold: startsWithData('speakerId'),
  },
  SpeakerUpdated: {
    label: 'Speaker edited',
    sentence: ({ changedFields, subject }) => `edited the ${changedFields} of the speaker ${subject}`,
    fold: setsChanges,
  },
  SpeakerSocialLinksHidden: {
    label: "Speaker's social icons hidden",
    sentence: ({ subject }) => `hid the social icons of ${subject}`,
    fold: setsFlag('socialVisible', false),
  },
  SpeakerSocialLinksShown: {
    label: "Speaker's social icons shown",
    sentence: ({ subject }) => `showed the social icons of ${subject} again`,
    fold: setsFlag('socialVisible', true),
  },
  SpeakerAbstractHidden: {
    label: "Speaker's abstract hidden",
    sentence: ({ subject }) => `hid the abstract of ${subject}`,
    fold: setsFlag('hideAbstract', true),
  },
  SpeakerAbstractShown: {
    label: "Speaker's abstract shown",
    sentence: ({ subject }) => `showed the abstract of ${subject} again`,
    fold: setsFlag('hideAbstract', false),
  },
  SpeakerFeatured: {
    label: 'Speaker featured',
    sentence: ({ subject }) => `featured the speaker ${subject}`,
    fold: setsFlag('isFeatured', true),
  },
  SpeakerUnfeatured: {
    label: 'Speaker unfeatured',
    sentence: ({ subject }) => `unfeatured the speaker ${subject}`,
    fold: setsFlag('isFeatured', false),
  },
  SpeakerTrashed: {
    label: 'Speaker moved to the trash',
    sentence: ({ subject }) => `moved the speaker ${subject} to the trash`,
    fold: setsFlag('inTrash', true),
  },
  SpeakerRestored: {
    label: 'Speaker restored from the trash',
    sentence: ({ subject }) => `restored the speaker ${subject} from the trash`,
    fold: setsFlag('inTrash', false),
  },
  SpeakerPurged: {
    label: 'Speaker purged',
    sentence: ({ data, relatedEvent, subject }) =>
      data.eventId !== undefined
        ? `purged the speaker ${subject} with ${relatedEvent ?? 'its event'}`
        : `purged the speaker ${subject} after 14 days in the trash`,
    fold: setsFlag('purged', true),
  },
  SpeakerMovedToEvent: {
    label: 'Speaker moved to another event',
    sentence: ({ relatedEvent, subject }) => `moved the speaker ${subject} to ${relatedEvent ?? 'another event'}`,
    // The speaker's event changed; where it came from is the event before, not a field of its own.
    fold: (data) => ({ set: { eventId: data.eventId } }),
  },
};
