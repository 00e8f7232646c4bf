import type { ApiErrorBody, EventSubmission } from '@dental/contracts';
import { TEST_ADMIN_EMAIL, TestApp } from '../../testing/test-app';
import { joinTeam } from '../../accounts/testing/team';
import { eventStoreOf, submit } from '../testing/submission-test-kit';

describe('PATCH /api/event-submissions/:id (review)', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await TestApp.start();
    cookie = await app.login();
  });
  afterAll(() => app.stop());

  /** The answer is the reviewed submission, or `patch<ApiErrorBody>` where a refusal is read. */
  const patch = <TAnswer = EventSubmission>(id: string, body: unknown) =>
    app.request<TAnswer>('PATCH', `/api/event-submissions/${id}`, { cookie, body });

  it('approves: the server stamps its own time and the literal Admin, ignoring what the client sent', async () => {
    app.clock.set('2026-11-21T12:00:00.000Z');
    const id = await submit(app);
    app.clock.set('2026-11-21T13:15:00.000Z');
    const response = await patch(id, {
      status: 'approved',
      reviewNotes: 'Great programme.',
      reviewedAt: '1999-01-01T00:00:00.000Z',
      reviewedBy: 'Mallory',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      status: 'approved',
      submittedAt: '2026-11-21T12:00:00.000Z',
      reviewedAt: '2026-11-21T13:15:00.000Z',
      reviewedBy: 'Admin',
      reviewNotes: 'Great programme.',
      eventCreated: false,
      createdEventId: null,
    });
    const [, approved] = await eventStoreOf(app).readStream(`submission-${id}`);
    expect(approved.type).toBe('SubmissionApproved');
    expect(approved.data).toEqual({ submissionId: id, reviewedBy: 'Admin', reviewNotes: 'Great programme.' });
    // The signed-in admin is in the metadata.
    expect(approved.metadata.actor).toBe(TEST_ADMIN_EMAIL);
    expect(approved.metadata.occurredAt).toBe('2026-11-21T13:15:00.000Z');
  });

  it("keeps reviewedBy 'Admin' as the spec has it and records the real reviewer beside it, for admins", async () => {
    const reviewer = await joinTeam(app, cookie, 'reviewer@example.com', 'reviewer');
    const id = await submit(app);
    const response = await app.request('PATCH', `/api/event-submissions/${id}`, {
      cookie: reviewer.cookie,
      body: { status: 'approved', reviewNotes: null },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      reviewedBy: 'Admin',
      reviewedByAccount: { id: reviewer.id, email: 'reviewer@example.com' },
    });
    const [, approved] = await eventStoreOf(app).readStream(`submission-${id}`);
    expect(approved.metadata).toMatchObject({ actor: 'reviewer@example.com', actorAccountId: reviewer.id });
    expect((await app.request('GET', `/api/event-submissions/${id}`)).status).toBe(401);
  });

  it('rejects', async () => {
    const id = await submit(app);
    const response = await patch(id, { status: 'rejected', reviewNotes: 'Sales presentation, no CE content.' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'rejected',
      reviewedBy: 'Admin',
      reviewNotes: 'Sales presentation, no CE content.',
    });
    const stream = await eventStoreOf(app).readStream(`submission-${id}`);
    expect(stream.map((domainEvent) => domainEvent.type)).toEqual(['SubmissionReceived', 'SubmissionRejected']);
  });

  it.each([[''], ['   '], [null], [undefined]])('records review notes %j as null', async (reviewNotes) => {
    const id = await submit(app);
    const response = await patch(id, { status: 'approved', reviewNotes });
    expect(response.body.reviewNotes).toBeNull();
  });

  it.each([
    ['approved', 'approved'],
    ['approved', 'rejected'],
    ['rejected', 'approved'],
    ['rejected', 'rejected'],
  ])('refuses with 409 once %s (asked to make it %s), and records nothing', async (first, second) => {
    const id = await submit(app);
    await patch(id, { status: first, reviewNotes: 'first' });
    const response = await patch(id, { status: second, reviewNotes: 'second' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: `This submission was already ${first}. Only pending submissions can be approved or rejected.`,
    });
    expect(await eventStoreOf(app).readStream(`submission-${id}`)).toHaveLength(2);
    expect((await app.request('GET', `/api/event-submissions/${id}`, { cookie })).body).toMatchObject({
      status: first,
      reviewNotes: 'first',
    });
  });

  it('lets exactly one of two concurrent reviews win', async () => {
    const id = await submit(app);
    const answers = await Promise.all([patch(id, { status: 'approved' }), patch(id, { status: 'rejected' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await eventStoreOf(app).readStream(`submission-${id}`)).toHaveLength(2);
  });

  it('answers 404 Submission not found for an unknown id', async () => {
    const response = await patch('no-such-submission', { status: 'approved' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Submission not found' });
  });

  it.each(
    [
      [{}, "Status must be 'approved' or 'rejected'"],
      [{ status: 'pending' }, "Status must be 'approved' or 'rejected'"],
      [{ status: 'approved', reviewNotes: 'x'.repeat(2001) }, 'Review notes must be under 2000 characters'],
      [{ status: 'approved', reviewNotes: 42 }, 'Review notes must be text'],
    ].map(([body, message]) => [JSON.stringify(body).slice(0, 60), message, body] as const),
  )('answers 400 for %s', async (_label, message, body) => {
    const id = await submit(app);
    const response = await patch<ApiErrorBody>(id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('is admin only', async () => {
    const id = await submit(app);
    const response = await app.request('PATCH', `/api/event-submissions/${id}`, { body: { status: 'approved' } });
    expect(response.status).toBe(401);
    expect(await eventStoreOf(app).readStream(`submission-${id}`)).toHaveLength(1);
  });
});
