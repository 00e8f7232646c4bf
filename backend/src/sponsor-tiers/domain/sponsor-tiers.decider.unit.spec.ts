import { given } from '../../event-sourcing/testing/given-when-then';
import { SponsorTiersDomainEvent, sponsorTiersDecider, sponsorTiersStream } from './sponsor-tiers.decider';

const eventId = 'e-1';
const rename = (
  customName: string,
  tierLevel: 'platinum' | 'gold' | 'silver' = 'platinum',
  event: 'live' | 'trashed' | 'missing' = 'live',
) => ({
  type: 'RenameSponsorTier' as const,
  eventId,
  event,
  tierLevel,
  customName,
});
const renamed = (
  customName: string,
  tierLevel: 'platinum' | 'gold' | 'silver' = 'platinum',
): SponsorTiersDomainEvent => ({
  type: 'SponsorTierRenamed',
  data: { eventId, tierLevel, customName },
});

describe('sponsor tier names of one event', () => {
  it('lives on a stream per event', () => expect(sponsorTiersStream('e-1')).toBe('sponsor-tiers-e-1'));

  it('renames a tier, trimming the name', () =>
    given(sponsorTiersDecider, [])
      .when(rename('  Diamond Partners '))
      .then([renamed('Diamond Partners')]));

  it('keeps each tier apart', () =>
    expect(
      given(sponsorTiersDecider, [renamed('Diamond Partners'), renamed('Friends', 'silver')]).state.customNames,
    ).toEqual({ platinum: 'Diamond Partners', silver: 'Friends' }));

  it('writes nothing for the name the tier already shows, custom or default', () => {
    given(sponsorTiersDecider, [renamed('Diamond Partners')])
      .when(rename('Diamond Partners'))
      .thenNothingHappens();
    given(sponsorTiersDecider, []).when(rename('Gold Sponsors', 'gold')).thenNothingHappens();
  });

  it('an empty name goes back to the default, and writes nothing when already there', () => {
    given(sponsorTiersDecider, [renamed('Diamond Partners')])
      .when(rename('  '))
      .then([{ type: 'SponsorTierNameReset', data: { eventId, tierLevel: 'platinum' } }]);
    given(sponsorTiersDecider, []).when(rename('')).thenNothingHappens();
    expect(
      given(sponsorTiersDecider, [
        renamed('Diamond Partners'),
        { type: 'SponsorTierNameReset', data: { eventId, tierLevel: 'platinum' } },
      ]).state.customNames,
    ).toEqual({});
  });

  it('accepts 60 characters and refuses 61', () => {
    given(sponsorTiersDecider, [])
      .when(rename('x'.repeat(60)))
      .then([renamed('x'.repeat(60))]);
    given(sponsorTiersDecider, [])
      .when(rename('x'.repeat(61)))
      .thenFails('invalid', 'Tier name must be under 60 characters');
  });

  it('refuses an unknown event with 404 and a trashed one with 409', () => {
    given(sponsorTiersDecider, [])
      .when(rename('Diamond', 'platinum', 'missing'))
      .thenFails('not-found', 'Event not found');
    given(sponsorTiersDecider, [])
      .when(rename('Diamond', 'platinum', 'trashed'))
      .thenFails('conflict', 'This event is in the trash. Restore it first.');
  });
});
