import type { EventListing } from '@dental/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.factory';
import { AppConfig, loadConfig } from '../config/app-config';
import { ManualClock } from '../shared/clock';

export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** An answer; its body's type is the caller's to name (request<EventListing>(...)), unknown until then. */
export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

/** The methods Fastify's inject sends. */
export type TestMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * The whole application on a temporary SQLite file and in-memory read models, driven through
 * Fastify's inject (no socket). Demo data is off unless asked for; time is a ManualClock.
 */
export class TestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly clock: ManualClock,
    readonly config: AppConfig,
    private readonly cleanUp: () => void,
  ) {}

  static async start(
    options: {
      demoData?: boolean;
      clock?: ManualClock;
      env?: Record<string, string>;
      dataDir?: string;
      /** As a cluster's primary: with READ_MODELS=file, every collection is kept on file. */
      servesNoRequests?: boolean;
      /** As one process serving alone: a start far behind the log serves while it catches up (decision 0145). */
      servesWhileCatchingUp?: boolean;
    } = {},
  ): Promise<TestApp> {
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dental-events-test-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: options.demoData ? 'on' : 'off',
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-to-sign',
      FRONTEND_DIST: join(dataDir, 'no-frontend'),
      LOG_LEVEL: 'quiet',
      // The read-model file has tests of its own; the others keep the quicker store in memory.
      READ_MODELS: 'memory',
      ...options.env,
    });
    if (options.servesNoRequests) config.servesNoRequests = true;
    if (options.servesWhileCatchingUp) config.servesWhileCatchingUp = true;
    const clock = options.clock ?? new ManualClock();
    const app = await createApp(config, { clock, schedule: false });
    return new TestApp(app, clock, config, () =>
      options.dataDir ? undefined : rmSync(dataDir, { recursive: true, force: true }),
    );
  }

  async stop(): Promise<void> {
    await this.app.close();
    this.cleanUp();
  }

  get<T>(type: abstract new (...args: never[]) => T): T {
    return this.app.get(type);
  }

  async request<T = unknown>(
    method: TestMethod,
    url: string,
    options: { body?: unknown; rawBody?: string; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let payload: string | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await this.app.getHttpAdapter().getInstance().inject({ method, url, headers, payload });
    return {
      status: response.statusCode,
      body: jsonOrUndefined(response.body) as T,
      text: response.body,
      headers: response.headers,
    };
  }

  /** Creates an event through the API (eventForm with `overrides`) as the signed-in `cookie`; throws unless created. */
  async createEvent(cookie: string, overrides: Record<string, unknown> = {}): Promise<EventListing> {
    const response = await this.request<EventListing>('POST', '/api/events', { body: eventForm(overrides), cookie });
    if (response.status !== 201) throw new Error(`creating an event failed: ${response.status} ${response.text}`);
    return response.body;
  }

  /** Moves an item to the trash (`/api/events/<id>`, `/api/speakers/<id>`…) with the test admin's password; throws unless it went. */
  async trash(cookie: string, itemPath: string): Promise<void> {
    const response = await this.request('POST', `${itemPath}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie,
    });
    if (response.status !== 200) throw new Error(`trashing ${itemPath} failed: ${response.status} ${response.text}`);
  }

  /** Signs in as the test admin and returns the Cookie header value to send with admin requests. */
  async login(remoteAddress?: string): Promise<string> {
    const response = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
        remoteAddress,
      });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const setCookie = response.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return String(first).split(';')[0];
  }
}

/** An answer's JSON, or undefined for an empty or non-JSON body (a page, a feed). */
function jsonOrUndefined(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** A valid edit-event form for tests. */
export function eventForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Great Lakes Implant Symposium',
    date: '2026-12-14',
    location: 'Lakeside Convention Center',
    city: 'Chicago',
    description: 'Two days of implant dentistry lectures and workshops.',
    image: 'aaid-conference',
    registrationUrl: 'https://register.example.com/glis',
    ...overrides,
  };
}
