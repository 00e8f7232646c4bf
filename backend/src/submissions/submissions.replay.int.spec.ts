import type { FetchOptions } from './agenda-extraction';
import { ALLOW_LOOPBACK_FOR_TESTS } from './agenda-extraction/address-policy';
import { PUBLIC_ACTOR, SYSTEM_ACTOR, type EventSubmission } from '@dental/contracts';
import { demoSubmissions } from '../demo/data/demo-data';
import { TestApp } from '../testing/test-app';
import { replayAndCompare } from '../testing/replay-equals-live';
import { AGENDA_EXTRACTION_OPTIONS } from './live-event/agenda-extractor';
import {
  AGENDA_PAGE,
  eventStoreOf,
  freshClientAddress,
  requestFrom,
  review,
  serveFixturePages,
  submissionForm,
  submit,
} from './testing/submission-test-kit';

describe('submissions: replay equals live', () => {
  it('rebuilds exactly what the live projections built after a scripted history', async () => {
    const pages = await serveFixturePages({ '/agenda': [200, AGENDA_PAGE] });
    const app = await TestApp.start();
    try {
      Object.assign(app.app.get<symbol, FetchOptions>(AGENDA_EXTRACTION_OPTIONS), {
        allowLoopback: ALLOW_LOOPBACK_FOR_TESTS,
      });
      const cookie = await app.login();
      await submit(app, { title: 'Still pending' });
      app.clock.advanceDays(0.01);
      const rejected = await submit(app, { title: 'Rejected', additionalInfo: 'No CE credit.' });
      await review(app, cookie, rejected, 'rejected', 'Sales presentation.');
      const approvedOnly = await submit(app, { title: 'Approved, no event yet' });
      await review(app, cookie, approvedOnly, 'approved', '   ');
      const live = await submit(app, { title: 'Live', registrationUrl: pages.url('/agenda') });
      await review(app, cookie, live, 'approved', 'Great.');
      await Promise.all(
        [1, 2, 3].map(() => app.request('POST', `/api/event-submissions/${live}/create-event`, { cookie })),
      );
      // Noise that must leave no trace: a bot, an invalid form, a refused review.
      await requestFrom(app, freshClientAddress(), 'POST', '/api/event-submissions', {
        body: submissionForm({ website: 'spam' }),
      });
      await requestFrom(app, freshClientAddress(), 'POST', '/api/event-submissions', {
        body: submissionForm({ title: '' }),
      });
      await app.request('PATCH', `/api/event-submissions/${rejected}`, { cookie, body: { status: 'approved' } });

      const { live: liveModels, replayed } = await replayAndCompare(app, ['submissions', 'events', 'speakers']);
      expect(replayed).toEqual(liveModels);
      const statuses = (liveModels.event_submissions as Array<{ value: EventSubmission }>).map(({ value }) => [
        value.title,
        value.status,
        value.eventCreated,
      ]);
      expect(statuses).toHaveLength(4);
      expect(statuses).toEqual(
        expect.arrayContaining([
          ['Still pending', 'pending', false],
          ['Rejected', 'rejected', false],
          ['Approved, no event yet', 'approved', false],
          ['Live', 'approved', true],
        ]),
      );
    } finally {
      await app.stop();
      await pages.close();
    }
  });
});

describe('submissions demo data', () => {
  it('loads one submission in each review state, received from the public and reviewed by the system', async () => {
    const app = await TestApp.start({ demoData: true });
    try {
      const cookie = await app.login();
      const listed = (await app.request('GET', '/api/event-submissions', { cookie })).body as EventSubmission[];
      expect(listed.map((submission) => [submission.title, submission.status])).toEqual(
        [...demoSubmissions]
          .sort((a, b) => a.submittedDaysAgo - b.submittedDaysAgo)
          .map((demo) => [demo.title, demo.status]),
      );
      const now = app.clock.now().getTime();
      for (const demo of demoSubmissions) {
        const submission = listed.find((candidate) => candidate.title === demo.title)!;
        expect(submission.submittedAt).toBe(new Date(now - demo.submittedDaysAgo * 86_400_000).toISOString());
        expect(submission).toMatchObject({
          eventCreated: false,
          createdEventId: null,
          reviewNotes: demo.reviewNotes ?? null,
        });
        expect(submission.reviewedBy).toBe(demo.status === 'pending' ? null : 'Admin');
        const stream = await eventStoreOf(app).readStream(`submission-${submission.id}`);
        expect(stream.map((domainEvent) => domainEvent.metadata.actor)).toEqual(
          demo.status === 'pending' ? [PUBLIC_ACTOR] : [PUBLIC_ACTOR, SYSTEM_ACTOR],
        );
      }
      const { live, replayed } = await replayAndCompare(app, ['submissions']);
      expect(replayed).toEqual(live);
    } finally {
      await app.stop();
    }
  });
});
