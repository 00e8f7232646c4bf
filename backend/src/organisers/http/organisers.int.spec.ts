import type { AuditPage, ChangeRequest, EventListing, OrganiserEvent, OrganiserLink } from '@dental/contracts';
import { joinTeam } from '../../accounts/testing/team';
import { mailTo } from '../../mail/testing/mail-test-kit';
import {
  freshClientAddress,
  requestFrom,
  review,
  submit,
  wholeLog,
} from '../../submissions/testing/submission-test-kit';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_EMAIL, TestApp, eventForm } from '../../testing/test-app';

const ORGANISER = 'programs@lowcountry-implant.example.org';

/** Adds a speaker to an event as an admin and returns its id. */
async function addSpeaker(app: TestApp, admin: string, eventId: string, name: string): Promise<string> {
  const response = await app.request<{ id: string }>('POST', '/api/speakers', {
    cookie: admin,
    body: {
      eventId,
      name,
      profession: 'Periodontist',
      specialty: 'Implant Dentistry',
      lectureTitle: 'Soft tissue around implants',
      email: 'speaker@example.org',
      image: '',
      socialLinks: {},
      profileUrl: null,
      abstract: 'What the lecture covers.',
      objectives: ['Learn one thing'],
    },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** The organiser link in the last message of this template to this address. */
async function linkTokenIn(app: TestApp, to: string, template: string): Promise<string> {
  const message = (await mailTo(app, to)).filter((candidate) => candidate.template === template).at(-1);
  const token = /\/organiser\/([\w.-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no organiser link in the ${template} mail to ${to}`);
  return token;
}

/** Exchanges a link's token for the organiser session cookie. */
async function signInAsOrganiser(app: TestApp, token: string): Promise<string> {
  const response = await requestFrom(app, freshClientAddress(), 'POST', '/api/organiser/sessions', { body: { token } });
  expect(response.status).toBe(200);
  const setCookie = response.headers['set-cookie'];
  const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0];
  expect(cookie).toMatch(/^dental_organiser_session=/);
  return cookie;
}

describe('organiser links and change requests', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  /** A submission approved and turned into a live event; the organiser's link from the approval mail. */
  async function liveEventFromSubmission(): Promise<{ eventId: string; token: string }> {
    const submissionId = await submit(app);
    await review(app, admin, submissionId, 'approved');
    const created = await app.request<{ eventId: string }>(
      'POST',
      `/api/event-submissions/${submissionId}/create-event`,
      {
        cookie: admin,
      },
    );
    expect(created.status).toBe(201);
    return { eventId: created.body.eventId, token: await linkTokenIn(app, ORGANISER, 'organiser-approved') };
  }

  it('signs the organiser in with the approval mail’s link; their approved change request reaches the public event, the audit naming them', async () => {
    const { eventId, token } = await liveEventFromSubmission();
    const organiser = await signInAsOrganiser(app, token);

    const events = await app.request<OrganiserEvent[]>('GET', '/api/organiser/events', { cookie: organiser });
    expect(events.status).toBe(200);
    expect(events.body.map((item) => item.event.id)).toEqual([eventId]);

    const proposed = await app.request<ChangeRequest>('POST', `/api/organiser/events/${eventId}/change-requests`, {
      cookie: organiser,
      body: { changes: { title: 'Lowcountry Implant Restoration Workshop 2027', estimatedCeCredits: 14 } },
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ status: 'pending', organiserEmail: ORGANISER, eventId });

    const pending = await app.request<ChangeRequest[]>('GET', '/api/change-requests?status=pending', { cookie: admin });
    expect(pending.status).toBe(200);
    expect(pending.body.map((request) => request.id)).toEqual([proposed.body.id]);
    expect(pending.body[0].diff).toEqual([
      {
        field: 'Title',
        before: 'Lowcountry Implant Restoration Workshop',
        after: 'Lowcountry Implant Restoration Workshop 2027',
      },
      { field: 'Estimated CE credits', before: '(empty)', after: '14' },
    ]);
    const dashboard = await app.request<{ pendingChangeRequests: { count: number } }>('GET', '/api/dashboard', {
      cookie: admin,
    });
    expect(dashboard.body.pendingChangeRequests.count).toBe(1);

    const approved = await app.request<ChangeRequest>('POST', `/api/change-requests/${proposed.body.id}/approve`, {
      cookie: admin,
      body: { reviewNotes: 'Thank you!' },
    });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', reviewNotes: 'Thank you!' } });

    const publicEvent = await app.request<EventListing>('GET', `/api/events/${eventId}`);
    expect(publicEvent.body).toMatchObject({
      title: 'Lowcountry Implant Restoration Workshop 2027',
      estimatedCeCredits: 14,
    });
    const audit = await app.request<AuditPage>('GET', `/api/audit?kind=event&entityId=${eventId}`, { cookie: admin });
    const rows = audit.body.rows.map((row) => [row.type, row.actor]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['ChangeRequestSubmitted', ORGANISER],
        ['EventUpdated', ORGANISER],
        ['ChangeRequestApproved', TEST_ADMIN_EMAIL],
      ]),
    );
    const reviewed = (await mailTo(app, ORGANISER)).filter((message) => message.template === 'change-request-approved');
    expect(reviewed).toHaveLength(1);
    expect(reviewed[0].text).toContain('Thank you!');
    expect((await app.request('GET', '/api/change-requests?status=pending', { cookie: admin })).body).toEqual([]);
  });

  it('reaches no other event (404) and no admin route (401)', async () => {
    const { token } = await liveEventFromSubmission();
    const organiser = await signInAsOrganiser(app, token);
    const other = await app.request<EventListing>('POST', '/api/events', { cookie: admin, body: eventForm() });
    const before = (await wholeLog(app)).length;

    const refused = await app.request('POST', `/api/organiser/events/${other.body.id}/change-requests`, {
      cookie: organiser,
      body: { changes: { title: 'Taken over' } },
    });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    for (const [method, url] of [
      ['GET', '/api/change-requests'],
      ['GET', '/api/dashboard'],
      ['GET', '/api/event-submissions'],
    ] as const)
      expect((await app.request(method, url, { cookie: organiser })).status).toBe(401);
    expect((await app.request('PATCH', `/api/events/${other.body.id}`, { cookie: organiser, body: {} })).status).toBe(
      401,
    );
    // Without the organiser session, the organiser's routes refuse admins and visitors alike.
    expect((await app.request('GET', '/api/organiser/events', { cookie: admin })).status).toBe(401);
    expect((await wholeLog(app)).length).toBe(before);
  });

  it('signs the organiser out: the session ends on the server, not only in the browser', async () => {
    const { token } = await liveEventFromSubmission();
    const organiser = await signInAsOrganiser(app, token);
    expect((await app.request('GET', '/api/organiser/events', { cookie: organiser })).status).toBe(200);

    const signedOut = await app.request('POST', '/api/organiser/logout', { cookie: organiser });
    expect(signedOut).toMatchObject({ status: 200, body: { message: 'You have been signed out of your listings' } });
    expect(String(signedOut.headers['set-cookie'])).toMatch(/^dental_organiser_session=;/);
    // The old cookie, kept by a copy of the browser's jar, opens nothing any more.
    expect((await app.request('GET', '/api/organiser/events', { cookie: organiser })).status).toBe(401);
    // Signing out twice, or without a session, is not an error.
    expect((await app.request('POST', '/api/organiser/logout')).status).toBe(200);
  });

  it('shows a reviewer the change requests but lets only those who edit events decide them', async () => {
    const { eventId, token } = await liveEventFromSubmission();
    const organiser = await signInAsOrganiser(app, token);
    const proposed = await app.request<ChangeRequest>('POST', `/api/organiser/events/${eventId}/change-requests`, {
      cookie: organiser,
      body: { changes: { title: 'Lowcountry Implant Weekend' } },
    });
    expect(proposed.status).toBe(201);
    const reviewer = (await joinTeam(app, admin, 'reviewer@example.com', 'reviewer')).cookie;
    const listed = await app.request<ChangeRequest[]>('GET', '/api/change-requests', { cookie: reviewer });
    expect(listed.status).toBe(200);
    expect(listed.body.map((request) => request.id)).toEqual([proposed.body.id]);
    const before = (await wholeLog(app)).length;

    const refused = await app.request('POST', `/api/change-requests/${proposed.body.id}/approve`, {
      cookie: reviewer,
      body: {},
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Your role (reviewer) does not allow this. Please ask an owner.' },
    });
    expect((await wholeLog(app)).length).toBe(before);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const { eventId, token } = await liveEventFromSubmission();
    const organiser = await signInAsOrganiser(app, token);
    const other = await app.request<EventListing>('POST', '/api/events', { cookie: admin, body: eventForm() });
    const speakerOfOther = await addSpeaker(app, admin, other.body.id, 'Dr. Ben Cole');
    const before = (await wholeLog(app)).length;
    const propose = (body: unknown) =>
      app.request<{ message: string; issues: Array<{ path: string }> }>(
        'POST',
        `/api/organiser/events/${eventId}/change-requests`,
        { cookie: organiser, body },
      );

    const blankTitle = await propose({ changes: { title: '  ' } });
    expect(blankTitle).toMatchObject({ status: 400, body: { message: 'Title is required' } });
    expect(blankTitle.body.issues.map((issue) => issue.path)).toEqual(['changes.title']);
    expect((await propose({ changes: {} })).body).toMatchObject({ message: 'Propose at least one change' });
    expect((await propose({})).body.issues.map((issue) => issue.path)).toEqual(['changes']);
    expect((await propose({ changes: { isHidden: true } })).status).toBe(400);
    const foreignSpeaker = await propose({
      changes: { speakers: [{ speakerId: speakerOfOther, disclosure: 'None' }] },
    });
    expect(foreignSpeaker).toMatchObject({ status: 400 });
    expect(foreignSpeaker.body.issues.map((issue) => issue.path)).toEqual(['changes.speakers.0.speakerId']);
    // An agenda proposed with a session's CE data a board cannot count: the session's field is named.
    const session = { title: 'Infection Control Update', minutes: 60, mandates: ['infection_control'] };
    const badAgenda = await propose({
      changes: {
        agenda: [{ date: '2027-10-14', sessions: [session, { ...session, minutes: -30, mandates: ['astrology'] }] }],
      },
    });
    expect(badAgenda).toMatchObject({ status: 400 });
    expect(badAgenda.body.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['changes.agenda.0.sessions.1.minutes', 'changes.agenda.0.sessions.1.mandates.0']),
    );

    const bogus = await requestFrom(app, freshClientAddress(), 'POST', '/api/organiser/sessions', {
      body: { token: 'not-a-link.abc' },
    });
    expect(bogus).toMatchObject({
      status: 400,
      body: { message: 'This organiser link is not valid. Please ask us for a new one.' },
    });
    expect((await wholeLog(app)).length).toBe(before);
  });

  it('mails a link an admin sends for an existing listing; revoking it signs its organiser out; a rejection says why', async () => {
    const event = await app.request<EventListing>('POST', '/api/events', { cookie: admin, body: eventForm() });
    await addSpeaker(app, admin, event.body.id, 'Dr. Ana Ruiz');
    const sent = await app.request<OrganiserLink>('POST', `/api/events/${event.body.id}/organiser-links`, {
      cookie: admin,
      body: { email: 'Chair@Study-Club.example.org' },
    });
    expect(sent).toMatchObject({ status: 201, body: { origin: 'sent', status: 'active', eventId: event.body.id } });
    expect(
      (
        await app.request('POST', `/api/events/${event.body.id}/organiser-links`, {
          cookie: admin,
          body: { email: 'x' },
        })
      ).body,
    ).toMatchObject({ message: 'Please provide a valid email address' });

    const token = await linkTokenIn(app, 'Chair@Study-Club.example.org', 'organiser-link');
    const organiser = await signInAsOrganiser(app, token);
    const [mine] = (await app.request<OrganiserEvent[]>('GET', '/api/organiser/events', { cookie: organiser })).body;
    expect(mine.speakers.map((speaker) => speaker.name)).toEqual(['Dr. Ana Ruiz']);

    const proposed = await app.request<ChangeRequest>(
      'POST',
      `/api/organiser/events/${event.body.id}/change-requests`,
      {
        cookie: organiser,
        body: {
          changes: { speakers: [{ speakerId: mine.speakers[0].id, disclosure: 'Consultant to Acme Implants' }] },
        },
      },
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.diff).toEqual([
      { field: 'Dr. Ana Ruiz: Disclosure', before: '(empty)', after: 'Consultant to Acme Implants' },
    ]);
    const withoutNotes = await app.request('POST', `/api/change-requests/${proposed.body.id}/reject`, {
      cookie: admin,
      body: {},
    });
    expect(withoutNotes).toMatchObject({
      status: 400,
      body: { message: 'Please say why the change request is rejected' },
    });
    const rejected = await app.request<ChangeRequest>('POST', `/api/change-requests/${proposed.body.id}/reject`, {
      cookie: admin,
      body: { reviewNotes: 'Please send the signed disclosure form.' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    expect(
      (await app.request('POST', `/api/change-requests/${proposed.body.id}/approve`, { cookie: admin })).status,
    ).toBe(409);
    const mail = (await mailTo(app, 'Chair@Study-Club.example.org')).filter(
      (message) => message.template === 'change-request-rejected',
    );
    expect(mail.map((message) => message.text)).toEqual([expect.stringContaining('signed disclosure form')]);

    // Proposed again and approved: the speaker's disclosure changes, the organiser its actor.
    const again = await app.request<ChangeRequest>('POST', `/api/organiser/events/${event.body.id}/change-requests`, {
      cookie: organiser,
      body: { changes: { speakers: [{ speakerId: mine.speakers[0].id, disclosure: 'Consultant to Acme Implants' }] } },
    });
    expect((await app.request('POST', `/api/change-requests/${again.body.id}/approve`, { cookie: admin })).status).toBe(
      200,
    );
    const speaker = await app.request<{ disclosure: string }>('GET', `/api/speakers/${mine.speakers[0].id}`, {
      cookie: admin,
    });
    expect(speaker.body.disclosure).toBe('Consultant to Acme Implants');
    const speakerUpdated = (await wholeLog(app)).filter((domainEvent) => domainEvent.type === 'SpeakerUpdated');
    expect(speakerUpdated.map((domainEvent) => domainEvent.metadata.actor)).toEqual(['Chair@Study-Club.example.org']);

    const revoked = await app.request<OrganiserLink>('POST', `/api/organiser-links/${sent.body.id}/revoke`, {
      cookie: admin,
    });
    expect(revoked.body).toMatchObject({ status: 'revoked' });
    expect((await app.request('GET', '/api/organiser/events', { cookie: organiser })).status).toBe(401);
    const withdrawn = await requestFrom(app, freshClientAddress(), 'POST', '/api/organiser/sessions', {
      body: { token },
    });
    expect(withdrawn).toMatchObject({
      status: 400,
      body: { message: 'This organiser link was withdrawn. Please ask us for a new one.' },
    });
    const links = await app.request<OrganiserLink[]>('GET', `/api/events/${event.body.id}/organiser-links`, {
      cookie: admin,
    });
    expect(links.body.map((link) => link.status)).toEqual(['revoked']);

    // Every organiser domain event is in the log now: a rebuild gives what the live projections built.
    const { live, replayed } = await replayAndCompare(app, ['organiser-links', 'change-requests']);
    expect(live.change_requests).toHaveLength(2);
    expect(live.organiser_links).toHaveLength(1);
    expect(replayed).toEqual(live);
  });

  it('refuses an expired link, and limits wrong links from one network like sign-in', async () => {
    const event = await app.request<EventListing>('POST', '/api/events', { cookie: admin, body: eventForm() });
    await app.request('POST', `/api/events/${event.body.id}/organiser-links`, {
      cookie: admin,
      body: { email: 'chair@study-club.example.org' },
    });
    const token = await linkTokenIn(app, 'chair@study-club.example.org', 'organiser-link');
    app.clock.advanceDays(31);
    const expired = await requestFrom(app, freshClientAddress(), 'POST', '/api/organiser/sessions', {
      body: { token },
    });
    expect(expired).toMatchObject({
      status: 400,
      body: { message: 'This organiser link has expired. Please ask us for a new one.' },
    });

    const address = freshClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (await requestFrom(app, address, 'POST', '/api/organiser/sessions', { body: { token: `guess-${attempt}.x` } }))
          .status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});
