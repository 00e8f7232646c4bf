import { Injectable } from '@nestjs/common';
import { bySpeakerOrder, isPublicEvent, type EventListing, type Speaker, type SpeakerSummary } from '@dental/contracts';
import type { DerivedProjection, DocumentRef } from '../../event-sourcing/projections/projection';
import type { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { SPEAKERS_COLLECTION } from '../../shared/read-model-collections';
import { listSpeakerSummaries } from '../../shared/speaker-summary';
import { derivePublicView } from '../public-view';
import { EVENTS_COLLECTION } from './events.projection';

export const PUBLIC_VIEWS_COLLECTION = 'public-views';

/**
 * The public view of every public event (public-view.ts), derived from the `events` and
 * `speakers` read models (decision 0075): a domain event that touches an event's document, or a
 * speaker record of it (before or after a move), derives that event's view again, before the
 * commit that writes the documents it was derived from. A start over the read-model file loads
 * the views instead of deriving them from every event; a new version, or a rebuild of `events` or
 * `speakers`, derives them all again from the documents.
 */
@Injectable()
export class PublicViewsProjection implements DerivedProjection {
  readonly name = 'public-views';
  /**
   * Raise it when derivePublicView would give other views from the same documents (2: no copy of
   * the agenda, decision 0086; 3: the speakers' sessions by place, decision 0087; 4: the search
   * texts hold each line or part once, decision 0090).
   */
  readonly version = 4;
  readonly collections = [PUBLIC_VIEWS_COLLECTION];
  /** Read by the public event views alone, which keep what they need of each (decision 0113). */
  readonly keptOnFile = [PUBLIC_VIEWS_COLLECTION];
  readonly sources = [EVENTS_COLLECTION, SPEAKERS_COLLECTION];
  /** It is derived from documents, not applied to domain events. */
  readonly handles: ReadonlySet<string> = new Set();
  /**
   * Which event each speaker record belongs to, and the reverse: built from the `speakers` read
   * model when first needed, then kept current from the touched records. Worked out again from
   * the documents whenever this process needs it, so never stored.
   */
  private eventOfSpeaker: Map<string, string> | null = null;
  private speakersOfEvent = new Map<string, Set<string>>();
  /** The events whose views the documents touched since the last derivation may change. */
  private readonly touchedEvents = new Set<string>();
  private readonly touchedSpeakers = new Set<string>();

  apply(): void {}

  /**
   * Lists the speaker records once at a start (0.2 to 0.4 s at +50,000 catalogue events), so that
   * the first change after it does not: with WORKERS=2 that first edit in each process took over a
   * second under load.
   */
  async prepare(store: ReadStore): Promise<void> {
    await this.speakerIndex(store);
  }

  async beforeChange(touched: readonly DocumentRef[], store: ReadStore): Promise<void> {
    await this.speakerIndex(store);
    for (const { collection, id } of touched) {
      if (collection === EVENTS_COLLECTION) this.touchedEvents.add(id);
      else {
        this.touchedSpeakers.add(id);
        // The event the record leaves, if it moves.
        const before = this.eventOfSpeaker!.get(id);
        if (before !== undefined) this.touchedEvents.add(before);
      }
    }
  }

  async deriveTouched(store: ReadStore, position: number): Promise<void> {
    const speakers = await this.speakerIndex(store);
    for (const id of this.touchedSpeakers) {
      const record = (await store.get<Speaker>(SPEAKERS_COLLECTION, id))?.value;
      const before = speakers.get(id);
      if (before !== undefined && before !== record?.eventId) this.speakersOfEvent.get(before)?.delete(id);
      if (record) {
        speakers.set(id, record.eventId);
        this.addSpeaker(record.eventId, id);
        this.touchedEvents.add(record.eventId);
      } else speakers.delete(id);
    }
    this.touchedSpeakers.clear();
    const events = [...this.touchedEvents];
    this.touchedEvents.clear();
    for (const eventId of events) await this.derive(store, eventId, position);
  }

  async deriveAll(store: ReadStore, position: number): Promise<void> {
    this.eventOfSpeaker = null;
    this.touchedEvents.clear();
    this.touchedSpeakers.clear();
    const records = new Map<string, SpeakerSummary[]>();
    // Without their long texts, which no view holds: a store that keeps the speakers on file parses less.
    for (const { value } of await listSpeakerSummaries(store)) {
      const own = records.get(value.eventId);
      if (own) own.push(value);
      else records.set(value.eventId, [value]);
    }
    for (const { position: eventPosition, value: event } of await store.list<EventListing>(EVENTS_COLLECTION)) {
      if (!isPublicEvent(event)) continue;
      const speakers = (records.get(event.id) ?? []).filter((speaker) => speaker.trashedAt === null);
      await store.put(PUBLIC_VIEWS_COLLECTION, {
        id: event.id,
        position,
        value: derivePublicView(event, eventPosition, speakers.sort(bySpeakerOrder)),
      });
    }
  }

  /** Derives an event's view again from its document and its speakers', or removes it when the event is not public. */
  private async derive(store: ReadStore, eventId: string, position: number): Promise<void> {
    const document = await store.get<EventListing>(EVENTS_COLLECTION, eventId);
    if (!document || !isPublicEvent(document.value)) {
      await store.remove(PUBLIC_VIEWS_COLLECTION, eventId, position);
      return;
    }
    const speakers: Speaker[] = [];
    for (const id of this.speakersOfEvent.get(eventId) ?? []) {
      const record = (await store.get<Speaker>(SPEAKERS_COLLECTION, id))?.value;
      if (record && record.trashedAt === null) speakers.push(record);
    }
    await store.put(PUBLIC_VIEWS_COLLECTION, {
      id: eventId,
      position,
      value: derivePublicView(document.value, document.position, speakers.sort(bySpeakerOrder)),
    });
  }

  private async speakerIndex(store: ReadStore): Promise<Map<string, string>> {
    if (this.eventOfSpeaker) return this.eventOfSpeaker;
    const index = new Map<string, string>();
    this.speakersOfEvent = new Map();
    // Only the event of each record: a process that keeps the speakers on file parses no whole record.
    for (const { id, value } of await store.listFields<Speaker, 'eventId'>(SPEAKERS_COLLECTION, ['eventId'])) {
      index.set(id, value.eventId);
      this.addSpeaker(value.eventId, id);
    }
    this.eventOfSpeaker = index;
    return index;
  }

  private addSpeaker(eventId: string, speakerId: string): void {
    const own = this.speakersOfEvent.get(eventId);
    if (own) own.add(speakerId);
    else this.speakersOfEvent.set(eventId, new Set([speakerId]));
  }
}
