import {
  DASHBOARD_LISTED,
  FEATURED_EVENTS_LIMIT,
  agendaHasItems,
  byDateKeyThenId,
  bySpeakerOrder,
  disclosureMissing,
  sortBySpeakerOrder,
  eventDateSortKey,
  isPastListing,
  staleFeatureReason,
  type DashboardAnswer,
  type EventListing,
  type EventSubmission,
  type EventSummary,
  type SpeakerSummary,
} from '@dental/contracts';
import { dayNumber, indexOfSorted, insertSorted, removeSorted } from '../events';
import { purgeDueAt } from '../shared/domain/trash-retention';

export type Attention = Omit<DashboardAnswer, 'recentChanges' | 'pendingChangeRequests'>;

/**
 * An event as the lists of what needs attention read it: without its agenda, which is most of an
 * event's document, and whether that agenda shows an item (agendaHasItems).
 */
export interface AttentionEvent {
  event: EventSummary;
  hasAgenda: boolean;
}

/** What needs attention is worked out from: the lists the admin screens read. */
export interface AttentionInput {
  /** Every event, in any order: those in the trash are counted there. */
  events: readonly AttentionEvent[];
  /** Every speaker record (without its long texts), in any order: those in the trash are counted there. */
  speakers: readonly SpeakerSummary[];
  pendingSubmissions: readonly EventSubmission[];
  trashedSponsors: ReadonlyArray<{ id: string; purgeAt: string }>;
}

/** An event not in the trash, as the lists of what needs attention keep it. */
interface EventMark {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** The admin list's date order (eventDateSortKey), read once. */
  readonly dateKey: number;
  readonly isFeatured: boolean;
  readonly isHidden: boolean;
  /** As the event page reads it (decision 0089): an agenda with no session on any day is none. */
  readonly lacksAgenda: boolean;
  readonly lacksImage: boolean;
}

/** A speaker record not in the trash that lacks a photo or a disclosure. */
interface SpeakerMark {
  readonly id: string;
  readonly name: string;
  readonly eventId: string;
  readonly createdAt: string;
  readonly lacksPhoto: boolean;
  readonly lacksDisclosure: boolean;
}

const eventMark = ({ event, hasAgenda }: AttentionEvent): EventMark => ({
  id: event.id,
  title: event.title,
  date: event.date,
  startDate: event.startDate ?? null,
  endDate: event.endDate ?? null,
  dateKey: eventDateSortKey(event.date),
  isFeatured: event.isFeatured,
  isHidden: event.isHidden,
  lacksAgenda: !hasAgenda,
  lacksImage: (event.image ?? '').trim() === '',
});

const speakerMark = (speaker: SpeakerSummary): SpeakerMark => ({
  id: speaker.id,
  name: speaker.name,
  eventId: speaker.eventId,
  createdAt: speaker.createdAt,
  lacksPhoto: speaker.image.trim() === '',
  lacksDisclosure: disclosureMissing(speaker),
});

/**
 * The items that lack one thing (an agenda, an image, a photo, a disclosure), in the list's order:
 * all of them, and those that count today, whose event is not over and not in the trash. The
 * dashboard names the first of those and counts them, so it reads nothing else.
 */
class AttentionList<T> {
  private all: T[] = [];
  private counting: T[] = [];

  constructor(
    private readonly order: (a: T, b: T) => number,
    private readonly counts: (item: T) => boolean,
    /** Sorts a whole list in `order`, in place: a faster way than `sort(order)` where there is one. */
    private readonly sortWhole: (items: T[]) => void = (items) => items.sort(order),
  ) {}

  /** Added at the end, while whole lists are read: `sortAll` then puts them in order. */
  push(item: T): void {
    this.all.push(item);
  }

  sortAll(): void {
    this.sortWhole(this.all);
  }

  add(item: T): void {
    insertSorted(this.all, item, this.order);
    if (this.counts(item)) insertSorted(this.counting, item, this.order);
  }

  remove(item: T): void {
    removeSorted(this.all, item, this.order);
    removeSorted(this.counting, item, this.order);
  }

  /** Whether the item counts is asked again: its event changed. */
  recheck(item: T): void {
    const at = indexOfSorted(this.counting, item, this.order);
    const counts = this.counts(item);
    if (counts && at < 0) insertSorted(this.counting, item, this.order);
    else if (!counts && at >= 0) this.counting.splice(at, 1);
  }

  /** Whether each item counts is asked again: the day changed. */
  recount(): void {
    this.counting = this.all.filter(this.counts);
  }

  first(): readonly T[] {
    return this.counting.slice(0, DASHBOARD_LISTED);
  }

  get count(): number {
    return this.counting.length;
  }
}

/**
 * What needs an admin's attention, kept item by item: an event or a speaker record that changes
 * is put again, and nothing else is read (decision 0102). The rules are the public site's and the
 * admin lists' (listingTiming for "past", the agenda as the event page reads it), so every count
 * matches the list it stands for. Events that are over need no more work, so the lists of missing
 * agendas, images, photos and disclosures leave them (and their speakers) out; which events are
 * over is judged again for every event when the day changes, and for an event when it is put.
 */
export class AttentionIndex {
  /** Events not in the trash, hidden ones included. */
  private readonly events = new Map<string, EventMark>();
  private readonly featured = new Set<string>();
  /** Speaker records not in the trash that lack a photo or a disclosure, whatever their event. */
  private readonly speakers = new Map<string, SpeakerMark>();
  /** Event id → those speaker records of it: when the event changes, whether they count is asked again. */
  private readonly speakersOf = new Map<string, Set<SpeakerMark>>();
  /** What is in the trash: id → when it is purged. */
  private readonly trash = {
    events: new Map<string, string>(),
    speakers: new Map<string, string>(),
    sponsors: new Map<string, string>(),
  };
  private pending: readonly EventSubmission[] = [];
  /** The events over on `today`'s day; null until the first answer judges them. */
  private over: { day: number; today: Date; ids: Set<string> } | null = null;
  private readonly isCurrent = (eventId: string) => this.events.has(eventId) && !this.over?.ids.has(eventId);
  private readonly withoutAgenda = new AttentionList<EventMark>(byDateKeyThenId, (event) => this.isCurrent(event.id));
  private readonly withoutImage = new AttentionList<EventMark>(byDateKeyThenId, (event) => this.isCurrent(event.id));
  private readonly withoutPhoto = new AttentionList<SpeakerMark>(
    bySpeakerOrder,
    (speaker) => this.isCurrent(speaker.eventId),
    sortBySpeakerOrder,
  );
  private readonly withoutDisclosure = new AttentionList<SpeakerMark>(
    bySpeakerOrder,
    (speaker) => this.isCurrent(speaker.eventId),
    sortBySpeakerOrder,
  );
  /** Put one at a time, or added at the ends of the lists and sorted once (`of`). */
  private sorting: 'each' | 'at-the-end' = 'each';

  /** An index of whole lists, as at the first request: each list is sorted once. */
  static of(input: AttentionInput): AttentionIndex {
    const index = new AttentionIndex();
    index.sorting = 'at-the-end';
    for (const event of input.events) index.put(event.event.id, event);
    for (const speaker of input.speakers) index.putSpeaker(speaker.id, speaker);
    for (const list of index.lists()) list.sortAll();
    index.sorting = 'each';
    index.setTrashedSponsors(input.trashedSponsors);
    index.setPendingSubmissions(input.pendingSubmissions);
    return index;
  }

  /** The event as it now is; null when it is gone (purged). */
  putEvent(id: string, event: EventListing | null): void {
    this.put(id, event && { event, hasAgenda: agendaHasItems(event.agenda) });
  }

  private put(id: string, attentionEvent: AttentionEvent | null): void {
    const event = attentionEvent?.event;
    const before = this.events.get(id);
    if (before) {
      this.events.delete(id);
      this.featured.delete(id);
      if (before.lacksAgenda) this.withoutAgenda.remove(before);
      if (before.lacksImage) this.withoutImage.remove(before);
    }
    this.trash.events.delete(id);
    this.over?.ids.delete(id);
    if (event?.trashedAt) this.trash.events.set(id, purgeDueAt(event.trashedAt).toISOString());
    else if (attentionEvent) {
      const mark = eventMark(attentionEvent);
      this.events.set(id, mark);
      if (this.over && isPastListing(mark, this.over.today)) this.over.ids.add(id);
      if (mark.isFeatured) this.featured.add(id);
      if (mark.lacksAgenda) this.add(this.withoutAgenda, mark);
      if (mark.lacksImage) this.add(this.withoutImage, mark);
    }
    if (this.sorting === 'at-the-end') return;
    // Listed, trashed, restored, over or not: its speakers may count now, or no longer.
    for (const speaker of this.speakersOf.get(id) ?? []) {
      if (speaker.lacksPhoto) this.withoutPhoto.recheck(speaker);
      if (speaker.lacksDisclosure) this.withoutDisclosure.recheck(speaker);
    }
  }

  /** The speaker record as it now is; null when it is gone (purged). */
  putSpeaker(id: string, speaker: SpeakerSummary | null): void {
    const before = this.speakers.get(id);
    if (before) {
      this.speakers.delete(id);
      const ofEvent = this.speakersOf.get(before.eventId)!;
      ofEvent.delete(before);
      if (ofEvent.size === 0) this.speakersOf.delete(before.eventId);
      if (before.lacksPhoto) this.withoutPhoto.remove(before);
      if (before.lacksDisclosure) this.withoutDisclosure.remove(before);
    }
    this.trash.speakers.delete(id);
    if (speaker?.trashedAt) {
      this.trash.speakers.set(id, purgeDueAt(speaker.trashedAt).toISOString());
      return;
    }
    if (!speaker) return;
    const mark = speakerMark(speaker);
    if (!mark.lacksPhoto && !mark.lacksDisclosure) return;
    this.speakers.set(id, mark);
    const ofEvent = this.speakersOf.get(mark.eventId);
    if (ofEvent) ofEvent.add(mark);
    else this.speakersOf.set(mark.eventId, new Set([mark]));
    if (mark.lacksPhoto) this.add(this.withoutPhoto, mark);
    if (mark.lacksDisclosure) this.add(this.withoutDisclosure, mark);
  }

  /** The sponsors in the trash, all of them: a sponsor is not read on its own. */
  setTrashedSponsors(trashed: ReadonlyArray<{ id: string; purgeAt: string }>): void {
    this.trash.sponsors = new Map(trashed.map(({ id, purgeAt }) => [id, purgeAt]));
  }

  setPendingSubmissions(pending: readonly EventSubmission[]): void {
    this.pending = pending;
  }

  answer(today: Date): Attention {
    this.judgeDay(today);
    const stale: Attention['featured']['stale'] = [];
    const featured = [...this.featured].map((id) => this.events.get(id)!).sort(byDateKeyThenId);
    for (const event of featured) {
      const reason = staleFeatureReason(event, today);
      if (reason) stale.push({ id: event.id, title: event.title, reason });
    }
    const eventItem = ({ id, title }: EventMark) => ({ id, title });
    const speakerItem = ({ id, name, eventId }: SpeakerMark) => ({ id, name, eventId });
    return {
      pendingSubmissions: {
        count: this.pending.length,
        oldestSubmittedAt: earliest(this.pending.map((submission) => submission.submittedAt)),
      },
      featured: { used: featured.length - stale.length, limit: FEATURED_EVENTS_LIMIT, stale },
      eventsWithoutAgenda: this.withoutAgenda.first().map(eventItem),
      eventsWithoutImage: this.withoutImage.first().map(eventItem),
      speakersWithoutPhoto: this.withoutPhoto.first().map(speakerItem),
      speakersWithoutDisclosure: this.withoutDisclosure.first().map(speakerItem),
      counts: {
        eventsWithoutAgenda: this.withoutAgenda.count,
        eventsWithoutImage: this.withoutImage.count,
        speakersWithoutPhoto: this.withoutPhoto.count,
        speakersWithoutDisclosure: this.withoutDisclosure.count,
      },
      trash: {
        events: this.trash.events.size,
        speakers: this.trash.speakers.size,
        sponsors: this.trash.sponsors.size,
        nextPurgeAt: earliest([
          ...this.trash.events.values(),
          ...this.trash.speakers.values(),
          ...this.trash.sponsors.values(),
        ]),
      },
    };
  }

  /** On a day not the one last judged, which events are over is judged again for every event. */
  private judgeDay(today: Date): void {
    const day = dayNumber(today);
    if (this.over?.day === day) return;
    const ids = new Set<string>();
    for (const event of this.events.values()) if (isPastListing(event, today)) ids.add(event.id);
    this.over = { day, today, ids };
    for (const list of this.lists()) list.recount();
  }

  private lists() {
    return [this.withoutAgenda, this.withoutImage, this.withoutPhoto, this.withoutDisclosure] as const;
  }

  private add<T>(list: AttentionList<T>, item: T): void {
    if (this.sorting === 'each') list.add(item);
    else list.push(item);
  }
}

/** The earliest of ISO times (one format, so they order as text), or null. */
function earliest(times: readonly string[]): string | null {
  let first: string | null = null;
  for (const time of times) if (first === null || time < first) first = time;
  return first;
}
