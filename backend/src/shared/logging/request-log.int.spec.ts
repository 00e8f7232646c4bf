import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../app.factory';
import { loadConfig } from '../../config/app-config';
import { ManualClock } from '../clock';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../testing/test-app';
import { ReadinessCheck } from '../../health/readiness';

interface LogEntry {
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string | null;
  path?: string;
  status?: number;
  ms?: number;
  security?: boolean;
  err?: { message: string; stack?: string };
  [field: string]: unknown;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('request lines and request ids', () => {
  let app: NestFastifyApplication;
  let dataDir: string;
  let port: number;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
  const linesFor = (reqId: unknown) => entries().filter((entry) => entry.reqId === reqId);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dental-events-log-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-to-sign',
      FRONTEND_DIST: join(dataDir, 'no-frontend'),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    app = await createApp(config, {
      clock: new ManualClock(),
      schedule: false,
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('returns a new id as x-request-id and logs one JSON line with method, route pattern, status, duration and id', async () => {
    const response = await get(port, '/api/events/no-such-event?utm=1');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(linesFor(id)).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        reqId: id,
        method: 'GET',
        route: '/api/events/:id',
        path: '/api/events/no-such-event',
        status: 404,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('logs a request Fastify refuses before routing (a broken %-escape) too', async () => {
    const response = await get(port, '/api/events/%', { 'x-request-id': 'bad-url-1' });
    expect(response.status).toBe(400);
    expect(response.headers['x-request-id']).toBe('bad-url-1');
    expect(linesFor('bad-url-1')).toEqual([
      expect.objectContaining({ level: 'info', status: 400, path: '/api/events/%' }),
    ]);
  });

  it('gives every request its own id', async () => {
    const first = await get(port, '/api/health');
    const second = await get(port, '/api/health');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps an incoming id that looks safe and replaces one that does not', async () => {
    const kept = await get(port, '/api/health', { 'x-request-id': 'lb-7f3a9c:42.1' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c:42.1');
    expect(linesFor('lb-7f3a9c:42.1')).toHaveLength(1);
    for (const unsafe of ['"}{"level":"fatal', 'a'.repeat(65), 'id with spaces', '<script>']) {
      const replaced = await get(port, '/api/health', { 'x-request-id': unsafe });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
    expect(lines.join('\n')).not.toContain('<script>');
  });

  it('logs refusals (401, 403, 429) at warn as security events, never with the password or the cookie', async () => {
    const body = JSON.stringify({ email: TEST_ADMIN_EMAIL, password: 'a wrong secret passphrase' });
    const response = await app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
        headers: {
          'content-type': 'application/json',
          cookie: 'dental_session=abc.def',
          authorization: 'Bearer t0ken',
        },
        remoteAddress: '10.44.0.1',
      });
    expect(response.statusCode).toBe(401);
    const [entry] = linesFor(response.headers['x-request-id']);
    expect(entry).toMatchObject({
      level: 'warn',
      security: true,
      status: 401,
      method: 'POST',
      route: '/api/auth/login',
      ip: '10.44.0.1',
    });
    const written = lines.join('\n');
    expect(written).not.toContain('a wrong secret passphrase');
    expect(written).not.toContain('abc.def');
    expect(written).not.toContain('t0ken');

    const forbidden = await app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/events',
        payload: '{}',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      });
    expect(forbidden.statusCode).toBe(403);
    expect(linesFor(forbidden.headers['x-request-id'])).toEqual([
      expect.objectContaining({ level: 'warn', security: true, status: 403 }),
    ]);
  });

  it('logs the admin area asking who is signed in, without a session, as a request, not a refusal', async () => {
    const inject = (headers: Record<string, string>) =>
      app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/auth/me', headers });
    const visitor = await inject({ cookie: 'dental_seen_position=12' });
    expect(visitor.statusCode).toBe(401);
    expect(linesFor(visitor.headers['x-request-id'])).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', status: 401 }),
    ]);
    // A session that is sent and refused (expired, forged) is still worth a look.
    const forged = await inject({ cookie: 'dental_admin_session=forged.value' });
    expect(forged.statusCode).toBe(401);
    expect(linesFor(forged.headers['x-request-id'])).toEqual([
      expect.objectContaining({ level: 'warn', security: true, status: 401 }),
    ]);
  });

  it('logs a 5xx at error with its id and what failed, and answers without details', async () => {
    const check = jest
      .spyOn(app.get(ReadinessCheck), 'check')
      .mockRejectedValueOnce(new Error('kaboom in the readiness check'));
    try {
      const response = await get(port, '/api/ready', { 'x-request-id': 'probe-500' });
      expect(response.status).toBe(500);
      expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(linesFor('probe-500')).toEqual([
        expect.objectContaining({
          level: 'error',
          msg: 'request failed',
          status: 500,
          route: '/api/ready',
          err: expect.objectContaining({
            message: 'kaboom in the readiness check',
            stack: expect.stringContaining('Error: kaboom'),
          }),
        }),
      ]);
    } finally {
      check.mockRestore();
    }
  });

  it('gives a public answer served from the cache, before the framework, an id and a line too', async () => {
    const first = await get(port, '/api/events');
    expect(first.status).toBe(200);
    const cached = await get(port, '/api/events');
    const id = cached.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(id).not.toBe(first.headers['x-request-id']);
    expect(linesFor(id)).toEqual([
      expect.objectContaining({
        level: 'info',
        reqId: id,
        method: 'GET',
        route: 'cached',
        path: '/api/events',
        status: 200,
      }),
    ]);
    const kept = await get(port, '/api/events', { 'x-request-id': 'edge-123' });
    expect(kept.headers['x-request-id']).toBe('edge-123');
    // The cached answer keeps no request's id for the next one.
    const again = await get(port, '/api/events');
    expect(again.headers['x-request-id']).not.toBe('edge-123');
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
