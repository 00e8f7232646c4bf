import { SPEAKER_LONG_TEXTS, type Speaker, type SpeakerSummary } from '@dental/contracts';
import type { ReadModelDocument, ReadStore } from '../event-sourcing/read-store/read-store.port';
import { SPEAKERS_COLLECTION } from './read-model-collections';

/** A speaker record without its long texts (SPEAKER_LONG_TEXTS), as the speaker lists and indexes hold it. */
export function speakerSummary(speaker: Speaker): SpeakerSummary {
  // Left out by destructuring, not `delete`: an object with a deleted key becomes a slow dictionary in V8.
  const { abstract, objectives, ...summary } = speaker;
  return summary;
}

/**
 * Every speaker record without its long texts, trashed ones too: a store that keeps the speakers
 * on file leaves the texts out before parsing (ReadStore.listWithout).
 */
export function listSpeakerSummaries(store: ReadStore): Promise<Array<ReadModelDocument<SpeakerSummary>>> {
  return store.listWithout<Speaker, (typeof SPEAKER_LONG_TEXTS)[number]>(SPEAKERS_COLLECTION, SPEAKER_LONG_TEXTS);
}
