import type { Speaker } from '../entities';
import { isSetSocialLink } from './social-links';

/**
 * The admin speakers screen's rules (decision 0094): what its statistics count. The dashboard
 * counts missing disclosures with the same rule.
 */

/** A speaker whose disclosure has not been provided ('' is "not yet"; an explicit none is written out). */
export const disclosureMissing = (speaker: Pick<Speaker, 'disclosure'>): boolean =>
  (speaker.disclosure ?? '').trim() === '';

/** A speaker with at least one social link set (not '#' or empty). */
export const hasSocialMedia = (speaker: Pick<Speaker, 'socialLinks'>): boolean =>
  Object.values(speaker.socialLinks ?? {}).some((url) => isSetSocialLink(url));

/** The screen's bottom statistics, of every speaker it lists (not in the trash, of an event not in the trash). */
export interface AdminSpeakerStats {
  total: number;
  /** Events with at least one such speaker. */
  events: number;
  social: number;
  disclosureMissing: number;
}

export function adminSpeakerStats(
  speakers: Iterable<Pick<Speaker, 'eventId' | 'socialLinks' | 'disclosure'>>,
): AdminSpeakerStats {
  const events = new Set<string>();
  let total = 0;
  let social = 0;
  let missing = 0;
  for (const speaker of speakers) {
    total += 1;
    events.add(speaker.eventId);
    if (hasSocialMedia(speaker)) social += 1;
    if (disclosureMissing(speaker)) missing += 1;
  }
  return { total, events: events.size, social, disclosureMissing: missing };
}
