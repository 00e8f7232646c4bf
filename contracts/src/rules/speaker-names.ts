import type { AgendaSession } from '../entities';
import { comparableName, isCredentialText } from './names';

/**
 * The speakers named by an agenda session. `speaker` is one string split on commas and ampersands
 * (spec section 3); pieces that are only credentials ('Sarah Chen, DDS & Tom Lee') are not people.
 * Names from `speaker` come first, then `speakers`, each person once.
 */
export function speakerNamesOf(session: Pick<AgendaSession, 'speaker' | 'speakers'>): string[] {
  const fromString = typeof session.speaker === 'string' ? session.speaker.split(/[,&]/) : [];
  const fromList = Array.isArray(session.speakers)
    ? session.speakers.map((entry) =>
        typeof entry === 'string' ? entry : typeof entry?.name === 'string' ? entry.name : '',
      )
    : [];
  const seen = new Set<string>();
  return [...fromString, ...fromList]
    .map((name) => name.trim())
    .filter((name) => {
      const key = comparableName(name);
      if (key === '' || isCredentialText(name) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
