import type { EventListing } from '@dental/contracts';
import { ProjectionHarness } from '../../testing/projection-harness';
import { EVENTS_COLLECTION, EventsProjection } from './events.projection';

const eventId = 'e-1';
const created = {
  type: 'EventCreated',
  data: { eventId, title: 'Summit', description: 'd', date: '2026-05-01', location: 'Hall A', city: 'Austin', image: 'esthetic-days', registrationUrl: null, agenda: null, isHidden: false, sourceSubmissionId: null },
  occurredAt: '2026-10-01T09:00:00.000Z',
};

async function projectionAfter(...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string }>) {
  const harness = new ProjectionHarness(new EventsProjection());
  await harness.given(created, ...domainEvents);
  return harness;
}

describe('events projection', () => {
  it('EventCreated adds a live, unfeatured document', async () => {
    const harness = await projectionAfter();
    expect(await harness.document<EventListing>(EVENTS_COLLECTION, eventId)).toEqual({
      id: eventId,
      title: 'Summit',
      description: 'd',
      date: '2026-05-01',
      location: 'Hall A',
      city: 'Austin',
      image: 'esthetic-days',
      registrationUrl: null,
      agenda: null,
      isHidden: false,
      isFeatured: false,
      hideSocialMedia: false,
      hideAbstracts: false,
      trashedAt: null,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:00:00.000Z',
    });
  });

  it.each([
    ['EventUpdated', { eventId, changes: { title: 'Renamed', city: 'Dallas' } }, { title: 'Renamed', city: 'Dallas' }],
    ['EventHidden', { eventId }, { isHidden: true }],
    ['EventFeatured', { eventId }, { isFeatured: true }],
    ['EventSocialMediaHidden', { eventId }, { hideSocialMedia: true }],
    ['EventAbstractsHidden', { eventId }, { hideAbstracts: true }],
    ['EventTrashed', { eventId }, { trashedAt: '2026-11-02T10:00:00.000Z' }],
  ])('%s sets %j', async (type, data, expected) => {
    const harness = await projectionAfter({ type, data, occurredAt: '2026-11-02T10:00:00.000Z' });
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject({ ...expected, updatedAt: '2026-11-02T10:00:00.000Z' });
    await harness.redeliver();
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject(expected);
  });

  it.each([
    ['EventShown', 'EventHidden', { isHidden: false }],
    ['EventUnfeatured', 'EventFeatured', { isFeatured: false }],
    ['EventSocialMediaShown', 'EventSocialMediaHidden', { hideSocialMedia: false }],
    ['EventAbstractsShown', 'EventAbstractsHidden', { hideAbstracts: false }],
    ['EventRestored', 'EventTrashed', { trashedAt: null }],
  ])('%s undoes %s', async (type, before, expected) => {
    const harness = await projectionAfter({ type: before, data: { eventId } }, { type, data: { eventId } });
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject(expected);
  });

  it('EventPurged removes the document', async () => {
    const harness = await projectionAfter({ type: 'EventTrashed', data: { eventId } }, { type: 'EventPurged', data: { eventId } });
    expect(await harness.all(EVENTS_COLLECTION)).toEqual([]);
    await harness.redeliver();
    expect(await harness.all(EVENTS_COLLECTION)).toEqual([]);
  });

  it('a redelivered older domain event does not undo a newer one', async () => {
    const harness = new ProjectionHarness(new EventsProjection());
    await harness.given(created, { type: 'EventHidden', data: { eventId } }, { type: 'EventShown', data: { eventId } });
    const projection = new EventsProjection();
    // Re-apply the EventHidden at its old position (2): the document is at position 3 and must stay shown.
    await projection.apply(
      { position: 2, type: 'EventHidden', data: { eventId }, metadata: { actor: 'a', occurredAt: '2026-11-01T00:00:00.000Z' } },
      harness.store,
    );
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject({ isHidden: false });
  });
});
