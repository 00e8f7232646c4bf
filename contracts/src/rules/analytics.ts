/** Share (0-100, rounded) of speakers with both an image and a profession (spec section 9). */
export function profileCompleteness(speakers: ReadonlyArray<{ hasImage: boolean; hasProfession: boolean }>): number {
  if (speakers.length === 0) return 0;
  const complete = speakers.filter((speaker) => speaker.hasImage && speaker.hasProfession).length;
  return Math.round((complete / speakers.length) * 100);
}

/** Rounded to a whole number; 0 when there are no events rather than NaN or Infinity. */
export function averageSpeakersPerEvent(eventsCount: number, speakersCount: number): number {
  return eventsCount > 0 ? Math.round(speakersCount / eventsCount) : 0;
}
