import type { ApiErrorBody } from '@dental/contracts';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';
import { AccountPasswords } from '../accounts/account-passwords';
import { AdminCredentials } from './admin-credentials';
import { verifyPassword } from '../accounts/password-hash';

/** An error answer's body, as the API sends every 4xx. */
const errorOf = (body: string) => JSON.parse(body) as ApiErrorBody;

describe('admin sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(async () => {
    await app.stop();
  });

  const login = (body: unknown, remoteAddress = '10.1.1.1') =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress });

  it('signs in with the configured credentials and sets a signed, httpOnly, SameSite session cookie', async () => {
    const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      accountId: expect.any(String),
      email: TEST_ADMIN_EMAIL,
      role: 'owner',
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    // Signed: the value carries a signature after the session id, so a forged id is rejected.
    const value = cookie.split(';')[0].split('=')[1];
    expect(decodeURIComponent(value)).toContain('.');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    expect(
      (await login({ email: `  ${TEST_ADMIN_EMAIL.toUpperCase()} `, password: TEST_ADMIN_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ email: TEST_ADMIN_EMAIL, password: 'wrong' }],
    [{ email: 'someone@example.com', password: TEST_ADMIN_PASSWORD }],
  ])('refuses wrong credentials with 401 and the spec message', async (body) => {
    const response = await login(body, '10.2.2.2');
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Invalid email or password' });
  });

  it('requires both fields', async () => {
    const response = await login({ email: '', password: '' }, '10.3.3.3');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).issues).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('throttles an IP after 10 failures in 15 minutes, even for the right password, and says when to try again', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await login({ email: `guess-${attempt}@example.com`, password: `bad-${attempt}` }, '10.9.9.9')).statusCode,
      ).toBe(401);
    const blocked = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked.body).message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('checks at most 10 passwords of a burst of 31 parallel attempts from one address', async () => {
    const check = jest.spyOn(app.get(AccountPasswords), 'signIn');
    const attempts = [
      ...Array.from({ length: 30 }, (_, attempt) => ({ email: `burst-${attempt}@example.com`, password: 'guess' })),
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    ];
    const statuses = (await Promise.all(attempts.map((body) => login(body, '10.8.8.8')))).map(
      (response) => response.statusCode,
    );
    expect(check).toHaveBeenCalledTimes(10);
    check.mockRestore();
    expect(statuses.filter((status) => status === 429)).toHaveLength(21);
    expect(statuses.filter((status) => status === 401 || status === 200)).toHaveLength(10);
  });

  it('limits wrong trash passwords like sign-in: 10 answer 403, then 429 even for the right one', async () => {
    const cookie = await app.login();
    const event = await app.request<{ id: string }>('POST', '/api/events', { body: eventForm(), cookie });
    const trash = (password: string, remoteAddress = '10.6.6.6') =>
      app.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: `/api/events/${event.body.id}/trash`,
          payload: { password },
          headers: { cookie },
          remoteAddress,
        });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) statuses.push((await trash(`wrong-${attempt}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    const refused = await trash(TEST_ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body).message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Counted per account too: the same session from another address gets no fresh tries.
    expect((await trash(TEST_ADMIN_PASSWORD, '10.6.6.7')).statusCode).toBe(429);
  });

  it('answers /me with the account, its e-mail and role for a session and 401 otherwise', async () => {
    const cookie = await app.login();
    expect((await app.request('GET', '/api/auth/me', { cookie })).body).toEqual({
      accountId: expect.any(String),
      email: TEST_ADMIN_EMAIL,
      role: 'owner',
    });
    expect((await app.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await app.request('GET', '/api/auth/me', { cookie: 'dental_admin_session=forged.signature' })).status).toBe(
      401,
    );
  });

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const cookie = await app.login();
    expect((await app.request('POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
    expect((await app.request('POST', '/api/events', { body: eventForm(), cookie })).status).toBe(401);
  });
});

describe('failed sign-ins counted per account, and what a correct password gives back', () => {
  // A fresh server each: every test here spends the admin account's attempts.
  let app: TestApp;
  beforeEach(async () => {
    app = await TestApp.start();
  });
  afterEach(async () => {
    await app.stop();
  });

  const login = (body: { email: string; password: string }, remoteAddress: string) =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });

  it('refuses the eleventh attempt on one account in 15 minutes whatever address it comes from', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await login({ email: TEST_ADMIN_EMAIL, password: `bad-${attempt}` }, `10.30.0.${attempt}`)).statusCode,
      ).toBe(401);
    const refused = await login(
      { email: ` ${TEST_ADMIN_EMAIL.toUpperCase()}`, password: TEST_ADMIN_PASSWORD },
      '10.30.1.1',
    );
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body).message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held up by it.
    expect((await login({ email: 'someone@example.com', password: 'bad' }, '10.30.1.2')).statusCode).toBe(401);
  });

  it('gives an address its attempts back after a correct password', async () => {
    for (let attempt = 0; attempt < 9; attempt += 1)
      expect((await login({ email: TEST_ADMIN_EMAIL, password: `bad-${attempt}` }, '10.7.7.7')).statusCode).toBe(401);
    expect((await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.7.7.7')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await login({ email: `guess-${attempt}@example.com`, password: `bad-${attempt}` }, '10.7.7.7')).statusCode,
      ).toBe(401);
    expect((await login({ email: 'guess@example.com', password: 'bad' }, '10.7.7.7')).statusCode).toBe(429);
  });

  it("gives back nothing of an address's failures against other accounts when it signs in to its own", async () => {
    // The probe's insider: 9 guesses at other accounts, then a sign-in to their own, six times over.
    const guesses: number[] = [];
    const ownSignIns: number[] = [];
    for (let cycle = 0; cycle < 6; cycle += 1) {
      for (let attempt = 0; attempt < 9; attempt += 1)
        guesses.push(
          (await login({ email: `owner-${cycle}-${attempt}@example.com`, password: 'guess' }, '10.4.4.4')).statusCode,
        );
      ownSignIns.push((await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.4.4.4')).statusCode);
    }
    // The own sign-in gives back only itself: 9 + 1 guesses pass in all, then everything is refused.
    expect(guesses.filter((status) => status === 401)).toHaveLength(10);
    expect(guesses.slice(10)).toEqual(Array<number>(44).fill(429));
    expect(ownSignIns).toEqual([200, 429, 429, 429, 429, 429]);
  });
});

describe('access rules', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(async () => {
    await app.stop();
  });

  it.each([
    ['POST', '/api/events'],
    ['PATCH', '/api/events/any'],
    ['POST', '/api/events/any/trash'],
    ['POST', '/api/events/any/restore'],
    ['PATCH', '/api/site-settings'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await app.request(method, url, { body: { title: 'x' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in as an admin.' });
  });

  it('keeps admin-only reads from the public', async () => {
    expect((await app.request('GET', '/api/events/trash')).status).toBe(401);
  });

  it('refuses unsafe requests from another site, but not from our own', async () => {
    const cookie = await app.login();
    const crossSite = await app.request('POST', '/api/events', {
      body: eventForm(),
      cookie,
      headers: { origin: 'https://attacker.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ message: 'Cross-site requests are not allowed.' });
    const fetchMetadata = await app.request('POST', '/api/events', {
      body: eventForm(),
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.status).toBe(403);
    const sameSite = await app.request('POST', '/api/events', {
      body: eventForm(),
      cookie,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameSite.status).toBe(201);
  });

  it('sets the API security headers on JSON responses', async () => {
    for (const [method, path] of [
      ['GET', '/api/events'],
      ['GET', '/api/events/unknown'],
      ['POST', '/api/events'],
    ] as const) {
      const response = await app.request<ApiErrorBody>(method, path, { body: method === 'POST' ? {} : undefined });
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it.each([
    ['malformed JSON', '{"title": ', 400],
    ['a body over 1 MB', JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }), 413],
  ])('answers %s with a 4xx JSON message, never a 5xx', async (_label, rawBody, status) => {
    const cookie = await app.login();
    const response = await app.request<ApiErrorBody>('POST', '/api/events', { rawBody, cookie });
    expect(response.status).toBe(status);
    expect(typeof response.body.message).toBe('string');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.request('GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});

describe('sessions and limits shared by every process on a DATA_DIR', () => {
  it('keeps a sign-in and the failure count across two servers on the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shared-sessions-'));
    const first = await TestApp.start({ dataDir });
    const second = await TestApp.start({ dataDir });
    try {
      const cookie = await first.login();
      expect((await second.request('GET', '/api/auth/me', { cookie })).body).toMatchObject({
        email: TEST_ADMIN_EMAIL,
        role: 'owner',
      });
      const attempt = (app: TestApp) =>
        app.app
          .getHttpAdapter()
          .getInstance()
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'someone@example.com', password: 'wrong' },
            remoteAddress: '10.5.5.5',
          });
      for (let index = 0; index < 10; index += 1)
        expect((await attempt(index % 2 === 0 ? first : second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(429);
      expect((await attempt(second)).statusCode).toBe(429);
      expect((await second.request('POST', '/api/auth/logout', { cookie })).status).toBe(200);
      expect((await first.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
    } finally {
      await first.stop();
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('admin credentials without configuration', () => {
  it('generates a password on first start, keeps only its scrypt hash, and prints it once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'credentials-'));
    const credentials = new AdminCredentials({} as never);
    // Printed as information (what the person starting the site needs next), not as a warning.
    const printedLines = jest
      .spyOn((credentials as unknown as { logger: { log: (m: string) => void } }).logger, 'log')
      .mockImplementation(() => undefined);
    const config = { dataDir, adminEmail: null, adminPassword: null } as never;
    await credentials.initialise(config);
    const printed = String(printedLines.mock.calls[0][0]);
    expect(printed).toMatch(/^Admin account created: sign in at \/admin with\n/);
    const password = /password: (\S+)/.exec(printed)?.[1] as string;
    expect(password).toHaveLength(24);
    const stored = readFileSync(join(dataDir, 'admin-credentials.json'), 'utf8');
    expect(stored).not.toContain(password);
    const { passwordHash } = JSON.parse(stored) as { passwordHash: string };
    expect(passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(password, passwordHash)).toBe(true);

    const restarted = new AdminCredentials({ hasPassword: () => Promise.resolve(false) } as never);
    const printedAgain = jest
      .spyOn((restarted as unknown as { logger: { log: (m: string) => void } }).logger, 'log')
      .mockImplementation(() => undefined);
    await restarted.initialise(config);
    expect(printedAgain).not.toHaveBeenCalled();
    expect(restarted.email).toBe('admin@localhost');
    const kept = (await restarted.ownerPasswordHash('owner-id')) as string;
    expect(await verifyPassword(password, kept)).toBe(true);
    expect(await verifyPassword('something else', kept)).toBe(false);
    expect(existsSync(join(dataDir, 'admin-credentials.json'))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
