import type { SpeakerFacts } from './analytics.projections';

/** Profile fields of a speaker that count towards Content Completion (docs/analytics.md). */
export const SPEAKER_PROFILE_FIELDS = ['name', 'profession', 'specialty', 'lectureTitle', 'email', 'image'] as const;

/** Whether a speaker's profile field counts as filled in the content score: the image only when it is a real picture. */
function isSpeakerFieldFilled(speaker: SpeakerFacts, field: (typeof SPEAKER_PROFILE_FIELDS)[number]): boolean {
  switch (field) {
    case 'name':
      return speaker.hasName;
    case 'profession':
      return speaker.hasProfession;
    case 'specialty':
      return speaker.hasSpecialty;
    case 'lectureTitle':
      return speaker.hasLectureTitle;
    case 'email':
      return speaker.hasEmail;
    case 'image':
      return speaker.image === 'real';
  }
}

/** What the report counts of the speakers of one event: sums, so a speaker's change moves them by that speaker's part only. */
export interface SpeakerTally {
  speakers: number;
  /** With a photo (any kind) and a profession: Profile Completeness. */
  complete: number;
  /** Profile fields filled, over all of them (the speakers' share of Content Completion). */
  filledFields: number;
  withSocialMedia: number;
  featured: number;
}

export const emptyTally = (): SpeakerTally => ({
  speakers: 0,
  complete: 0,
  filledFields: 0,
  withSocialMedia: 0,
  featured: 0,
});

/** Adds one tally (or a change of one) to another. */
export function addTally(target: SpeakerTally, tally: SpeakerTally): void {
  target.speakers += tally.speakers;
  target.complete += tally.complete;
  target.filledFields += tally.filledFields;
  target.withSocialMedia += tally.withSocialMedia;
  target.featured += tally.featured;
}

/** One speaker's part of their event's tally, packed in a small integer (a start holds 400,000 at +50,000 catalogue events). */
type PackedPart = number;
const COMPLETE = 1;
const WITH_SOCIAL_MEDIA = 2;
const FEATURED = 4;
const FILLED_SHIFT = 3;

/** The speaker's part of their event's tally; null for one the report does not count (in the trash, purged, without an event). */
export function speakerPart(speaker: SpeakerFacts): PackedPart | null {
  if (speaker.inTrash || speaker.purged || speaker.eventId === null) return null;
  const filled = SPEAKER_PROFILE_FIELDS.filter((field) => isSpeakerFieldFilled(speaker, field)).length;
  return (
    (speaker.image !== 'none' && speaker.hasProfession ? COMPLETE : 0) |
    (speaker.socialLinkCount > 0 ? WITH_SOCIAL_MEDIA : 0) |
    (speaker.isFeatured ? FEATURED : 0) |
    (filled << FILLED_SHIFT)
  );
}

/** Adds a part to a tally (sign 1) or takes it out (sign -1). */
export function addPart(tally: SpeakerTally, part: PackedPart, sign: 1 | -1): void {
  tally.speakers += sign;
  tally.complete += part & COMPLETE ? sign : 0;
  tally.withSocialMedia += part & WITH_SOCIAL_MEDIA ? sign : 0;
  tally.featured += part & FEATURED ? sign : 0;
  tally.filledFields += sign * (part >> FILLED_SHIFT);
}

/**
 * Each event's tally as the report keeps it (the `analytics_speaker_tallies` documents, followed
 * per change), and their sums over the events it counts.
 */
export class EventTallies {
  private readonly tallies = new Map<string, SpeakerTally>();

  clear(): void {
    this.tallies.clear();
  }

  /** An event's tally now: undefined when no speaker of the event is counted. */
  put(eventId: string, tally: SpeakerTally | undefined): void {
    if (tally) this.tallies.set(eventId, tally);
    else this.tallies.delete(eventId);
  }

  /** The sum of the tallies of these events, and how many of them have a speaker counted. */
  sum(eventIds: Iterable<string>): { tally: SpeakerTally; eventsWithSpeakers: number } {
    const tally = emptyTally();
    let eventsWithSpeakers = 0;
    for (const eventId of eventIds) {
      const own = this.tallies.get(eventId);
      if (!own) continue;
      eventsWithSpeakers += 1;
      addTally(tally, own);
    }
    return { tally, eventsWithSpeakers };
  }
}
