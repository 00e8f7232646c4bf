import {
  averageSpeakersPerEvent,
  countEvents,
  parseEventDate,
  profileCompleteness,
  type AnalyticsReport,
  type EventListing,
  type EventSubmission,
  type Speaker,
  type Sponsor,
} from '@dental/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';
import { replayAndCompare } from '../testing/replay-equals-live';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { AnalyticsQueries } from './analytics.queries';

const ANALYTICS_PROJECTIONS = ['analytics-events', 'analytics-speakers', 'analytics-sponsors', 'analytics-submissions'];

describe('GET /api/analytics', () => {
  describe('on the demo data', () => {
    let app: TestApp;
    let admin: string;
    let report: AnalyticsReport;

    beforeAll(async () => {
      app = await TestApp.start({ demoData: true });
      admin = await app.login();
      report = (await app.request<AnalyticsReport>('GET', '/api/analytics', { cookie: admin })).body;
    });
    afterAll(async () => {
      await app.stop();
    });

    it('is for admins only', async () => {
      expect((await app.request('GET', '/api/analytics')).status).toBe(401);
    });

    it('agrees with the read models the admin screens use, though built only from domain events', async () => {
      const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
      const speakers = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
      const sponsors = (await app.request<Sponsor[]>('GET', '/api/sponsors', { cookie: admin })).body;
      const submissions = (await app.request<EventSubmission[]>('GET', '/api/event-submissions', { cookie: admin }))
        .body;
      const counts = countEvents(events, app.clock.now());
      const liveSpeakers = speakers.filter((speaker) => events.some((event) => event.id === speaker.eventId));

      expect(report.cards).toEqual({
        totalEvents: events.length,
        totalSpeakers: liveSpeakers.length,
        totalSponsors: sponsors.length,
        upcomingEvents: counts.upcoming,
      });
      expect(report.events).toMatchObject({
        total: events.length,
        upcoming: counts.upcoming,
        past: counts.past,
        hidden: events.filter((event) => event.isHidden).length,
        featured: events.filter((event) => event.isFeatured).length,
      });
      expect(report.events.perCity.reduce((total, city) => total + city.count, 0)).toBe(events.length);
      expect(report.speakers).toMatchObject({
        total: liveSpeakers.length,
        averagePerEvent: averageSpeakersPerEvent(events.length, liveSpeakers.length),
        profileCompleteness: profileCompleteness(
          liveSpeakers.map((speaker) => ({
            hasImage: speaker.image.trim() !== '',
            hasProfession: speaker.profession.trim() !== '',
          })),
        ),
        featured: liveSpeakers.filter((speaker) => speaker.isFeatured).length,
      });
      expect(report.sponsors.total).toBe(sponsors.length);
      expect(report.sponsors.global).toBe(sponsors.filter((sponsor) => sponsor.isGlobalSponsor).length);
      expect(report.submissions.total).toBe(submissions.length);
      for (const status of ['pending', 'approved', 'rejected'] as const) {
        expect(report.submissions.byStatus[status]).toBe(
          submissions.filter((submission) => submission.status === status).length,
        );
      }
    });

    it("turns the spec's hard-coded percentages into measures", () => {
      expect(report.performance.contentCompletion).toEqual(expect.any(Number));
      expect(report.performance.contentCompletion).toBeGreaterThan(0);
      expect(report.performance.contentCompletion).toBeLessThanOrEqual(100);
      expect(report.performance.eventsWithAgendas).toBe(
        Math.round((report.events.withAgenda / report.events.live) * 100),
      );
    });

    it('is kept while nothing changes, and counts an event as past once the clock reaches its start', async () => {
      const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
      const ahead = events
        .map((event) => parseEventDate(event.date)?.getTime())
        .filter((start): start is number => start !== undefined && start > app.clock.now().getTime());
      const next = Math.min(...ahead);
      const startingThen = ahead.filter((start) => start === next).length;
      const get = async () => (await app.request<AnalyticsReport>('GET', '/api/analytics', { cookie: admin })).body;
      const before = await get();
      expect({ ...(await get()), generatedAt: '' }).toEqual({ ...before, generatedAt: '' });

      // Nothing changes but the clock, to the first moment of the next event.
      app.clock.set(new Date(next).toISOString());
      admin = await app.login();
      const after = await get();
      expect(after.events.upcoming).toBe(before.events.upcoming - startingThen);
      expect(after.events.past).toBe(before.events.past + startingThen);
      const counted = await new AnalyticsQueries(app.get(ReadStore), app.get(ProjectionEngine)).report(app.clock.now());
      expect({ ...after, generatedAt: '' }).toEqual({ ...counted, generatedAt: '' });
    });

    it('rebuilds by replay exactly what was built live', async () => {
      const { live, replayed, projections } = await replayAndCompare(app, ANALYTICS_PROJECTIONS);
      expect(projections.sort()).toEqual([...ANALYTICS_PROJECTIONS].sort());
      expect(live.analytics_events.length).toBeGreaterThan(0);
      expect(replayed).toEqual(live);
    });
  });

  describe('on a scripted history', () => {
    let app: TestApp;
    let admin: string;

    beforeEach(async () => {
      app = await TestApp.start();
      admin = await app.login();
    });
    afterEach(async () => {
      await app.stop();
    });

    const create = async (overrides: Record<string, unknown>) =>
      (await app.request<EventListing>('POST', '/api/events', { body: eventForm(overrides), cookie: admin })).body;
    const report = async () => (await app.request<AnalyticsReport>('GET', '/api/analytics', { cookie: admin })).body;
    const submit = (title: string) =>
      app.request<EventSubmission>('POST', '/api/event-submissions', {
        body: {
          title,
          date: '2027-05-01',
          location: 'Hall',
          city: 'Halifax',
          description: 'A day of lectures for the whole team.',
          organizationName: 'Coastal Club',
          contactEmail: 'club@example.org',
          contactPhone: '555-0100',
          eventType: 'seminar',
          expectedAttendees: '100',
        },
      });

    it('is all zeros and nulls on an empty store, never NaN', async () => {
      const empty = await report();
      expect(empty.cards).toEqual({ totalEvents: 0, totalSpeakers: 0, totalSponsors: 0, upcomingEvents: 0 });
      expect(empty.speakers.averagePerEvent).toBe(0);
      expect(empty.performance).toEqual({
        contentCompletion: null,
        eventsWithAgendas: null,
        profileCompleteness: 0,
        approvalRate: null,
        medianHoursToReview: null,
      });
    });

    it('counts events per city, agendas, featured changes per month and content completion', async () => {
      app.clock.set('2026-03-10T10:00:00.000Z');
      admin = await app.login();
      const chicago = await create({
        city: 'Chicago',
        date: '2026-12-01',
        agenda: [{ date: '2026-12-01', sessions: [{ title: 'Opening' }] }],
      });
      await create({ city: 'Chicago', date: '2025-12-01', registrationUrl: '' });
      await create({ city: 'Boston', date: '2027-01-10' });
      await app.request('PATCH', `/api/events/${chicago.id}`, { body: { isFeatured: true }, cookie: admin });
      app.clock.set('2026-04-02T10:00:00.000Z');
      admin = await app.login();
      await app.request('PATCH', `/api/events/${chicago.id}`, { body: { isFeatured: false }, cookie: admin });
      await app.request('PATCH', `/api/events/${chicago.id}`, { body: { isFeatured: true }, cookie: admin });

      const figures = await report();
      expect(figures.events).toMatchObject({ total: 3, upcoming: 2, past: 1, live: 3, featured: 1, withAgenda: 1 });
      expect(figures.events.perCity).toEqual([
        { city: 'Chicago', count: 2 },
        { city: 'Boston', count: 1 },
      ]);
      expect(figures.events.featuredChangesPerMonth).toEqual([
        { month: '2026-03', featured: 1, unfeatured: 0 },
        { month: '2026-04', featured: 1, unfeatured: 1 },
      ]);
      // 3 events × 7 listing fields, one registration URL missing.
      expect(figures.performance.contentCompletion).toBe(Math.round((20 / 21) * 100));
      expect(figures.performance.eventsWithAgendas).toBe(33);
    });

    it('counts submissions per month by status, the approval rate and the median time to review', async () => {
      app.clock.set('2026-05-01T08:00:00.000Z');
      const first = (await submit('First')).body;
      const second = (await submit('Second')).body;
      app.clock.set('2026-06-01T08:00:00.000Z');
      const third = (await submit('Third')).body;
      await submit('Fourth');
      admin = await app.login();
      app.clock.set('2026-06-01T10:00:00.000Z');
      const review = (id: string, status: string) =>
        app.request('PATCH', `/api/event-submissions/${id}`, { body: { status, reviewNotes: '' }, cookie: admin });
      expect((await review(first.id, 'approved')).status).toBe(200);
      expect((await review(second.id, 'rejected')).status).toBe(200);
      expect((await review(third.id, 'approved')).status).toBe(200);

      const { submissions } = await report();
      expect(submissions.byStatus).toEqual({ pending: 1, approved: 2, rejected: 1 });
      expect(submissions.perMonth).toEqual([
        { month: '2026-05', pending: 0, approved: 1, rejected: 1 },
        { month: '2026-06', pending: 1, approved: 1, rejected: 0 },
      ]);
      expect(submissions.approvalRate).toBe(67);
      // Reviews took 746, 746 and 2 hours.
      expect(submissions.medianHoursToReview).toBe(746);
    });
  });

  describe("over the read-model file, which keeps the speakers' facts on file", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'analytics-file-'));
    let running: TestApp | null = null;
    afterAll(async () => {
      await running?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const figures = async (app: TestApp) => {
      const cookie = await app.login();
      const { generatedAt: _generatedAt, ...report } = (
        await app.request<AnalyticsReport>('GET', '/api/analytics', { cookie })
      ).body;
      return report;
    };

    it('counts what it counts in memory, again after each change of a speaker or an event, and after a restart', async () => {
      const inMemory = await TestApp.start({ demoData: true });
      const expected = await figures(inMemory).finally(() => inMemory.stop());
      let app = await TestApp.start({ demoData: true, dataDir, env: { READ_MODELS: 'file' } });
      running = app;
      const before = await figures(app);
      expect(before).toEqual(expected);
      expect(await figures(app)).toEqual(before);

      const admin = await app.login();
      const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
      const event = events[0];
      const added = await app.request<Speaker>('POST', '/api/speakers', {
        body: {
          name: 'Dr. Ana Ruiz',
          profession: 'Periodontist',
          specialty: 'Soft Tissue Grafting',
          lectureTitle: 'Grafts That Last',
          email: 'ana.ruiz@example.com',
          image: '/attached_assets/speakers/placeholder.svg',
          eventId: event.id,
        },
        cookie: admin,
      });
      expect(added.status).toBe(201);
      const withSpeaker = await figures(app);
      expect(withSpeaker.speakers.total).toBe(before.speakers.total + 1);

      const speakers = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
      const ofEvent = speakers.filter((speaker) => speaker.eventId === event.id).length;
      const trashed = await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      expect(trashed.status).toBe(200);
      const afterTrash = await figures(app);
      expect(afterTrash.speakers.total).toBe(withSpeaker.speakers.total - ofEvent);

      await app.stop();
      app = running = await TestApp.start({ dataDir, env: { READ_MODELS: 'file' } });
      expect(await figures(app)).toEqual(afterTrash);
    });

    it("follows each change of a speaker or an event as a count of every speaker's and event's facts from the file does", async () => {
      const app = await TestApp.start({ demoData: true, env: { READ_MODELS: 'file' } });
      try {
        const admin = await app.login();
        const live = async () => (await app.request<AnalyticsReport>('GET', '/api/analytics', { cookie: admin })).body;
        /** The report of queries that count every speaker's and event's facts from the file, as at a start. */
        const counted = () =>
          new AnalyticsQueries(app.get(ReadStore), app.get(ProjectionEngine)).report(app.clock.now());
        const speakersOf = async () => (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
        const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
        const speakers = await speakersOf();
        const speaker = speakers.find(
          (one) => !one.isFeatured && Object.values(one.socialLinks ?? {}).some((link) => link !== ''),
        )!;
        // An event without speakers, so the one moved there may be featured.
        const second = events.find((event) => !speakers.some((one) => one.eventId === event.id))!;
        const featured = events.find((event) => event.isFeatured && event.id !== second.id)!;
        const before = await live();
        expect({ ...before, generatedAt: '' }).toEqual({ ...(await counted()), generatedAt: '' });

        const patch = (path: string, body: unknown) => () => app.request('PATCH', path, { body, cookie: admin });
        const trash = (path: string) => () =>
          app.request('POST', `${path}/trash`, { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin });
        const speakerPath = `/api/speakers/${speaker.id}`;
        const eventPath = `/api/events/${second.id}`;
        const changes: Array<[string, () => Promise<{ status: number }>]> = [
          ['no social links', patch(speakerPath, { socialLinks: {} })],
          ['moved to another event', patch(speakerPath, { eventId: second.id })],
          ['featured', patch(speakerPath, { isFeatured: true })],
          ['in the trash', trash(speakerPath)],
          ['restored', () => app.request('POST', `${speakerPath}/restore`, { cookie: admin })],
          ['its event hidden', patch(eventPath, { isHidden: true })],
          ['its event moved to another city, in the past', patch(eventPath, { city: 'Boise', date: '2020-05-04' })],
          ['its event shown again', patch(eventPath, { isHidden: false })],
          ['another event unfeatured', patch(`/api/events/${featured.id}`, { isFeatured: false })],
          ['its event in the trash', trash(eventPath)],
          ['its event restored', () => app.request('POST', `${eventPath}/restore`, { cookie: admin })],
        ];
        let previous = before;
        for (const [change, make] of changes) {
          expect([change, (await make()).status]).toEqual([change, 200]);
          const after = await live();
          expect([change, { ...after, generatedAt: '' }]).toEqual([change, { ...(await counted()), generatedAt: '' }]);
          // Each change shows in the report: a count left as it was would pass the comparison above.
          expect([change, { ...after, generatedAt: '' }]).not.toEqual([change, { ...previous, generatedAt: '' }]);
          previous = after;
        }
      } finally {
        await app.stop();
      }
    });
  });
});
