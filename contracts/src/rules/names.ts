/** Person-name handling shared by agenda speaker lists, speaker matching, de-duplication and initials. */
import { keptReadings } from './kept-readings';

/** Degrees, fellowships and suffixes written after a speaker's name ('Sarah Chen, DDS, MS'). */
const CREDENTIALS = new Set([
  'dds',
  'dmd',
  'ms',
  'msd',
  'md',
  'mds',
  'msc',
  'mmsc',
  'dmsc',
  'bds',
  'bdsc',
  'bs',
  'bsc',
  'ba',
  'ma',
  'mba',
  'mph',
  'mha',
  'phd',
  'edd',
  'med',
  'rdh',
  'rda',
  'cda',
  'cdt',
  'fagd',
  'magd',
  'facd',
  'ficd',
  'facp',
  'faaid',
  'facs',
  'faacd',
  'aaacd',
  'fiadfe',
  'fds',
  'fdsrcs',
  'frcd',
  'frcdc',
  'dabp',
  'dabop',
  'dabom',
  'daboi',
  'dicoi',
  'mrcd',
  'ficoi',
  'faapd',
  'faao',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
]);

const HONORIFIC = /^dr(?:\.\s*|\s+)/i;

/** Names typed by organisers: what is kept of their comparable forms is bounded. */
const MOST_NAMES_KEPT = 10_000;

/** True when every word of `text` is a credential ('DDS', 'Ph.D.', 'MS, FAGD' pieces, 'FRCD(C)'). */
export function isCredentialText(text: string): boolean {
  const words = text.split(/[\s/]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => CREDENTIALS.has(word.toLowerCase().replace(/[.()]/g, '')));
}

/** Drops comma-separated credentials at the end: 'Dr. Sarah Chen, DDS, MS' becomes 'Dr. Sarah Chen'. */
export function stripCredentials(name: string): string {
  const parts = name.split(',');
  while (parts.length > 1 && isCredentialText(parts[parts.length - 1])) parts.pop();
  return parts.join(',').trim();
}

/** Drops a leading 'Dr.' or 'Dr' (any case) without touching names such as 'Drew'. */
export function stripHonorific(name: string): string {
  return name.trim().replace(HONORIFIC, '').trim();
}

/**
 * The name as it should be compared: no title, credentials, accents, punctuation or case. Kept
 * once read: speaker matching and the lists compare the same names again and again.
 */
export const comparableName: (name: string) => string = keptReadings(MOST_NAMES_KEPT, (name) =>
  stripHonorific(stripCredentials(name))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'\u2019"\u201c\u201d()]/g, '')
    .replace(/[,\s]+/g, ' ')
    .trim(),
);

export function nameWords(name: string): string[] {
  const comparable = comparableName(name);
  return comparable === '' ? [] : comparable.split(' ');
}

/**
 * The profession as a card shows it under the credentials: 'Prosthodontist (DDS, MS)' is
 * 'Prosthodontist' when the credentials line already says 'DDS, MS', so they are read once.
 */
export function professionWithoutCredentials(profession: string, credentials: string | null | undefined): string {
  const own = (credentials ?? '').replace(/\s+/g, '').toLowerCase();
  const match = /^(.*?)\s*\(([^()]*(?:\([^()]*\))?[^()]*)\)\s*$/.exec(profession);
  if (!match || own === '' || match[2].replace(/\s+/g, '').toLowerCase() !== own) return profession;
  return match[1];
}
