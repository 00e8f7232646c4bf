import { ProjectionHarness } from '../../testing/projection-harness';
import { SPONSOR_TIER_NAMES_COLLECTION, SponsorTiersProjection } from './sponsor-tiers.projection';

const eventId = 'e-1';

async function expectRedeliveryChangesNothing(harness: ProjectionHarness) {
  const before = await harness.all(SPONSOR_TIER_NAMES_COLLECTION);
  await harness.redeliver();
  expect(await harness.all(SPONSOR_TIER_NAMES_COLLECTION)).toEqual(before);
}

describe('sponsor tier names projection', () => {
  it('SponsorTierRenamed records the custom name of that tier only, and its redelivery changes nothing', async () => {
    const harness = new ProjectionHarness(new SponsorTiersProjection());
    await harness.given(
      { type: 'SponsorTierRenamed', data: { eventId, tierLevel: 'platinum', customName: 'Diamond Partners' } },
      { type: 'SponsorTierRenamed', data: { eventId, tierLevel: 'gold', customName: 'Gold Friends' } },
    );
    expect(await harness.document(SPONSOR_TIER_NAMES_COLLECTION, eventId)).toEqual({
      eventId,
      customNames: { platinum: 'Diamond Partners', gold: 'Gold Friends' },
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it('SponsorTierNameReset forgets the custom name, and its redelivery changes nothing', async () => {
    const harness = new ProjectionHarness(new SponsorTiersProjection());
    await harness.given(
      { type: 'SponsorTierRenamed', data: { eventId, tierLevel: 'platinum', customName: 'Diamond Partners' } },
      { type: 'SponsorTierRenamed', data: { eventId, tierLevel: 'silver', customName: 'Friends' } },
      { type: 'SponsorTierNameReset', data: { eventId, tierLevel: 'platinum' } },
    );
    expect(await harness.document(SPONSOR_TIER_NAMES_COLLECTION, eventId)).toEqual({
      eventId,
      customNames: { silver: 'Friends' },
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it('keeps each event apart', async () => {
    const harness = new ProjectionHarness(new SponsorTiersProjection());
    await harness.given(
      { type: 'SponsorTierRenamed', data: { eventId: 'a', tierLevel: 'gold', customName: 'A Gold' } },
      { type: 'SponsorTierRenamed', data: { eventId: 'b', tierLevel: 'gold', customName: 'B Gold' } },
    );
    expect(await harness.document(SPONSOR_TIER_NAMES_COLLECTION, 'a')).toEqual({
      eventId: 'a',
      customNames: { gold: 'A Gold' },
    });
    expect(await harness.document(SPONSOR_TIER_NAMES_COLLECTION, 'b')).toEqual({
      eventId: 'b',
      customNames: { gold: 'B Gold' },
    });
  });
});
