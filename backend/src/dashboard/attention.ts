import {
  DASHBOARD_LISTED,
  FEATURED_EVENTS_LIMIT,
  agendaHasItems,
  bySpeakerOrder,
  disclosureMissing,
  listingTiming,
  type DashboardAnswer,
  type EventListing,
  type EventSubmission,
  type Speaker,
} from '@dental/contracts';
import { firstIndexWhere } from '../events';

export interface AttentionInput {
  /** The admin events list: every event not in the trash, hidden ones included. */
  events: readonly EventListing[];
  /**
   * Every speaker record, in any order: those in the trash and of events not listed (in the trash,
   * purged) are left out here, and the lists are put in the admin speakers list's order
   * (bySpeakerOrder). Sorting every record first was most of the dashboard's time at +50,000
   * catalogue events, to name a hundred of them.
   */
  speakers: readonly Speaker[];
  pendingSubmissions: readonly EventSubmission[];
  trash: {
    events: ReadonlyArray<{ purgeAt: string }>;
    speakers: ReadonlyArray<{ purgeAt: string }>;
    sponsors: ReadonlyArray<{ purgeAt: string }>;
  };
  today: Date;
}

/**
 * What needs an admin's attention, worked out from the same lists the admin screens read and
 * with the public site's rules (listingTiming for "past", the agenda as the event page reads it),
 * so every count matches the list it stands for. Events that are over need no more work, so
 * the lists of missing agendas, images, photos and disclosures leave them (and their speakers) out.
 */
export function whatNeedsAttention(
  input: AttentionInput,
): Omit<DashboardAnswer, 'recentChanges' | 'pendingChangeRequests'> {
  const isPast = (event: EventListing) => listingTiming(event, input.today) === 'past';
  // A featured event over or hidden holds no place (featured means upcoming); 'past' first, as showing it would not help.
  const stale: DashboardAnswer['featured']['stale'] = [];
  for (const event of input.events.filter((candidate) => candidate.isFeatured)) {
    if (isPast(event)) stale.push({ id: event.id, title: event.title, reason: 'past' });
    else if (event.isHidden) stale.push({ id: event.id, title: event.title, reason: 'hidden' });
  }
  const current = input.events.filter((event) => !isPast(event));
  const currentIds = new Set(current.map((event) => event.id));
  const speakers = input.speakers.filter((speaker) => speaker.trashedAt === null && currentIds.has(speaker.eventId));
  const trashed = [...input.trash.events, ...input.trash.speakers, ...input.trash.sponsors]
    .map((item) => item.purgeAt)
    .sort();
  const oldest = input.pendingSubmissions.map((submission) => submission.submittedAt).sort()[0] ?? null;
  const eventItem = ({ id, title }: EventListing) => ({ id, title });
  const speakerItem = ({ id, name, eventId }: Speaker) => ({ id, name, eventId });
  // As the event page reads it (decision 0089): an agenda with no session on any day is none.
  const withoutAgenda = firstOf(current, (event) => !agendaHasItems(event.agenda), eventItem);
  const withoutImage = firstOf(current, (event) => (event.image ?? '').trim() === '', eventItem);
  const withoutPhoto = firstOf(speakers, (speaker) => speaker.image.trim() === '', speakerItem, bySpeakerOrder);
  const withoutDisclosure = firstOf(speakers, disclosureMissing, speakerItem, bySpeakerOrder);

  return {
    pendingSubmissions: { count: input.pendingSubmissions.length, oldestSubmittedAt: oldest },
    featured: {
      used: input.events.filter((event) => event.isFeatured).length - stale.length,
      limit: FEATURED_EVENTS_LIMIT,
      stale,
    },
    eventsWithoutAgenda: withoutAgenda.listed,
    eventsWithoutImage: withoutImage.listed,
    speakersWithoutPhoto: withoutPhoto.listed,
    speakersWithoutDisclosure: withoutDisclosure.listed,
    counts: {
      eventsWithoutAgenda: withoutAgenda.count,
      eventsWithoutImage: withoutImage.count,
      speakersWithoutPhoto: withoutPhoto.count,
      speakersWithoutDisclosure: withoutDisclosure.count,
    },
    trash: {
      events: input.trash.events.length,
      speakers: input.trash.speakers.length,
      sponsors: input.trash.sponsors.length,
      nextPurgeAt: trashed[0] ?? null,
    },
  };
}

/**
 * How many items match, and the first DASHBOARD_LISTED of them as the dashboard names them: in
 * the items' order, or in `order` when given (the items in any order).
 */
export function firstOf<T, R>(
  items: readonly T[],
  matches: (item: T) => boolean,
  named: (item: T) => R,
  order?: (a: T, b: T) => number,
) {
  const first: T[] = [];
  let count = 0;
  for (const item of items) {
    if (!matches(item)) continue;
    count += 1;
    if (!order) {
      if (first.length < DASHBOARD_LISTED) first.push(item);
      continue;
    }
    // The first ones so far, in order: an item after the last of a full list is passed over.
    if (first.length === DASHBOARD_LISTED && order(item, first[DASHBOARD_LISTED - 1]) >= 0) continue;
    // After the ones it ties with, as a stable sort leaves them.
    first.splice(
      firstIndexWhere(first, (listed) => order(listed, item) > 0),
      0,
      item,
    );
    if (first.length > DASHBOARD_LISTED) first.pop();
  }
  return { listed: first.map(named), count };
}
