import type { EventListing, Speaker } from '../entities';

type PrivateParts = Pick<Speaker, 'abstract' | 'objectives' | 'hideAbstract' | 'socialLinks' | 'socialVisible'> &
  Partial<Pick<Speaker, 'samePersonAs'>>;

/**
 * A speaker as the public may receive it: what the speaker or their event hides is left out of the
 * data itself, not only off the screen. A hidden abstract (the speaker's `hideAbstract` or the
 * event's `hideAbstracts`) leaves `abstract` '' and `objectives` []; hidden social media (the
 * speaker's `socialVisible` false or the event's `hideSocialMedia`) leaves `socialLinks` {}.
 * The flags themselves stay, so screens can tell hidden from empty. `samePersonAs` is always
 * null: it is how an admin linked two records, and may name a record of a hidden event (the
 * public reads a person's events from GET /api/speakers/:id/profile instead). A speaker with
 * nothing to hide is returned as it is; otherwise a copy.
 */
export function publicSpeakerView<T extends PrivateParts>(
  speaker: T,
  event?: Pick<EventListing, 'hideAbstracts' | 'hideSocialMedia'> | null,
): T {
  const hideAbstract = Boolean(speaker.hideAbstract || event?.hideAbstracts);
  const hideSocial = speaker.socialVisible === false || Boolean(event?.hideSocialMedia);
  const abstractShown =
    !hideAbstract || (speaker.abstract === '' && Array.isArray(speaker.objectives) && speaker.objectives.length === 0);
  const socialShown = !hideSocial || isEmptyRecord(speaker.socialLinks);
  const linkShown = speaker.samePersonAs === undefined || speaker.samePersonAs === null;
  if (abstractShown && socialShown && linkShown) return speaker;
  return {
    ...speaker,
    ...(abstractShown ? {} : { abstract: '', objectives: [] }),
    ...(socialShown ? {} : { socialLinks: {} }),
    ...(linkShown ? {} : { samePersonAs: null }),
  };
}

function isEmptyRecord(value: Record<string, string> | null | undefined): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}
