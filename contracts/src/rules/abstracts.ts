import type { EventListing, Speaker } from '../entities';

/** The 'Abstract' button (spec section 2): off when the event or the speaker hides it, or there is nothing to show. */
export function shouldShowAbstractButton(
  speaker: Pick<Speaker, 'hideAbstract' | 'abstract'>,
  event?: Pick<EventListing, 'hideAbstracts'> | null,
): boolean {
  if (event?.hideAbstracts || speaker.hideAbstract) return false;
  return typeof speaker.abstract === 'string' && speaker.abstract.trim() !== '';
}
