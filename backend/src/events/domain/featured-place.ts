import {
  CANCELLED_EVENT_CANNOT_BE_FEATURED,
  HIDDEN_EVENT_CANNOT_BE_FEATURED,
  PAST_EVENT_CANNOT_BE_FEATURED,
  listingTiming,
} from '@dental/contracts';
import { invalid } from '../../shared/domain/domain-errors';
import type { EventState } from './event.decider';

/**
 * Featured means upcoming: a featured event holds one of the 6 places only while it is listed,
 * public and not over. One that became past or hidden keeps its flag (the admin list shows
 * 'Featured (past)' / 'Featured (hidden)' with a one-click unfeature) but no longer holds a place,
 * and the home page leaves it out. "Past" is the public site's own rule (listingTiming), on the
 * local calendar day of `now`. A cancelled event holds none either: a featured slot never
 * advertises an event that will not take place (decision 0060).
 */
export type FeaturedPlace = 'holds' | 'past' | 'hidden' | 'cancelled' | 'gone';

export function featuredPlaceOf(state: EventState, now: Date): FeaturedPlace {
  if (state.status !== 'listed') return 'gone';
  // Past before hidden, as the admin list and the dashboard say it: showing the event again would not make it featurable.
  if (listingTiming(state.fields, now) === 'past') return 'past';
  if (state.isHidden) return 'hidden';
  return state.eventStatus.status === 'cancelled' ? 'cancelled' : 'holds';
}

/** Refuses to feature an event that would not hold a place (400 with the reason). */
export function requireFeaturable(place: FeaturedPlace): void {
  if (place === 'hidden') throw invalid(HIDDEN_EVENT_CANNOT_BE_FEATURED);
  if (place === 'past') throw invalid(PAST_EVENT_CANNOT_BE_FEATURED);
  if (place === 'cancelled') throw invalid(CANCELLED_EVENT_CANNOT_BE_FEATURED);
}
