import { chmodSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ReadinessAnswerSchema } from '@dental/contracts';
import type { z } from 'zod';
import { TestApp } from '../testing/test-app';

type ReadinessAnswer = z.output<typeof ReadinessAnswerSchema>;

describe('health and readiness', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('answers /api/health while the process is up, never cached', async () => {
    const response = await app.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is ready with the event store reachable, the log followed, no lag and the read store reachable', async () => {
    const response = await app.request<ReadinessAnswer>('GET', '/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ready',
      eventStore: { kind: 'sqlite', ok: true, head: expect.any(Number) },
      subscription: { ok: true, state: 'running' },
      projections: { ok: true, position: response.body.eventStore.head, lagPositions: 0, lagMs: 0 },
      readStore: { kind: 'memory', ok: true },
    });
  });

  it('turns 503 at once when the SQLite file is moved away, and 200 again when it is back', async () => {
    const file = join(app.config.dataDir, 'events.sqlite');
    renameSync(file, `${file}.moved`);
    try {
      const started = Date.now();
      const response = await app.request<ReadinessAnswer>('GET', '/api/ready');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.status).toBe(503);
      expect(response.body.status).toBe('not ready');
      expect(response.body.eventStore).toEqual({
        kind: 'sqlite',
        ok: false,
        head: null,
        error: 'The event store file (events.sqlite in DATA_DIR) is missing',
      });
      expect(response.body.eventStore.error).not.toContain(resolve(app.config.dataDir));
      // Liveness is another question: the process still answers.
      expect((await app.request('GET', '/api/health')).status).toBe(200);
    } finally {
      renameSync(`${file}.moved`, file);
    }
    expect((await app.request<ReadinessAnswer>('GET', '/api/ready')).status).toBe(200);
  });

  it('turns 503 when the SQLite file is made unreadable, and 200 again when it is readable', async () => {
    const file = join(app.config.dataDir, 'events.sqlite');
    chmodSync(file, 0o000);
    try {
      const response = await app.request<ReadinessAnswer>('GET', '/api/ready');
      expect(response.status).toBe(503);
      expect(response.body.eventStore).toMatchObject({
        ok: false,
        error: 'The event store file (events.sqlite in DATA_DIR) is not readable and writable',
      });
    } finally {
      chmodSync(file, 0o644);
    }
    expect((await app.request<ReadinessAnswer>('GET', '/api/ready')).status).toBe(200);
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s on an unknown /api path with a JSON 404',
    async (method) => {
      const response = await app.request(
        method,
        '/api/no-such-thing/42',
        method === 'GET' || method === 'DELETE' ? {} : { body: {} },
      );
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ message: 'Not found' });
    },
  );
});

describe('probe paths outside /api on the full site', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({ env: { FRONTEND_DIST: resolve(__dirname, '../../../frontend/dist') } });
  });
  afterAll(async () => {
    await app.stop();
  });

  it.each(['/health', '/healthz', '/ready', '/metrics', '/docs', '/api'])(
    'does not answer %s with 200 (a probe there must not pass by accident)',
    async (path) => {
      const response = await app.request('GET', path);
      expect(response.status).toBe(404);
    },
  );

  it('still answers unknown /api paths with JSON, not the site', async () => {
    const response = await app.request('GET', '/api/metrics');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
