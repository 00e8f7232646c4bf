/** Share (0-100, rounded) of speakers with both an image and a profession (spec section 9). */
export function profileCompleteness(speakers: ReadonlyArray<{ hasImage: boolean; hasProfession: boolean }>): number {
  return profileCompletenessOf(
    speakers.filter((speaker) => speaker.hasImage && speaker.hasProfession).length,
    speakers.length,
  );
}

/** The same share from counts: `complete` speakers with both, of `total`. */
export function profileCompletenessOf(complete: number, total: number): number {
  return total === 0 ? 0 : Math.round((complete / total) * 100);
}

/** Rounded to a whole number; 0 when there are no events rather than NaN or Infinity. */
export function averageSpeakersPerEvent(eventsCount: number, speakersCount: number): number {
  return eventsCount > 0 ? Math.round(speakersCount / eventsCount) : 0;
}
