import type { Speaker } from '@dental/contracts';

/** Speakers in the order they were added; name and id break ties so the order never wobbles. */
export const bySpeakerOrder = (a: Speaker, b: Speaker): number =>
  a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
