import { given } from '../../event-sourcing/testing/given-when-then';
import {
  FeaturedSpeakersDomainEvent,
  featuredSpeakersDecider,
  featuredSpeakersStream,
} from './featured-speakers.decider';

const eventId = 'e-1';
const featured = (speakerId: string): FeaturedSpeakersDomainEvent => ({
  type: 'SpeakerFeatured',
  data: { speakerId, eventId },
});
const feature = (speakerId: string) => ({ type: 'FeatureSpeaker' as const, speakerId, eventId });

describe('featured speakers roster of one event', () => {
  it('lives on a stream of its own per event', () =>
    expect(featuredSpeakersStream('e-1')).toBe('featured-speakers-e-1'));

  it('features a speaker', () =>
    given(featuredSpeakersDecider, [])
      .when(feature('a'))
      .then([featured('a')]));

  it('features the 3rd speaker but refuses the 4th with the spec message', () => {
    given(featuredSpeakersDecider, ['a', 'b'].map(featured))
      .when(feature('c'))
      .then([featured('c')]);
    given(featuredSpeakersDecider, ['a', 'b', 'c'].map(featured))
      .when(feature('d'))
      .thenFails('conflict', 'You can only have 3 featured speakers per event. Please unfeature a speaker first.');
  });

  it('frees a place when a speaker is unfeatured', () =>
    given(featuredSpeakersDecider, [
      ...['a', 'b', 'c'].map(featured),
      { type: 'SpeakerUnfeatured', data: { speakerId: 'b', eventId } },
    ])
      .when(feature('d'))
      .then([featured('d')]));

  it('featuring an already featured speaker writes nothing, even at the limit', () =>
    given(featuredSpeakersDecider, ['a', 'b', 'c'].map(featured)).when(feature('a')).thenNothingHappens());

  it('a redelivered SpeakerFeatured does not count twice', () =>
    expect(given(featuredSpeakersDecider, [featured('a'), featured('a')]).state.featured).toEqual(['a']));

  it('unfeatures a featured speaker and ignores one that is not featured', () => {
    given(featuredSpeakersDecider, [featured('a')])
      .when({ type: 'UnfeatureSpeaker', speakerId: 'a', eventId })
      .then([{ type: 'SpeakerUnfeatured', data: { speakerId: 'a', eventId } }]);
    given(featuredSpeakersDecider, [featured('a')])
      .when({ type: 'UnfeatureSpeaker', speakerId: 'b', eventId })
      .thenNothingHappens();
  });
});
