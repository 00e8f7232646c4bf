import { ProjectionHarness } from '../testing/projection-harness';
import {
  ANALYTICS_EVENTS_COLLECTION,
  ANALYTICS_FEATURED_MONTHS_COLLECTION,
  ANALYTICS_SPEAKERS_COLLECTION,
  ANALYTICS_SPONSORS_COLLECTION,
  ANALYTICS_SUBMISSIONS_COLLECTION,
  EventAnalyticsProjection,
  SpeakerAnalyticsProjection,
  SponsorAnalyticsProjection,
  SubmissionAnalyticsProjection,
  type FeaturedMonth,
} from './analytics.projections';
import { median } from './analytics.queries';

const eventId = 'e-1';
const eventCreated = {
  type: 'EventCreated',
  data: {
    eventId,
    title: 'Summit',
    description: 'd',
    date: '2026-05-01',
    location: 'Hall',
    city: 'Austin',
    image: 'esthetic-days',
    registrationUrl: null,
    agenda: null,
    isHidden: false,
    sourceSubmissionId: null,
  },
};

describe('analytics projections', () => {
  describe('analytics-events', () => {
    const harnessWith = async (...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string }>) => {
      const harness = new ProjectionHarness(new EventAnalyticsProjection());
      await harness.given(eventCreated, ...domainEvents);
      return harness;
    };

    it('keeps the fields the figures need, and whether the agenda shows an item instead of the agenda', async () => {
      const harness = await harnessWith({
        type: 'EventUpdated',
        data: {
          eventId,
          changes: { agenda: [{ date: '2026-05-01', sessions: [{ title: 'A' }, { title: 'B', type: 'break' }] }] },
        },
      });
      expect(await harness.document(ANALYTICS_EVENTS_COLLECTION, eventId)).toEqual({
        title: 'Summit',
        description: 'd',
        date: '2026-05-01',
        location: 'Hall',
        city: 'Austin',
        image: 'esthetic-days',
        registrationUrl: null,
        hasAgenda: true,
        isHidden: false,
        isFeatured: false,
        inTrash: false,
        purged: false,
      });
    });

    it.each([
      [
        'EventUpdated',
        { eventId, changes: { agenda: [{ date: '2026-05-01', sessions: [{ title: 'Lunch', type: 'break' }] }] } },
        { hasAgenda: true },
      ],
      ['EventUpdated', { eventId, changes: { agenda: [{ date: '2026-05-01', sessions: [] }] } }, { hasAgenda: false }],
      ['EventUpdated', { eventId, changes: { city: 'Dallas' } }, { city: 'Dallas', hasAgenda: false }],
      ['EventHidden', { eventId }, { isHidden: true }],
      ['EventShown', { eventId }, { isHidden: false }],
      ['EventFeatured', { eventId }, { isFeatured: true }],
      ['EventUnfeatured', { eventId }, { isFeatured: false }],
      ['EventTrashed', { eventId }, { inTrash: true }],
      ['EventRestored', { eventId }, { inTrash: false }],
      ['EventPurged', { eventId }, { purged: true }],
    ])('%s', async (type, data, expected) => {
      const harness = await harnessWith({ type, data });
      expect(await harness.document(ANALYTICS_EVENTS_COLLECTION, eventId)).toMatchObject(expected);
    });

    it('counts featured changes per month of occurredAt, once even when redelivered', async () => {
      const harness = await harnessWith(
        { type: 'EventFeatured', data: { eventId }, occurredAt: '2026-03-05T10:00:00.000Z' },
        { type: 'EventUnfeatured', data: { eventId }, occurredAt: '2026-04-01T10:00:00.000Z' },
        { type: 'EventFeatured', data: { eventId }, occurredAt: '2026-04-02T10:00:00.000Z' },
      );
      await harness.redeliver();
      expect(
        (await harness.all<FeaturedMonth>(ANALYTICS_FEATURED_MONTHS_COLLECTION)).sort((a, b) =>
          a.month.localeCompare(b.month),
        ),
      ).toEqual([
        { month: '2026-03', featured: 1, unfeatured: 0 },
        { month: '2026-04', featured: 1, unfeatured: 1 },
      ]);
      expect(await harness.document(ANALYTICS_EVENTS_COLLECTION, eventId)).toMatchObject({ isFeatured: true });
    });
  });

  it('analytics-speakers counts set social links and follows flags and the trash', async () => {
    const harness = new ProjectionHarness(new SpeakerAnalyticsProjection());
    await harness.given(
      {
        type: 'SpeakerAdded',
        data: {
          speakerId: 's',
          eventId,
          name: 'Ana',
          profession: 'DDS',
          specialty: '',
          lectureTitle: '',
          email: '',
          image: '',
          socialLinks: { instagram: 'https://i.example/a', twitter: '#' },
          profileUrl: null,
          abstract: '',
          objectives: [],
        },
      },
      { type: 'SpeakerFeatured', data: { speakerId: 's', eventId } },
      { type: 'SpeakerUpdated', data: { speakerId: 's', changes: { image: '/attached_assets/a.svg' } } },
      { type: 'SpeakerTrashed', data: { speakerId: 's' } },
    );
    expect(await harness.document(ANALYTICS_SPEAKERS_COLLECTION, 's')).toEqual({
      eventId,
      hasName: true,
      hasProfession: true,
      hasSpecialty: false,
      hasLectureTitle: false,
      hasEmail: false,
      socialLinkCount: 1,
      image: 'real',
      isFeatured: true,
      inTrash: true,
      purged: false,
    });
  });

  it('analytics-speakers keeps whether each profile field is filled, blank text and placeholders not counted', async () => {
    const harness = new ProjectionHarness(new SpeakerAnalyticsProjection());
    await harness.given({
      type: 'SpeakerAdded',
      data: { speakerId: 's', eventId, name: 'Ana', profession: '   ', email: 'ana@example.com', image: '  ' },
    });
    expect(await harness.document(ANALYTICS_SPEAKERS_COLLECTION, 's')).toMatchObject({
      hasName: true,
      hasProfession: false,
      hasEmail: true,
      image: 'none',
    });
    await harness.given({
      type: 'SpeakerUpdated',
      data: { speakerId: 's', changes: { image: '/attached_assets/speakers/placeholder.svg?speaker=1', name: '' } },
    });
    expect(await harness.document(ANALYTICS_SPEAKERS_COLLECTION, 's')).toMatchObject({
      hasName: false,
      image: 'placeholder',
    });
  });

  it('analytics-sponsors follows assignment, the global flag and removal', async () => {
    const harness = new ProjectionHarness(new SponsorAnalyticsProjection());
    await harness.given(
      {
        type: 'SponsorAdded',
        data: {
          sponsorId: 'p',
          name: 'Nova',
          description: '',
          logo: 'N',
          companyImage: null,
          website: null,
          telephone: null,
          socialHandles: {},
          tier: 'silver',
        },
      },
      { type: 'SponsorAssignedToEvent', data: { sponsorId: 'p', eventId, tier: 'gold' } },
      { type: 'SponsorMadeGlobal', data: { sponsorId: 'p' } },
    );
    expect(await harness.document(ANALYTICS_SPONSORS_COLLECTION, 'p')).toEqual({
      name: 'Nova',
      tier: 'gold',
      eventId,
      isGlobalSponsor: true,
      removed: false,
    });
    await harness.given(
      { type: 'SponsorRemovedFromEvent', data: { sponsorId: 'p', eventId } },
      { type: 'SponsorRemoved', data: { sponsorId: 'p' } },
    );
    expect(await harness.document(ANALYTICS_SPONSORS_COLLECTION, 'p')).toMatchObject({ eventId: null, removed: true });
  });

  it('analytics-submissions records status and the receipt and review times', async () => {
    const harness = new ProjectionHarness(new SubmissionAnalyticsProjection());
    await harness.given(
      { type: 'SubmissionReceived', data: { submissionId: 'x', title: 'T' }, occurredAt: '2026-05-01T08:00:00.000Z' },
      {
        type: 'SubmissionApproved',
        data: { submissionId: 'x', reviewedBy: 'Admin', reviewNotes: null },
        occurredAt: '2026-05-02T10:00:00.000Z',
      },
      { type: 'SubmissionTurnedIntoEvent', data: { submissionId: 'x', eventId } },
    );
    expect(await harness.document(ANALYTICS_SUBMISSIONS_COLLECTION, 'x')).toEqual({
      status: 'approved',
      submittedAt: '2026-05-01T08:00:00.000Z',
      reviewedAt: '2026-05-02T10:00:00.000Z',
      eventCreated: true,
    });
  });

  it.each([
    [
      'analytics-events',
      () => new EventAnalyticsProjection(),
      ANALYTICS_EVENTS_COLLECTION,
      eventId,
      [
        eventCreated,
        { type: 'EventFeatured', data: { eventId } },
        {
          type: 'EventUpdated',
          data: {
            eventId,
            changes: { title: 'Summit II', agenda: [{ date: '2026-05-01', sessions: [{ title: 'A' }] }] },
          },
        },
        { type: 'EventHidden', data: { eventId } },
        { type: 'EventUpdated', data: { eventId, changes: { city: 'Dallas' } } },
        { type: 'EventTrashed', data: { eventId } },
      ],
    ],
    [
      'analytics-speakers',
      () => new SpeakerAnalyticsProjection(),
      ANALYTICS_SPEAKERS_COLLECTION,
      's',
      [
        {
          type: 'SpeakerAdded',
          data: { speakerId: 's', eventId, name: 'Ana', socialLinks: { instagram: 'https://i.example/a' } },
        },
        {
          type: 'SpeakerUpdated',
          data: {
            speakerId: 's',
            changes: {
              socialLinks: { instagram: '#', twitter: 'https://t.example/a', facebook: 'https://f.example/a' },
            },
          },
        },
        { type: 'SpeakerFeatured', data: { speakerId: 's', eventId } },
      ],
    ],
  ] as const)(
    '%s: a rebuild (documents changed in place) ends with the same document as live delivery',
    async (_name, create, collection, id, domainEvents) => {
      const live = new ProjectionHarness(create());
      const rebuilt = new ProjectionHarness(create(), { asRebuild: true });
      await live.given(...domainEvents);
      await rebuilt.given(...domainEvents);
      const expected = await live.document(collection, id);
      expect(expected).toMatchObject({ isFeatured: true });
      expect(await rebuilt.document(collection, id)).toEqual(expected);
    },
  );

  it('a new creation starts the facts afresh, and a domain event before any creation starts from the defaults', async () => {
    const harness = new ProjectionHarness(new SponsorAnalyticsProjection(), { asRebuild: true });
    await harness.given({ type: 'SponsorAssignedToEvent', data: { sponsorId: 'p', eventId, tier: 'gold' } });
    expect(await harness.document(ANALYTICS_SPONSORS_COLLECTION, 'p')).toEqual({
      name: '',
      tier: 'gold',
      eventId,
      isGlobalSponsor: false,
      removed: false,
    });
    await harness.given({ type: 'SponsorAdded', data: { sponsorId: 'p', name: 'Nova' } });
    expect(await harness.document(ANALYTICS_SPONSORS_COLLECTION, 'p')).toEqual({
      name: 'Nova',
      tier: 'silver',
      eventId: null,
      isGlobalSponsor: false,
      removed: false,
    });
  });

  it('median of an even and an odd count, one decimal', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4.25])).toBe(2.5);
  });
});
