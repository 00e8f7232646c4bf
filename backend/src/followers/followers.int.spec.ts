import type { FollowerSchema, LiveEventCreated } from '@dental/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { mailSettled, mailTo, signInAs } from '../mail/testing/mail-test-kit';
import { TrashPurgeJob } from '../purge/trash-purge.job';
import { freshClientAddress, requestFrom, review, submit } from '../submissions/testing/submission-test-kit';
import { TEST_ADMIN_PASSWORD, TestApp } from '../testing/test-app';
import { FollowerStore } from './follower-store';

const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const found = new RegExp(`https://events\\.example\\.com/follow/${kind}/(\\S+)`).exec(text);
  if (!found) throw new Error(`no ${kind} link in: ${text}`);
  return found[1];
};

type Follower = z.output<typeof FollowerSchema>;

describe('following an event', () => {
  let app: TestApp;
  let cookie: string;
  let eventId: string;

  beforeEach(async () => {
    app = await TestApp.start({ env: { SITE_URL: 'https://events.example.com' } });
    cookie = await app.login();
    const submissionId = await submit(app);
    await review(app, cookie, submissionId, 'approved');
    eventId = (
      await app.request<LiveEventCreated>('POST', `/api/event-submissions/${submissionId}/create-event`, {
        cookie,
        body: {},
      })
    ).body.eventId;
  });

  afterEach(() => app.stop());

  const follow = (email: unknown, id = eventId, from = freshClientAddress()) =>
    requestFrom(app, from, 'POST', `/api/events/${id}/followers`, { body: { email } });
  const addRegistration = (registrationUrl: string) =>
    app.request('PATCH', `/api/events/${eventId}`, { cookie, body: { registrationUrl } });

  it('confirms, is told when registration opens, and unsubscribes; an unconfirmed address gets nothing but its confirmation', async () => {
    expect((await follow('Fan@Example.com')).status).toBe(202);
    expect((await follow('shy@example.com')).status).toBe(202);
    // Asking again answers the same, and does not mail a second confirmation the same day.
    expect((await follow('fan@example.com')).status).toBe(202);

    const [confirmation] = await mailTo(app, 'fan@example.com');
    expect(confirmation.template).toBe('follow-confirmation');
    expect(await mailTo(app, 'fan@example.com')).toHaveLength(1);
    // The unsubscribe link does not confirm.
    expect(
      (
        await app.request('POST', '/api/followers/confirm', {
          body: { token: linkIn(confirmation.text, 'unsubscribe') },
        })
      ).status,
    ).toBe(400);
    const confirmed = await app.request('POST', '/api/followers/confirm', {
      body: { token: linkIn(confirmation.text, 'confirm') },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', eventId });

    const listed = await app.request<Follower[]>('GET', `/api/events/${eventId}/followers`, { cookie });
    expect(listed.body.map((follower) => [follower.email, follower.status])).toEqual([
      ['fan@example.com', 'confirmed'],
      ['shy@example.com', 'pending'],
    ]);

    expect((await addRegistration('https://register.example.org/implants')).status).toBe(200);
    const [, update] = await mailTo(app, 'fan@example.com');
    expect(update.template).toBe('follower-digest');
    expect(update.status).toBe('queued');
    expect(update.text).toContain('Registration is open: https://register.example.org/implants');
    expect(update.text).toContain(`https://events.example.com/events/${eventId}`);
    expect(await mailTo(app, 'shy@example.com')).toHaveLength(1);

    const unsubscribed = await app.request('POST', '/api/followers/unsubscribe', {
      body: { token: linkIn(update.text, 'unsubscribe') },
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toMatchObject({ status: 'unsubscribed', eventId });
    // The same link again: still a success, nothing left to remove.
    expect(
      (await app.request('POST', '/api/followers/unsubscribe', { body: { token: linkIn(update.text, 'unsubscribe') } }))
        .body,
    ).toEqual({ status: 'unsubscribed', eventId: null, eventTitle: null });
    expect(
      (await app.request<Follower[]>('GET', `/api/events/${eventId}/followers`, { cookie })).body.map(
        (follower) => follower.email,
      ),
    ).toEqual(['shy@example.com']);
    expect(
      (await app.request('PATCH', `/api/events/${eventId}`, { cookie, body: { date: 'October 1-2, 2027' } })).status,
    ).toBe(200);
    expect(await mailTo(app, 'fan@example.com')).toHaveLength(2);
  });

  it('tells followers of a new date in the digest of its window', async () => {
    await follow('dates@example.com');
    const [confirmation] = await mailTo(app, 'dates@example.com');
    await app.request('POST', '/api/followers/confirm', { body: { token: linkIn(confirmation.text, 'confirm') } });
    expect(
      (await app.request('PATCH', `/api/events/${eventId}`, { cookie, body: { date: 'October 1-2, 2027' } })).status,
    ).toBe(200);
    const [, update] = await mailTo(app, 'dates@example.com');
    expect(update.template).toBe('follower-digest');
    expect(update.text).toContain('Date: now October 1–2, 2027 (was September 10–11, 2027)');
  });

  it('refuses a malformed address, an unknown or hidden event, and forged links with a 4xx', async () => {
    expect((await follow('not-an-address')).status).toBe(400);
    expect((await follow(undefined)).status).toBe(400);
    expect((await follow('a@example.com', randomUUID())).status).toBe(404);
    await app.request('PATCH', `/api/events/${eventId}`, { cookie, body: { isHidden: true } });
    expect((await follow('a@example.com')).status).toBe(404);
    expect((await app.request('POST', '/api/followers/confirm', { body: { token: 'confirm-x.forged' } })).status).toBe(
      400,
    );
    expect((await app.request('POST', '/api/followers/unsubscribe', { body: {} })).status).toBe(400);
  });

  it('limits follow requests per network', async () => {
    const from = freshClientAddress();
    for (let n = 0; n < 10; n++) expect((await follow(`reader${n}@example.com`, eventId, from)).status).toBe(202);
    const refused = await follow('one-more@example.com', eventId, from);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('lets only admins list and remove followers; removing erases the address', async () => {
    await follow('gone@example.com');
    expect((await app.request('GET', `/api/events/${eventId}/followers`)).status).toBe(401);
    const [follower] = (await app.request<Follower[]>('GET', `/api/events/${eventId}/followers`, { cookie })).body;
    expect((await app.request('DELETE', `/api/followers/${follower.id}`)).status).toBe(401);
    expect((await app.request('DELETE', `/api/followers/${follower.id}`, { cookie })).status).toBe(204);
    expect((await app.request('DELETE', `/api/followers/${follower.id}`, { cookie })).status).toBe(404);
    expect((await app.request<Follower[]>('GET', `/api/events/${eventId}/followers`, { cookie })).body).toEqual([]);
  });

  it('shows followers and sent mail to owners only: editors and reviewers are refused', async () => {
    await follow('private@example.com');
    const [follower] = (await app.request<Follower[]>('GET', `/api/events/${eventId}/followers`, { cookie })).body;
    for (const role of ['editor', 'reviewer'] as const) {
      const other = await signInAs(app, cookie, role);
      expect((await app.request('GET', `/api/events/${eventId}/followers`, { cookie: other })).status).toBe(403);
      expect((await app.request('DELETE', `/api/followers/${follower.id}`, { cookie: other })).status).toBe(403);
      expect((await app.request('GET', '/api/outbox', { cookie: other })).status).toBe(403);
    }
    expect((await app.request('GET', '/api/outbox', { cookie })).status).toBe(200);
  });

  it("erases an event's followers when the event is purged", async () => {
    await follow('until-purge@example.com');
    const trashed = await app.request('POST', `/api/events/${eventId}/trash`, {
      cookie,
      body: { password: TEST_ADMIN_PASSWORD },
    });
    expect(trashed.status).toBe(200);
    await mailSettled(app);
    expect((await app.get(FollowerStore).ofEvent(eventId)).map((follower) => follower.email)).toEqual([
      'until-purge@example.com',
    ]);
    app.clock.advanceDays(15);
    expect(await app.get(TrashPurgeJob).run()).toBeGreaterThan(0);
    await mailSettled(app);
    expect(await app.get(FollowerStore).ofEvent(eventId)).toEqual([]);
  });
});
