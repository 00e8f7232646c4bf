import { FEATURED_SPEAKERS_LIMIT, FEATURED_SPEAKERS_LIMIT_MESSAGE, type DomainEventNamed } from '@dental/contracts';
import { conflict } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';

/**
 * "At most 3 featured speakers per event" spans several speakers, so each event gets a roster
 * stream: every feature and unfeature of its speakers is appended there under optimistic
 * concurrency, and two admins featuring the 3rd and 4th speaker at once cannot both succeed.
 */
export const featuredSpeakersStream = (eventId: string) => `featured-speakers-${eventId}`;

export type FeaturedSpeakersDomainEvent = DomainEventNamed<'SpeakerFeatured' | 'SpeakerUnfeatured'>;
export type FeaturedSpeakersState = { featured: readonly string[] };
export type FeaturedSpeakersCommand = {
  type: 'FeatureSpeaker' | 'UnfeatureSpeaker';
  speakerId: string;
  eventId: string;
};

export const featuredSpeakersDecider: Decider<
  FeaturedSpeakersState,
  FeaturedSpeakersCommand,
  FeaturedSpeakersDomainEvent
> = {
  initialState: () => ({ featured: [] }),
  evolve(state, domainEvent) {
    const { speakerId } = domainEvent.data;
    if (domainEvent.type === 'SpeakerFeatured')
      return state.featured.includes(speakerId) ? state : { featured: [...state.featured, speakerId] };
    return { featured: state.featured.filter((id) => id !== speakerId) };
  },
  decide(command, state) {
    const { speakerId, eventId } = command;
    const isFeatured = state.featured.includes(speakerId);
    if (command.type === 'UnfeatureSpeaker')
      return isFeatured ? [{ type: 'SpeakerUnfeatured', data: { speakerId, eventId } }] : [];
    if (isFeatured) return [];
    if (state.featured.length >= FEATURED_SPEAKERS_LIMIT) throw conflict(FEATURED_SPEAKERS_LIMIT_MESSAGE);
    return [{ type: 'SpeakerFeatured', data: { speakerId, eventId } }];
  },
};
