import type { Sponsor } from '@dental/contracts';
import { ProjectionHarness } from '../../testing/projection-harness';
import { SPONSORS_COLLECTION, SponsorsProjection } from './sponsors.projection';

const sponsorId = 'sp-1';
const added = {
  type: 'SponsorAdded',
  data: {
    sponsorId,
    name: 'Apex Implant Technologies',
    description: 'Implant systems.',
    logo: 'APEX',
    companyImage: 'https://media.example.com/apex.jpg',
    website: 'https://apeximplant.example.com',
    telephone: '(555) 010-3102',
    socialHandles: { instagram: 'https://www.instagram.com/apex.demo' },
    tier: 'silver',
  },
  occurredAt: '2026-10-01T09:00:00.000Z',
};
const LATER = '2026-11-02T10:00:00.000Z';

async function projectionAfter(...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string }>) {
  const harness = new ProjectionHarness(new SponsorsProjection());
  await harness.given(added, ...domainEvents);
  return harness;
}

async function expectRedeliveryChangesNothing(harness: ProjectionHarness) {
  const before = await harness.all(SPONSORS_COLLECTION);
  await harness.redeliver();
  expect(await harness.all(SPONSORS_COLLECTION)).toEqual(before);
}

describe('sponsors projection', () => {
  it('SponsorAdded adds an unassigned, non-global sponsor document', async () => {
    const harness = await projectionAfter();
    const { sponsorId: _id, ...fields } = added.data;
    expect(await harness.document<Sponsor>(SPONSORS_COLLECTION, sponsorId)).toEqual({
      id: sponsorId,
      ...fields,
      eventId: null,
      isGlobalSponsor: false,
      trashedAt: null,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:00:00.000Z',
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it.each([
    [
      'SponsorUpdated',
      { sponsorId, changes: { name: 'Apex', tier: 'gold', socialHandles: {} } },
      { name: 'Apex', tier: 'gold', socialHandles: {} },
    ],
    ['SponsorAssignedToEvent', { sponsorId, eventId: 'e-1', tier: 'platinum' }, { eventId: 'e-1', tier: 'platinum' }],
    ['SponsorMadeGlobal', { sponsorId }, { isGlobalSponsor: true }],
  ])('%s updates the document, and its redelivery changes nothing', async (type, data, expected) => {
    const harness = await projectionAfter({ type, data, occurredAt: LATER });
    expect(await harness.document(SPONSORS_COLLECTION, sponsorId)).toMatchObject({ ...expected, updatedAt: LATER });
    await expectRedeliveryChangesNothing(harness);
  });

  it('SponsorAssignedToEvent moves a sponsor from one event to another', async () => {
    const harness = await projectionAfter(
      { type: 'SponsorAssignedToEvent', data: { sponsorId, eventId: 'e-1', tier: 'gold' } },
      { type: 'SponsorAssignedToEvent', data: { sponsorId, eventId: 'e-2', tier: 'silver' } },
    );
    expect(await harness.document(SPONSORS_COLLECTION, sponsorId)).toMatchObject({ eventId: 'e-2', tier: 'silver' });
  });

  it('SponsorRemovedFromEvent clears the event, and its redelivery changes nothing', async () => {
    const harness = await projectionAfter(
      { type: 'SponsorAssignedToEvent', data: { sponsorId, eventId: 'e-1', tier: 'gold' } },
      { type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: 'e-1' }, occurredAt: LATER },
    );
    expect(await harness.document(SPONSORS_COLLECTION, sponsorId)).toMatchObject({
      eventId: null,
      tier: 'gold',
      updatedAt: LATER,
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it('SponsorNoLongerGlobal clears the flag, and its redelivery changes nothing', async () => {
    const harness = await projectionAfter(
      { type: 'SponsorMadeGlobal', data: { sponsorId } },
      { type: 'SponsorNoLongerGlobal', data: { sponsorId }, occurredAt: LATER },
    );
    expect(await harness.document(SPONSORS_COLLECTION, sponsorId)).toMatchObject({
      isGlobalSponsor: false,
      updatedAt: LATER,
    });
    await expectRedeliveryChangesNothing(harness);
  });

  it('SponsorRemoved drops the document, and its redelivery changes nothing', async () => {
    const harness = await projectionAfter({ type: 'SponsorRemoved', data: { sponsorId } });
    expect(await harness.all(SPONSORS_COLLECTION)).toEqual([]);
    await expectRedeliveryChangesNothing(harness);
  });

  it('SponsorTrashed keeps the document with trashedAt, SponsorRestored clears it, SponsorPurged drops it', async () => {
    const harness = await projectionAfter(
      { type: 'SponsorAssignedToEvent', data: { sponsorId, eventId: 'e-1', tier: 'gold' } },
      { type: 'SponsorTrashed', data: { sponsorId }, occurredAt: LATER },
    );
    expect(await harness.document(SPONSORS_COLLECTION, sponsorId)).toMatchObject({
      eventId: 'e-1',
      trashedAt: LATER,
      updatedAt: LATER,
    });
    await expectRedeliveryChangesNothing(harness);
    await harness.given({ type: 'SponsorRestored', data: { sponsorId } });
    expect(await harness.document(SPONSORS_COLLECTION, sponsorId)).toMatchObject({ eventId: 'e-1', trashedAt: null });
    await harness.given(
      { type: 'SponsorTrashed', data: { sponsorId } },
      { type: 'SponsorPurged', data: { sponsorId } },
    );
    expect(await harness.all(SPONSORS_COLLECTION)).toEqual([]);
  });

  it('ignores domain events about a sponsor it never saw added', async () => {
    const harness = new ProjectionHarness(new SponsorsProjection());
    await harness.given({ type: 'SponsorMadeGlobal', data: { sponsorId: 'unknown' } });
    expect(await harness.all(SPONSORS_COLLECTION)).toEqual([]);
  });
});
