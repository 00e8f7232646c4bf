import type { LiveEventCreated } from '@dental/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { submissionForm } from '../submissions/testing/submission-test-kit';
import { SpawnedServer, ensureBuilt, signIn, spawnServer } from '../testing/spawned-server';
import { TEST_ADMIN_EMAIL } from '../testing/test-app';

/**
 * A port nobody listens on now, from the range this suite uses (3211-3219), probed rather than
 * fixed: two runs of this suite at once on one machine must not talk to each other's server.
 */
async function freePort(): Promise<number> {
  for (let port = 3211; port <= 3219; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3211-3219');
}
const ORGANISER = 'programs@lowcountry-implant.example.org';

/** Sends a JSON request and returns the answer's body, typed `T` as the route answers. */
async function send<T = unknown>(
  server: SpawnedServer,
  method: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The outbox once it holds `expected` messages, none still queued (or what it holds after 15 s). */
async function outboxOnce(server: SpawnedServer, expected: number) {
  const cookie = await signIn(server);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = (await (await fetch(`${server.url}/api/outbox`, { headers: { cookie } })).json()) as Array<{
      template: string;
      to: string;
      status: string;
    }>;
    if (
      (messages.length >= expected && messages.every((message) => message.status === 'sent')) ||
      Date.now() > deadline
    )
      return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real server killed with SIGKILL right after each step of a submission's life was answered
 * (the domain event stored, its mail perhaps not yet), then started again on the same DATA_DIR:
 * every message is there once, none lost, none twice.
 */
describe('mail from the real server (npm start)', () => {
  let dataDir: string;
  let server: SpawnedServer | null = null;

  beforeAll(() => ensureBuilt());

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dental-mail-kill-'));
  });

  afterEach(async () => {
    await server?.kill();
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () =>
    (server = await spawnServer({ dataDir, port: await freePort(), env: { SITE_URL: 'https://events.example.com' } }));

  it('after kill -9 between each domain event and its mail, sends the messages of a submission received, approved and published exactly once each', async () => {
    let current = await start();
    const { id: submissionId } = await send<{ id: string }>(
      current,
      'POST',
      '/api/event-submissions',
      submissionForm(),
    );
    await current.kill();

    current = await start();
    let cookie = await signIn(current);
    await send(
      current,
      'PATCH',
      `/api/event-submissions/${submissionId}`,
      { status: 'approved', reviewNotes: 'Welcome aboard.' },
      cookie,
    );
    await current.kill();

    current = await start();
    cookie = await signIn(current);
    const { eventId } = await send<LiveEventCreated>(
      current,
      'POST',
      `/api/event-submissions/${submissionId}/create-event`,
      {},
      cookie,
    );
    await current.kill();

    current = await start();
    const messages = await outboxOnce(current, 4);
    expect(messages.map((message) => [message.template, message.to]).reverse()).toEqual([
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', ORGANISER],
      ['organiser-approved', ORGANISER],
      ['organiser-published', ORGANISER],
    ]);
    expect(eventId).toBeTruthy();
  }, 120_000);

  it('with WORKERS=2, mail queued by a worker (a follow confirmation) is sent by the primary', async () => {
    const current = (server = await spawnServer({
      dataDir,
      port: await freePort(),
      env: { SITE_URL: 'https://events.example.com', WORKERS: '2' },
    }));
    const { id: submissionId } = await send<{ id: string }>(
      current,
      'POST',
      '/api/event-submissions',
      submissionForm(),
    );
    const cookie = await signIn(current);
    await send(
      current,
      'PATCH',
      `/api/event-submissions/${submissionId}`,
      { status: 'approved', reviewNotes: null },
      cookie,
    );
    const { eventId } = await send<LiveEventCreated>(
      current,
      'POST',
      `/api/event-submissions/${submissionId}/create-event`,
      {},
      cookie,
    );
    const followed = await fetch(`${current.url}/api/events/${eventId}/followers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: current.url },
      body: JSON.stringify({ email: 'fan@example.com' }),
    });
    expect(followed.status).toBe(202);
    const messages = await outboxOnce(current, 5);
    expect(messages.map((message) => [message.template, message.status])).toContainEqual([
      'follow-confirmation',
      'sent',
    ]);
    expect(messages).toHaveLength(5);
  }, 120_000);
});
