import { rmSync } from 'node:fs';
import {
  LAST_OWNER,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_TOO_COMMON,
  type ApiErrorBody,
  type AuditPage,
  type EventListing,
  type SignedInAccount,
} from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { ACCOUNTS_STREAM } from '../domain/accounts.decider';
import { TEAM_PASSWORD, cookieOf, invitationTokenFor, joinTeam, resetTokenFor } from '../testing/team';

const NEW_PASSWORD = 'another long unusual passphrase';

describe('accounts over HTTP', () => {
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    app = await TestApp.start();
    owner = await app.login();
  });
  afterAll(async () => {
    await app.stop();
  });

  const signIn = (email: string, password: string, remoteAddress = '10.40.0.1') =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('lists the configured admin as the first, active owner', async () => {
    const list = await app.request('GET', '/api/accounts', { cookie: owner });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: expect.any(String), email: TEST_ADMIN_EMAIL, role: 'owner', status: 'active' }]);
  });

  it('invites with 201, lists the invitee as invited, and refuses an active address with 409', async () => {
    const invited = await app.request('POST', '/api/accounts/invitations', {
      body: { email: ' Invitee@Example.com ', role: 'editor' },
      cookie: owner,
    });
    expect(invited).toMatchObject({
      status: 201,
      body: { id: expect.any(String), email: 'invitee@example.com', role: 'editor', status: 'invited' },
    });
    expect((await app.request('GET', '/api/accounts', { cookie: owner })).body).toContainEqual(invited.body);
    const taken = await app.request('POST', '/api/accounts/invitations', {
      body: { email: TEST_ADMIN_EMAIL, role: 'editor' },
      cookie: owner,
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'An account with this email address already exists.' },
    });
  });

  it.each([
    [{ email: 'not-an-address', role: 'editor' }, 'Please enter a valid email address'],
    [{ email: 'x@example.com', role: 'admin' }, 'Role must be one of: owner, editor, reviewer'],
    [{ email: 'x@example.com', role: 'editor', extra: true }, undefined],
  ])('refuses a bad invitation %j with 400', async (body, message) => {
    const response = await app.request<ApiErrorBody>('POST', '/api/accounts/invitations', { body, cookie: owner });
    expect(response.status).toBe(400);
    if (message) expect(response.body.issues).toContainEqual(expect.objectContaining({ message }));
  });

  it('accepts an invitation once: the invitee is signed in, can sign in again, and the link is dead', async () => {
    await app.request('POST', '/api/accounts/invitations', {
      body: { email: 'once@example.com', role: 'reviewer' },
      cookie: owner,
    });
    const token = await invitationTokenFor(app, 'once@example.com');
    const accepted = await app.request('POST', '/api/auth/invitations/accept', {
      body: { token, password: TEAM_PASSWORD },
    });
    expect(accepted).toMatchObject({ status: 200, body: { email: 'once@example.com', role: 'reviewer' } });
    const me = await app.request('GET', '/api/auth/me', { cookie: cookieOf(accepted.headers['set-cookie']) });
    expect(me.body).toMatchObject({ email: 'once@example.com', role: 'reviewer' });
    expect((await signIn('once@example.com', TEAM_PASSWORD)).statusCode).toBe(200);
    const again = await app.request('POST', '/api/auth/invitations/accept', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'This invitation link is not valid or has expired. Please ask an owner for a new invitation.' },
    });
  });

  it('refuses a forged, an expired and a common-password acceptance with 400', async () => {
    await app.request('POST', '/api/accounts/invitations', {
      body: { email: 'late@example.com', role: 'editor' },
      cookie: owner,
    });
    const token = await invitationTokenFor(app, 'late@example.com');
    expect(
      (
        await app.request('POST', '/api/auth/invitations/accept', {
          body: { token: `${token}x`, password: TEAM_PASSWORD },
        })
      ).status,
    ).toBe(400);
    const common = await app.request('POST', '/api/auth/invitations/accept', {
      body: { token, password: 'qwertyqwerty' },
    });
    expect(common).toMatchObject({ status: 400, body: { message: PASSWORD_TOO_COMMON } });
    const short = await app.request('POST', '/api/auth/invitations/accept', { body: { token, password: 'short' } });
    expect(short).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'password', message: 'Password must be at least 12 characters' }] },
    });
    app.clock.advanceDays(3);
    const expired = await app.request('POST', '/api/auth/invitations/accept', {
      body: { token, password: TEAM_PASSWORD },
    });
    expect(expired.status).toBe(400);
    expect((await signIn('late@example.com', TEAM_PASSWORD)).statusCode).toBe(401);
    // Three days on, the owner's session has expired too.
    owner = await app.login();
  });

  it('changes a role at once, and never leaves the site without an active owner', async () => {
    const editor = await joinTeam(app, owner, 'promoted@example.com', 'editor');
    expect((await app.request('GET', '/api/accounts', { cookie: editor.cookie })).status).toBe(403);
    const promoted = await app.request('PATCH', `/api/accounts/${editor.id}`, {
      body: { role: 'owner' },
      cookie: owner,
    });
    expect(promoted).toMatchObject({ status: 200, body: { id: editor.id, role: 'owner', status: 'active' } });
    expect((await app.request('GET', '/api/accounts', { cookie: editor.cookie })).status).toBe(200);
    expect(
      (await app.request('PATCH', `/api/accounts/${editor.id}`, { body: { role: 'editor' }, cookie: owner })).status,
    ).toBe(200);
    const me = (await app.request<SignedInAccount>('GET', '/api/auth/me', { cookie: owner })).body;
    const demoteSelf = await app.request('PATCH', `/api/accounts/${me.accountId}`, {
      body: { role: 'reviewer' },
      cookie: owner,
    });
    expect(demoteSelf).toMatchObject({ status: 409, body: { message: LAST_OWNER } });
    const disableSelf = await app.request('PATCH', `/api/accounts/${me.accountId}`, {
      body: { status: 'disabled' },
      cookie: owner,
    });
    expect(disableSelf).toMatchObject({ status: 409, body: { message: LAST_OWNER } });
  });

  it.each([
    [{}, 400],
    [{ role: 'editor', status: 'disabled' }, 400],
    [{ status: 'active' }, 400],
    [{ role: 'boss' }, 400],
  ])('refuses PATCH %j with %i', async (body, status) => {
    const me = (await app.request<SignedInAccount>('GET', '/api/auth/me', { cookie: owner })).body;
    expect((await app.request('PATCH', `/api/accounts/${me.accountId}`, { body, cookie: owner })).status).toBe(status);
  });

  it('answers 404 for an unknown account', async () => {
    expect(
      await app.request('PATCH', '/api/accounts/nobody', { body: { role: 'editor' }, cookie: owner }),
    ).toMatchObject({ status: 404, body: { message: 'Account not found' } });
  });

  it('disabling ends the sessions at once and refuses the next sign-in', async () => {
    const editor = await joinTeam(app, owner, 'leaving@example.com', 'editor');
    expect((await app.request('POST', '/api/events', { body: eventForm(), cookie: editor.cookie })).status).toBe(201);
    expect(
      (await app.request('PATCH', `/api/accounts/${editor.id}`, { body: { status: 'disabled' }, cookie: owner })).body,
    ).toMatchObject({ status: 'disabled' });
    expect((await app.request('POST', '/api/events', { body: eventForm(), cookie: editor.cookie })).status).toBe(401);
    expect((await app.request('GET', '/api/auth/me', { cookie: editor.cookie })).status).toBe(401);
    expect((await signIn('leaving@example.com', TEAM_PASSWORD)).statusCode).toBe(401);
  });

  it('records the real actor of every change: the audit history names the editor', async () => {
    const editor = await joinTeam(app, owner, 'author@example.com', 'editor');
    const created = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ title: 'Written by the editor' }),
      cookie: editor.cookie,
    });
    const history = await app.request<AuditPage>('GET', `/api/audit?kind=event&entityId=${created.body.id}`, {
      cookie: owner,
    });
    expect(history.body.rows[0]).toMatchObject({ actor: 'author@example.com' });
    const accounts = await app.request<AuditPage>('GET', `/api/audit?kind=account&entityId=${editor.id}`, {
      cookie: owner,
    });
    expect(accounts.body.rows.map((row) => [row.type, row.actor])).toEqual([
      ['InvitationAccepted', 'author@example.com'],
      ['AccountInvited', TEST_ADMIN_EMAIL],
    ]);
  });

  it('changes its own password with the current one: other sessions end, this one stays', async () => {
    const editor = await joinTeam(app, owner, 'changer@example.com', 'editor');
    const other = cookieOf((await signIn('changer@example.com', TEAM_PASSWORD)).headers['set-cookie']);
    const wrong = await app.request('POST', '/api/auth/password', {
      body: { currentPassword: 'not it at all', newPassword: NEW_PASSWORD },
      cookie: editor.cookie,
    });
    expect(wrong).toMatchObject({ status: 403, body: { message: 'Incorrect password' } });
    const common = await app.request('POST', '/api/auth/password', {
      body: { currentPassword: TEAM_PASSWORD, newPassword: 'qwertyqwerty' },
      cookie: editor.cookie,
    });
    expect(common).toMatchObject({ status: 400, body: { message: PASSWORD_TOO_COMMON } });
    const changed = await app.request('POST', '/api/auth/password', {
      body: { currentPassword: TEAM_PASSWORD, newPassword: NEW_PASSWORD },
      cookie: editor.cookie,
    });
    expect(changed.status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { cookie: editor.cookie })).status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { cookie: other })).status).toBe(401);
    expect((await signIn('changer@example.com', TEAM_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('changer@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (
        await app.request('POST', '/api/auth/password', {
          body: { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD },
        })
      ).status,
    ).toBe(401);
  });

  it('resets a forgotten password: the same 202 for any address, one use within the hour, every session ends', async () => {
    const editor = await joinTeam(app, owner, 'forgetful@example.com', 'editor');
    const known = await app.request('POST', '/api/auth/password-reset', { body: { email: 'Forgetful@example.com' } });
    const unknown = await app.request('POST', '/api/auth/password-reset', { body: { email: 'nobody@example.com' } });
    expect(known).toMatchObject({ status: 202, body: { message: PASSWORD_RESET_REQUESTED } });
    expect(unknown.status).toBe(202);
    expect(unknown.text).toBe(known.text);
    const token = (await resetTokenFor(app, editor.id)) as string;
    const reset = await app.request('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { cookie: editor.cookie })).status).toBe(401);
    expect((await signIn('forgetful@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await app.request('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: TEAM_PASSWORD },
    });
    expect(reused).toMatchObject({
      status: 400,
      body: { message: 'This reset link is not valid or has expired. Please ask for a new one.' },
    });

    await app.request('POST', '/api/auth/password-reset', { body: { email: 'forgetful@example.com' } });
    const late = (await resetTokenFor(app, editor.id)) as string;
    app.clock.advanceDays(1 / 24);
    expect(
      (
        await app.request('POST', '/api/auth/password-reset/confirm', {
          body: { token: late, password: TEAM_PASSWORD },
        })
      ).status,
    ).toBe(400);
    expect((await app.request('POST', '/api/auth/password-reset', { body: { email: 'no at sign' } })).status).toBe(400);
  });

  it('throttles reset requests: 3 links an hour per address, then the same 202 and no link; 429 past 5 requests from one client', async () => {
    await joinTeam(app, owner, 'flooded@example.com', 'reviewer');
    const ask = (email: string, remoteAddress: string) =>
      app.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
    const links = async () =>
      (await app.get(EventStore).readStream(ACCOUNTS_STREAM)).filter(
        (domainEvent) => domainEvent.type === 'PasswordResetRequested',
      ).length;
    const before = await links();
    for (let index = 0; index < 5; index += 1)
      expect((await ask('flooded@example.com', `10.50.0.${index}`)).statusCode).toBe(202);
    expect((await links()) - before).toBe(3);
    for (let index = 0; index < 5; index += 1)
      expect((await ask(`someone-${index}@example.com`, '10.60.0.1')).statusCode).toBe(202);
    const refused = await ask('someone-else@example.com', '10.60.0.1');
    expect(refused.statusCode).toBe(429);
    expect((JSON.parse(refused.body) as ApiErrorBody).message).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  });

  it('rebuilds by replay exactly the accounts read model built live', async () => {
    const { live, replayed } = await replayAndCompare(app, ['accounts']);
    expect(live.accounts.length).toBeGreaterThanOrEqual(8);
    expect((live.accounts as Array<{ value: { status: string } }>).map((document) => document.value.status)).toEqual(
      expect.arrayContaining(['active', 'invited', 'disabled']),
    );
    expect(replayed).toEqual(live);
  });

  it('keeps passwords, hashes and tokens out of the log', async () => {
    const log = JSON.stringify(await app.get(EventStore).readStream(ACCOUNTS_STREAM));
    for (const secret of [TEAM_PASSWORD, NEW_PASSWORD, TEST_ADMIN_PASSWORD, 'scrypt$'])
      expect(log).not.toContain(secret);
  });
});

describe('the first owner across restarts', () => {
  it('is recorded once, and ADMIN_PASSWORD stays the way in after a restart', async () => {
    const first = await TestApp.start();
    const dataDir = first.config.dataDir;
    try {
      const cookie = await first.login();
      const me = (await first.request<SignedInAccount>('GET', '/api/auth/me', { cookie })).body;
      await first.request('POST', '/api/auth/password', {
        body: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
        cookie,
      });
      await first.app.close();
      const second = await TestApp.start({ dataDir });
      try {
        const established = (await second.get(EventStore).readStream(ACCOUNTS_STREAM)).filter(
          (domainEvent) => domainEvent.type === 'OwnerAccountEstablished',
        );
        expect(established).toHaveLength(1);
        expect(established[0].metadata.actor).toBe('system');
        const again = await second.login();
        expect((await second.request('GET', '/api/auth/me', { cookie: again })).body).toEqual(me);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
