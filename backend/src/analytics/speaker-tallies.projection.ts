import { Injectable } from '@nestjs/common';
import type { DerivedProjection, DocumentRef } from '../event-sourcing/projections/projection';
import type { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { ANALYTICS_SPEAKERS_COLLECTION, type SpeakerFacts } from './analytics.projections';
import { addPart, addTally, emptyTally, speakerPart, type SpeakerTally } from './speaker-tallies';

export const ANALYTICS_SPEAKER_TALLIES_COLLECTION = 'analytics_speaker_tallies';

/** A speaker as their event's tally counts them: the event and their part of it. */
interface Counted {
  eventId: string;
  part: number;
}

function countedOf(facts: SpeakerFacts | undefined): Counted | null {
  if (!facts?.eventId) return null;
  const part = speakerPart(facts);
  return part === null ? null : { eventId: facts.eventId, part };
}

const isEmpty = (tally: SpeakerTally) =>
  tally.speakers === 0 &&
  tally.complete === 0 &&
  tally.filledFields === 0 &&
  tally.withSocialMedia === 0 &&
  tally.featured === 0;

/**
 * `analytics-speaker-tallies`: each event's tally of the speakers the report counts (SpeakerTally),
 * derived from the speakers' facts (decision 0132). A change of a speaker's facts takes their part
 * as it was out of their event's tally and adds their part now to their event's, so the report
 * adds up one document per event instead of reading every speaker's facts at its first read after
 * a start, and no process keeps a part per speaker. An event none of whose speakers is counted has
 * no document.
 */
@Injectable()
export class SpeakerTalliesProjection implements DerivedProjection {
  readonly name = 'analytics-speaker-tallies';
  readonly version = 1;
  readonly collections = [ANALYTICS_SPEAKER_TALLIES_COLLECTION];
  /** Read by the report alone, which keeps what it counts of each (FollowedFacts). */
  readonly keptOnFile = [ANALYTICS_SPEAKER_TALLIES_COLLECTION];
  readonly sources = [ANALYTICS_SPEAKERS_COLLECTION];
  /** It is derived from documents, not applied to domain events. */
  readonly handles: ReadonlySet<string> = new Set();
  /** Each speaker touched since the last derivation, as their event's tally counted them before the first of those changes. */
  private readonly before = new Map<string, Counted | null>();

  apply(): void {}

  async beforeChange(touched: readonly DocumentRef[], store: ReadStore): Promise<void> {
    for (const { collection, id } of touched) {
      if (collection !== ANALYTICS_SPEAKERS_COLLECTION || this.before.has(id)) continue;
      this.before.set(id, countedOf((await store.get<SpeakerFacts>(ANALYTICS_SPEAKERS_COLLECTION, id))?.value));
    }
  }

  /** Answers the tallies it changed: the report follows them (FollowedFacts). */
  async deriveTouched(store: ReadStore, position: number): Promise<DocumentRef[]> {
    const changes = new Map<string, SpeakerTally>();
    const changeOf = (eventId: string) => {
      let change = changes.get(eventId);
      if (!change) changes.set(eventId, (change = emptyTally()));
      return change;
    };
    for (const [id, was] of this.before) {
      const now = countedOf((await store.get<SpeakerFacts>(ANALYTICS_SPEAKERS_COLLECTION, id))?.value);
      if (was) addPart(changeOf(was.eventId), was.part, -1);
      if (now) addPart(changeOf(now.eventId), now.part, 1);
    }
    this.before.clear();
    const changed: DocumentRef[] = [];
    for (const [eventId, change] of changes) {
      if (isEmpty(change)) continue;
      changed.push({ collection: ANALYTICS_SPEAKER_TALLIES_COLLECTION, id: eventId });
      const tally = (await store.get<SpeakerTally>(ANALYTICS_SPEAKER_TALLIES_COLLECTION, eventId))?.value;
      const next = { ...(tally ?? emptyTally()) };
      addTally(next, change);
      if (next.speakers === 0) await store.remove(ANALYTICS_SPEAKER_TALLIES_COLLECTION, eventId, position);
      else await store.put(ANALYTICS_SPEAKER_TALLIES_COLLECTION, { id: eventId, position, value: next });
    }
    return changed;
  }

  async deriveAll(store: ReadStore, position: number): Promise<void> {
    this.before.clear();
    const tallies = new Map<string, SpeakerTally>();
    for (const { value } of await store.list<SpeakerFacts>(ANALYTICS_SPEAKERS_COLLECTION)) {
      const counted = countedOf(value);
      if (!counted) continue;
      let tally = tallies.get(counted.eventId);
      if (!tally) tallies.set(counted.eventId, (tally = emptyTally()));
      addPart(tally, counted.part, 1);
    }
    for (const [eventId, value] of tallies)
      await store.put(ANALYTICS_SPEAKER_TALLIES_COLLECTION, { id: eventId, position, value });
  }
}
