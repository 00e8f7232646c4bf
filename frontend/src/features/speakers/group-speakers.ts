import { dedupeSpeakersByName, filterSpeakers, listPublicEvents, type EventListing, type Speaker } from '@dental/contracts';

export interface SpeakerGroup {
  event: EventListing;
  speakers: Speaker[];
}

/**
 * The /speakers page: filter by search and event, then group per public event in date order,
 * each person once per event. Speakers of events the visitor cannot see are left out.
 */
export function groupSpeakersByEvent(events: readonly EventListing[], speakers: readonly Speaker[], filter: { search: string; eventId: string }): SpeakerGroup[] {
  const matching = filterSpeakers(speakers, filter);
  return listPublicEvents(events)
    .map((event) => ({ event, speakers: dedupeSpeakersByName(matching.filter((speaker) => speaker.eventId === event.id)) }))
    .filter((group) => group.speakers.length > 0);
}
