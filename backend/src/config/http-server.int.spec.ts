import { connect, type AddressInfo, type Socket } from 'node:net';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TestApp } from '../testing/test-app';

/** Opens a connection, writes `bytes` (if any) and reports what came back and when the server closed it. */
function watchConnection(
  port: number,
  bytes: string | null,
  giveUpMs: number,
): Promise<{ closedAfterMs: number | null; text: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, text });
    }, giveUpMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, text });
    });
    if (bytes !== null) socket.write(bytes);
  });
}

describe('timeouts against slow and idle clients (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS)', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    app = await TestApp.start({
      env: { HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '300' },
    });
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.stop();
  });

  it('closes a connection whose headers never finish, with 408 {message}', async () => {
    const { closedAfterMs, text } = await watchConnection(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      5000,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(350);
    expect(closedAfterMs!).toBeLessThan(1500);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('{"message":"The request took too long to arrive."}');
  });

  it('closes a connection that never sends anything', async () => {
    const { closedAfterMs } = await watchConnection(port, null, 5000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(1500);
  });

  it('closes a request whose body never finishes arriving', async () => {
    const { closedAfterMs, text } = await watchConnection(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      5000,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle kept-alive connection after its answer', async () => {
    const { closedAfterMs, text } = await watchConnection(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
      5000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).not.toBeNull();
    // Node waits one second past keepAliveTimeout before closing (a margin for clients about to reuse it).
    expect(closedAfterMs!).toBeLessThan(2500);
  });

  it('leaves a prompt client alone', async () => {
    const { text } = await watchConnection(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      2000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('client addresses behind a proxy (TRUST_PROXY) for the sign-in limit', () => {
  const wrongLogin = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        // Not the admin's account: these tests are about the count per client, not per account.
        payload: { email: 'someone@example.com', password: 'not the password at all' },
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
  const rightLogin = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });

  it('with TRUST_PROXY=1 counts the address the proxy saw (the right-most), whatever the client wrote before it', async () => {
    const app = await TestApp.start({ env: { TRUST_PROXY: '1' } });
    try {
      // The proxy appends the address it saw; everything to its left is the client's own writing.
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await wrongLogin(app, '127.0.0.1', `198.51.100.${attempt}, 203.0.113.7`)).statusCode).toBe(401);
      expect((await wrongLogin(app, '127.0.0.1', '198.51.100.77, 203.0.113.7')).statusCode).toBe(429);
      expect((await rightLogin(app, '127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
      // Another visitor behind the same proxy has a limit of their own.
      expect((await rightLogin(app, '127.0.0.1', '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('with TRUST_PROXY counts every IPv6 address of one /64 network as one client', async () => {
    const app = await TestApp.start({ env: { TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 25; attempt += 1)
        statuses.push((await wrongLogin(app, '127.0.0.1', `2001:db8:1:2::${(attempt + 1).toString(16)}`)).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(15).fill(429)]);
      expect((await rightLogin(app, '127.0.0.1', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
      // The neighbouring /64 is another client.
      expect((await rightLogin(app, '127.0.0.1', '2001:db8:1:3::1')).statusCode).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('without TRUST_PROXY counts the socket address and ignores X-Forwarded-For', async () => {
    const app = await TestApp.start();
    try {
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await wrongLogin(app, '192.0.2.10', `198.51.100.${attempt}`)).statusCode).toBe(401);
      expect((await rightLogin(app, '192.0.2.10', '203.0.113.99')).statusCode).toBe(429);
      expect((await rightLogin(app, '192.0.2.11', '192.0.2.10')).statusCode).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
