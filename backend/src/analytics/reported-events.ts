import { hasRealImage } from '@dental/contracts';
import { readModelTexts } from '../shared/string-pool';
import { isFilled, type EventFacts } from './analytics.projections';

/** Fields of a listing that count towards Content Completion (docs/analytics.md). */
export const EVENT_LISTING_FIELDS = [
  'title',
  'description',
  'date',
  'location',
  'city',
  'image',
  'registrationUrl',
] as const;

/**
 * What the analytics report reads of one event's facts: the texts it counts by (the date, for
 * upcoming and past; the city) and, of the others, only whether they are filled. The facts
 * themselves stay in the read-model file (decision 0128); a process keeps this for each event the
 * report counts.
 */
export interface ReportedEvent {
  readonly date: string;
  readonly city: string;
  /** Not in the trash, not purged, titled: the admin list shows it (a listed event). */
  readonly listed: boolean;
  readonly hidden: boolean;
  readonly featured: boolean;
  /** In the trash and not purged: the trash lists it. */
  readonly inTrash: boolean;
  readonly hasAgenda: boolean;
  /** How many of EVENT_LISTING_FIELDS are filled, the image only when it is a real picture. */
  readonly filledFields: number;
}

/** What the report reads of an event's facts; null for one it counts nowhere (purged, or untitled outside the trash). */
export function reportedEvent(facts: EventFacts): ReportedEvent | null {
  const listed = !facts.inTrash && !facts.purged && facts.title !== '';
  const inTrash = facts.inTrash && !facts.purged;
  if (!listed && !inTrash) return null;
  return {
    // Shared with the other events': a catalogue's dates and cities repeat.
    date: readModelTexts.shared(facts.date),
    city: readModelTexts.shared(facts.city),
    listed,
    hidden: facts.isHidden,
    featured: facts.isFeatured,
    inTrash,
    hasAgenda: facts.hasAgenda,
    filledFields: EVENT_LISTING_FIELDS.filter((field) =>
      field === 'image' ? hasRealImage(facts.image) : isFilled(facts[field]),
    ).length,
  };
}

/**
 * The reported event of every event the report counts, kept one event at a time: a change of an
 * event's facts replaces what is kept of it. Equal to reading every event's facts again.
 */
export class ReportedEvents {
  private readonly events = new Map<string, ReportedEvent>();

  clear(): void {
    this.events.clear();
  }

  /** An event's facts now: undefined when the event is gone from the read model. */
  put(id: string, facts: EventFacts | undefined): void {
    const reported = facts ? reportedEvent(facts) : null;
    if (reported) this.events.set(id, reported);
    else this.events.delete(id);
  }

  /** Each counted event by id, in no particular order. */
  entries(): IterableIterator<[string, ReportedEvent]> {
    return this.events.entries();
  }
}
