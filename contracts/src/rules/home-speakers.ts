import type { EventListing, Speaker } from '../entities';
import { isHttpUrl } from '../http/url';
import { sortEventsByDate } from './event-order';
import { isMediaPath } from '../http/image-url';
import { hasRealImage, isAttachedAsset } from './images';
import { isPublicEvent } from './public-events';

export const HOME_SPEAKERS_PER_EVENT = 3;

type HomeEvent = Pick<EventListing, 'id' | 'date' | 'isHidden'> & { trashedAt?: string | null };
type HomeSpeaker = Pick<Speaker, 'eventId' | 'image' | 'isFeatured'> & { trashedAt?: string | null };

export interface HomeSpeakerGroup<E, S> {
  event: E;
  speakers: S[];
}

/**
 * 'Featured Speakers' on the home page (spec sections 5 and 9), per public event in date order:
 * featured speakers with a real photo first, then non-featured ones whose photo is a hosted URL or
 * an attached asset (bundled or relative names are not trusted to render), at most `perEvent`.
 * Events left with nobody are omitted.
 */
export function selectHomeFeaturedSpeakers<E extends HomeEvent, S extends HomeSpeaker>(
  events: readonly E[],
  speakers: readonly S[],
  perEvent: number = HOME_SPEAKERS_PER_EVENT,
): Array<HomeSpeakerGroup<E, S>> {
  const withPhoto = speakers.filter((speaker) => !speaker.trashedAt && hasRealImage(speaker.image));
  return sortEventsByDate(events.filter(isPublicEvent))
    .map((event) => {
      const own = withPhoto.filter((speaker) => speaker.eventId === event.id);
      const featured = own.filter((speaker) => speaker.isFeatured);
      const others = own.filter(
        (speaker) =>
          !speaker.isFeatured &&
          (isHttpUrl(speaker.image) || isAttachedAsset(speaker.image) || isMediaPath(speaker.image)),
      );
      return { event, speakers: [...featured, ...others].slice(0, Math.max(0, perEvent)) };
    })
    .filter((group) => group.speakers.length > 0);
}
