import { SPEAKER_LONG_TEXTS, type Speaker, type SpeakerSummary } from '@dental/contracts';
import { shareFields, type ReadModelDocument, type ReadStore } from '../event-sourcing/read-store/read-store.port';
import { SPEAKERS_COLLECTION } from './read-model-collections';
import { ValuePool, readModelTexts } from './string-pool';

/**
 * A speaker record without its long texts (SPEAKER_LONG_TEXTS), as the speaker lists and indexes
 * hold it, its repeated texts shared with the other summaries (decision 0113).
 */
export function speakerSummary(speaker: Speaker): SpeakerSummary {
  // Left out by destructuring, not `delete`: an object with a deleted key becomes a slow dictionary in V8.
  const { abstract, objectives, ...summary } = speaker;
  shareFields(summary, sharedSpeakerValue);
  return withOneMoment(summary);
}

/**
 * Every speaker record without its long texts, trashed ones too: a store that keeps the speakers
 * on file leaves the texts out before parsing (ReadStore.listWithout), and shares each record's
 * texts as it reads them (decision 0136), each distinct one once from a listing block.
 */
export async function listSpeakerSummaries(store: ReadStore): Promise<Array<ReadModelDocument<SpeakerSummary>>> {
  return store.listWithout<Speaker, (typeof SPEAKER_LONG_TEXTS)[number]>(
    SPEAKERS_COLLECTION,
    SPEAKER_LONG_TEXTS,
    ({ value }) => withOneMoment(value),
    sharedSpeakerValue,
  );
}

/**
 * A speaker record's value as the summaries share it (SharedValue): each text but its id and its
 * moments from the pool, for the event id, the profession, the specialty, the lecture title and a
 * lecturer's name, e-mail, photo, credentials and social links repeat across records; the links
 * one object per set (sharedLinks). The moments it was added and last changed are left as they
 * are: to the millisecond, nearly every record has its own (400,001 and 400,002 of 400,040 at
 * +50,000 catalogue events), and asking the pool for them took a fifth of pooling a start's
 * records while filling it with texts that never come again.
 */
function sharedSpeakerValue(field: string, value: unknown): unknown {
  if (field === 'id' || field === 'createdAt' || field === 'updatedAt') return value;
  if (field === 'socialLinks')
    return typeof value === 'object' && value !== null ? sharedLinks(value as Record<string, string>) : value;
  return typeof value === 'string' ? readModelTexts.shared(value) : value;
}

/**
 * A record not changed since it was added has the same moment twice, parsed as two strings: it
 * keeps one (decision 0134). Changes the summary it is given, which is its own.
 */
function withOneMoment(summary: SpeakerSummary): SpeakerSummary {
  if (summary.updatedAt === summary.createdAt) summary.updatedAt = summary.createdAt;
  return summary;
}

/** The links objects summaries hold, by their platforms and addresses. */
const linksObjects = new ValuePool<Record<string, string>>(100_000);

/**
 * One object for each set of social links: a lecturer's links repeat with their name and e-mail
 * on each of their records (decision 0119). Never the record's own object, which may be the stored
 * document's; summaries share it and must not change it, as they must not change anything else.
 */
function sharedLinks(links: Record<string, string>): Record<string, string> {
  let key = '';
  for (const platform in links) key += `${platform}\u0000${links[platform]}\u0000`;
  return linksObjects.shared(key, () => {
    const shared: Record<string, string> = {};
    for (const platform in links) shared[platform] = readModelTexts.shared(links[platform]);
    return shared;
  });
}
