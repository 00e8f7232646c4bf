/**
 * The name of a read-model collection that another domain reads besides the one projecting it: the
 * speakers, which the public event views (events/) join to their events while the speakers domain
 * builds them and reads the events. Here rather than in either, so neither imports the other.
 */
export const SPEAKERS_COLLECTION = 'speakers';
