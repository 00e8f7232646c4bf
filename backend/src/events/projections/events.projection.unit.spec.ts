import type { EventListing } from '@dental/contracts';
import { ProjectionHarness } from '../../testing/projection-harness';
import { EVENTS_COLLECTION, EventsProjection } from './events.projection';

const eventId = 'e-1';
const created = {
  type: 'EventCreated',
  data: {
    eventId,
    title: 'Summit',
    description: 'd',
    date: '2026-05-01',
    location: 'Hall A',
    city: 'Austin',
    image: 'esthetic-days',
    registrationUrl: null,
    agenda: null,
    isHidden: false,
    sourceSubmissionId: null,
  },
  occurredAt: '2026-10-01T09:00:00.000Z',
};

async function projectionAfter(...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string }>) {
  const harness = new ProjectionHarness(new EventsProjection());
  await harness.given(created, ...domainEvents);
  return harness;
}

describe('events projection', () => {
  it('EventCreated adds a live, unfeatured document; an event listed before CE fields existed gets their defaults, with days and place read from its text', async () => {
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
      format: 'in_person',
      audiences: [],
      topics: [],
      ceProvider: null,
      fees: [],
      timezone: null,
      startDate: '2026-05-01',
      endDate: '2026-05-01',
      country: null,
      region: null,
      commercialSupport: null,
      estimatedCeCredits: null,
      ceCredits: null,
      isHidden: false,
      isFeatured: false,
      hideSocialMedia: false,
      hideAbstracts: false,
      trashedAt: null,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:00:00.000Z',
      status: 'scheduled',
      statusNote: null,
      previousStartDate: null,
    });
  });

  it('EventStatusChanged sets the status, its note and the day a rescheduled event moved from', async () => {
    const harness = await projectionAfter(
      {
        type: 'EventStatusChanged',
        data: { eventId, status: 'cancelled', statusNote: 'Storm', previousStartDate: null },
      },
      {
        type: 'EventStatusChanged',
        data: { eventId, status: 'rescheduled', statusNote: null, previousStartDate: '2026-05-01' },
        occurredAt: '2026-10-03T09:00:00.000Z',
      },
    );
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject({
      status: 'rescheduled',
      statusNote: null,
      previousStartDate: '2026-05-01',
      updatedAt: '2026-10-03T09:00:00.000Z',
    });
  });

  it.each([
    ['its city', { city: 'Houston, TX', location: 'Hall A' }, { country: 'US', region: 'TX' }],
    [
      'its location',
      { city: 'Houston', location: 'Convention Center, Houston, TX 77010' },
      { country: 'US', region: 'TX' },
    ],
    ['a postal code', { city: 'Halifax', location: 'Convention Centre, B3J 0E6' }, { country: 'CA', region: 'NS' }],
    ['nothing: a city alone', { city: 'Halifax', location: 'Convention Centre' }, { country: null, region: null }],
    [
      'nothing that contradicts a stated country',
      { city: 'Houston, TX', country: 'CA', region: null },
      { country: 'CA', region: null },
    ],
  ])('an event listed without a region gets the one %s names', async (_source, place, expected) => {
    const harness = new ProjectionHarness(new EventsProjection());
    await harness.given({ ...created, data: { ...created.data, region: null, country: null, ...place } });
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject(expected);
  });

  it('keeps the continuing-education fields an event was listed with, and works its credits out from the agenda', async () => {
    const ce = {
      format: 'hybrid',
      audiences: ['dentist', 'hygienist'],
      topics: ['690'],
      ceProvider: {
        name: 'Lone Star Dental Education',
        agdPaceProviderId: '219876',
        approvalStatement: 'Approved PACE Program Provider.',
      },
      fees: [{ label: 'Dentist', amount: 895, currency: 'USD' }],
      timezone: 'America/Chicago',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
      country: 'US',
      region: 'TX',
      commercialSupport: 'Educational grant from Example Implants Inc.',
      estimatedCeCredits: null,
    };
    const agenda = [
      { time: '9:00 AM', title: 'Keynote', ceCredits: 1.5, creditType: 'lecture' },
      {
        time: '1:00 PM',
        title: 'Workshops',
        sessions: [
          { title: 'A', ceCredits: 3, creditType: 'participation' },
          { title: 'B', ceCredits: 3, creditType: 'participation' },
        ],
      },
    ];
    const harness = new ProjectionHarness(new EventsProjection());
    await harness.given({ ...created, data: { ...created.data, ...ce, agenda } });
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject({
      ...ce,
      ceCredits: { max: 4.5, lecture: 1.5, participation: 3 },
    });
  });

  it('EventUpdated with a new agenda works the credits out again at once; other edits leave them', async () => {
    const harness = await projectionAfter(
      {
        type: 'EventUpdated',
        data: {
          eventId,
          changes: { agenda: [{ time: '9:00 AM', title: 'Talk', ceCredits: 2, creditType: 'lecture' }] },
        },
      },
      { type: 'EventUpdated', data: { eventId, changes: { format: 'virtual' } } },
    );
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject({
      format: 'virtual',
      ceCredits: { max: 2, lecture: 2, participation: 0 },
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
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject({
      ...expected,
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
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
    const harness = await projectionAfter(
      { type: 'EventTrashed', data: { eventId } },
      { type: 'EventPurged', data: { eventId } },
    );
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
      {
        position: 2,
        type: 'EventHidden',
        data: { eventId },
        metadata: { actor: 'a', occurredAt: '2026-11-01T00:00:00.000Z' },
      },
      harness.store,
    );
    expect(await harness.document(EVENTS_COLLECTION, eventId)).toMatchObject({ isHidden: false });
  });
});
