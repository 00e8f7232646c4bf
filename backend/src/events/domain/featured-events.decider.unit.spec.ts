import { given } from '../../event-sourcing/testing/given-when-then';
import { FeaturedEventsDomainEvent, featuredEventsDecider } from './featured-events.decider';

const featured = (eventId: string): FeaturedEventsDomainEvent => ({ type: 'EventFeatured', data: { eventId } });

describe('featured events roster', () => {
  it('features an event', () =>
    given(featuredEventsDecider, [])
      .when({ type: 'FeatureEvent', eventId: 'a' })
      .then([featured('a')]));

  it('features the 6th event but refuses the 7th with the spec message', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map(featured);
    given(featuredEventsDecider, five)
      .when({ type: 'FeatureEvent', eventId: 'f' })
      .then([featured('f')]);
    given(featuredEventsDecider, [...five, featured('f')])
      .when({ type: 'FeatureEvent', eventId: 'g' })
      .thenFails('conflict', 'Cannot feature more than 6 events. Please unfeature an event first.');
  });

  it('frees a slot when an event is unfeatured', () =>
    given(featuredEventsDecider, [
      ...['a', 'b', 'c', 'd', 'e', 'f'].map(featured),
      { type: 'EventUnfeatured', data: { eventId: 'c' } },
    ])
      .when({ type: 'FeatureEvent', eventId: 'g' })
      .then([featured('g')]));

  it('featuring an already featured event writes nothing, even at the limit', () =>
    given(featuredEventsDecider, ['a', 'b', 'c', 'd', 'e', 'f'].map(featured))
      .when({ type: 'FeatureEvent', eventId: 'a' })
      .thenNothingHappens());

  it('unfeatures a featured event and ignores one that is not featured', () => {
    given(featuredEventsDecider, [featured('a')])
      .when({ type: 'UnfeatureEvent', eventId: 'a' })
      .then([{ type: 'EventUnfeatured', data: { eventId: 'a' } }]);
    given(featuredEventsDecider, [featured('a')])
      .when({ type: 'UnfeatureEvent', eventId: 'b' })
      .thenNothingHappens();
  });

  it('does not count featured events that hold no place any more (past, hidden, trashed)', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map(featured);
    given(featuredEventsDecider, six)
      .when({ type: 'FeatureEvent', eventId: 'g', notHoldingPlaces: ['b'] })
      .then([featured('g')]);
    given(featuredEventsDecider, [...six, featured('g')])
      .when({ type: 'FeatureEvent', eventId: 'h', notHoldingPlaces: ['b'] })
      .thenFails('conflict', 'Cannot feature more than 6 events. Please unfeature an event first.');
  });
});
