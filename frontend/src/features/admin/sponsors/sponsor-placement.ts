import type { Sponsor, SponsorTier } from '@dental/contracts';
import { TIER_LABELS } from '../components/tier-labels';

/**
 * Where a sponsor is shown, in the words of the sponsors screen. A sponsor record has one
 * placement: at most one event (at one tier) and, independently, the global list. Assigning it to
 * another event moves it (decision 0012), so the screens say where it is before and after.
 */

type Placed = Pick<Sponsor, 'tier' | 'eventId' | 'isGlobalSponsor'>;

/** An event's title by id; a sponsor may name an event the admin list no longer holds (trashed). */
export type EventTitles = ReadonlyMap<string, string>;

const eventTitle = (titles: EventTitles, eventId: string) => titles.get(eventId) ?? 'an event in the trash';

/** 'Gold at Great Lakes Periodontal Symposium', 'Global', both joined by ' · ', or null when nowhere. */
export function placementText(sponsor: Placed, titles: EventTitles): string | null {
  const parts: string[] = [];
  if (sponsor.eventId !== null) parts.push(`${TIER_LABELS[sponsor.tier]} at ${eventTitle(titles, sponsor.eventId)}`);
  if (sponsor.isGlobalSponsor) parts.push('Global');
  return parts.length === 0 ? null : parts.join(' · ');
}

/** Whether putting this sponsor on `eventId` takes it off another event. */
export function movesFromAnotherEvent(sponsor: Placed, eventId: string): boolean {
  return sponsor.eventId !== null && sponsor.eventId !== eventId;
}

export interface AssignedSponsor {
  name: string;
  /** The event it was on before, when that was another event. */
  movedFrom: string | null;
}

/**
 * The toast after assigning sponsors to a tier of an event. Sponsors that were on no event keep
 * the spec's sentence ('{n} sponsor(s) added to {tier} tier for {event}'); each one taken off
 * another event is named with both events ('Moved Periogen Biologics from Great Lakes Periodontal
 * Symposium to Gold at Gulf Coast Dental Forum.').
 */
export function assignedMessage(
  assigned: readonly AssignedSponsor[],
  tier: SponsorTier,
  eventName: string,
  titles: EventTitles,
): string {
  const added = assigned.filter((sponsor) => sponsor.movedFrom === null);
  const moved = assigned.filter((sponsor) => sponsor.movedFrom !== null);
  const sentences: string[] = [];
  if (added.length > 0) sentences.push(`${added.length} sponsor(s) added to ${tier} tier for ${eventName}`);
  for (const sponsor of moved)
    sentences.push(
      `Moved ${sponsor.name} from ${eventTitle(titles, sponsor.movedFrom!)} to ${TIER_LABELS[tier]} at ${eventName}.`,
    );
  return sentences.join(added.length > 0 && moved.length > 0 ? '. ' : ' ');
}
