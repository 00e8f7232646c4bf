import { Injectable } from '@nestjs/common';
import { bySpeakerOrder, isPublicEvent, type EventListing, type Speaker } from '@dental/contracts';
import type { DerivedProjection, DocumentRef } from '../../event-sourcing/projections/projection';
import type { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { SPEAKERS_COLLECTION } from '../../shared/read-model-collections';
import { PUBLIC_VIEW_SPEAKER_FIELDS, derivePublicView, type PublicViewSpeaker } from '../public-view';
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
  /** The events whose views the documents touched since the last derivation may change. */
  private readonly touchedEvents = new Set<string>();
  private readonly touchedSpeakers = new Set<string>();

  apply(): void {}

  /**
   * The event a touched speaker record is of before the change: the one it leaves if it moves.
   * Which records an event has is asked of the store when its view is derived (ReadStore.idsWhere,
   * from an index of the read-model file, decision 0114), so no map of every record is kept.
   */
  async beforeChange(touched: readonly DocumentRef[], store: ReadStore): Promise<void> {
    for (const { collection, id } of touched) {
      if (collection === EVENTS_COLLECTION) this.touchedEvents.add(id);
      else {
        this.touchedSpeakers.add(id);
        const before = (await store.get<Speaker>(SPEAKERS_COLLECTION, id))?.value.eventId;
        if (before !== undefined) this.touchedEvents.add(before);
      }
    }
  }

  async deriveTouched(store: ReadStore, position: number): Promise<void> {
    for (const id of this.touchedSpeakers) {
      const record = (await store.get<Speaker>(SPEAKERS_COLLECTION, id))?.value;
      if (record) this.touchedEvents.add(record.eventId);
    }
    this.touchedSpeakers.clear();
    const events = [...this.touchedEvents];
    this.touchedEvents.clear();
    for (const eventId of events) await this.derive(store, eventId, position);
  }

  async deriveAll(store: ReadStore, position: number): Promise<void> {
    this.touchedEvents.clear();
    this.touchedSpeakers.clear();
    const records = new Map<string, PublicViewSpeaker[]>();
    // The fields a view reads, and no copy of them where the store holds the records: copying every
    // record without its long texts, with its texts shared, was a tenth of a replay (decision 0118).
    for (const { value } of await store.listFields<Speaker, (typeof PUBLIC_VIEW_SPEAKER_FIELDS)[number]>(
      SPEAKERS_COLLECTION,
      PUBLIC_VIEW_SPEAKER_FIELDS,
    )) {
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
    for (const id of await store.idsWhere(SPEAKERS_COLLECTION, 'eventId', eventId)) {
      const record = (await store.get<Speaker>(SPEAKERS_COLLECTION, id))?.value;
      if (record && record.trashedAt === null) speakers.push(record);
    }
    await store.put(PUBLIC_VIEWS_COLLECTION, {
      id: eventId,
      position,
      value: derivePublicView(document.value, document.position, speakers.sort(bySpeakerOrder)),
    });
  }
}
