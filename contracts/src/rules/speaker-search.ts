import type { Speaker } from '../entities';
import { keptReadings } from './kept-readings';
import { comparableName } from './names';

/** Texts typed by organisers: what is kept of their folded forms is bounded. */
const MOST_FOLDED_KEPT = 10_000;

/**
 * What the /speakers search box finds a speaker by (decision 0056): the name without its title or
 * credentials ('Dr. Sarah Park, DDS' is found by 'Park', 'Sarah Park' and 'Dr. Park'), the
 * profession, specialty and credentials, the lecture title and the titles of the sessions the
 * agenda gives them ('implant' finds the Implant Dentistry speaker). Accents, case and punctuation
 * do not count. The text is worked out once per speaker where the speaker views are kept, not per
 * query.
 */

/** Words a search may start a name with that say nothing about who is meant. */
// Not 'ms': it is also a credential (Master of Science).
const TITLE_WORDS = new Set(['dr', 'doctor', 'prof', 'professor', 'mr', 'mrs', 'miss']);

/**
 * Lower case, no accents, punctuation as spaces: 'Périodontie, D.D.S.' → 'periodontie d d s'.
 * Kept once read: professions, specialties and session titles repeat across speakers.
 */
const folded: (text: string) => string = keptReadings(MOST_FOLDED_KEPT, (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim(),
);

/** One text holding everything a speaker is found by, each part folded. */
export function speakerSearchText(
  speaker: Pick<Speaker, 'name' | 'profession' | 'specialty' | 'credentials' | 'lectureTitle'>,
  sessionTitles: readonly string[] = [],
): string {
  const parts = [
    comparableName(speaker.name ?? ''),
    speaker.profession,
    speaker.specialty,
    speaker.credentials,
    // 'DDS, MS' is also found as 'dds ms' and 'd.d.s.' as 'dds'.
    (speaker.credentials ?? '').replace(/\./g, ''),
    speaker.lectureTitle,
    ...sessionTitles,
  ];
  // Each part once: a lecture is often also the title of several of the speaker's sessions. The
  // search matches a word within one word of the text, so a repeat finds nothing more (decision 0090).
  const distinct = new Set(parts.map((part) => folded(part ?? '')));
  distinct.delete('');
  return ` ${[...distinct].join(' ')} `;
}

/**
 * The words a search asks for, folded, titles left out: 'Dr. Park' asks for 'park'. A search of
 * titles alone ('Dr.') asks for nothing, and finds everyone.
 */
export function speakerSearchWords(query: string): string[] {
  return folded(query)
    .split(' ')
    .filter((word) => word !== '' && !TITLE_WORDS.has(word));
}

/** Whether every word is in the text, each as the start of one of its words ('implant' in 'implants', not 'nt'). */
export function matchesSpeakerSearch(searchText: string, words: readonly string[]): boolean {
  return words.every((word) => searchText.includes(` ${word}`));
}
