import type { Speaker } from '@dental/contracts';

/** A speaker whose disclosure has not been provided ('' is "not yet"; an explicit none is written out). */
export const disclosureMissing = (speaker: Pick<Speaker, 'disclosure'>): boolean =>
  (speaker.disclosure ?? '').trim() === '';
