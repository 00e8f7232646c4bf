import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's trustProxy is given: no proxy, a hop count, or the proxies' addresses / CIDR ranges. */
export type TrustProxy = false | number | readonly string[];

/** pino's levels, plus 'quiet' (errors only: what tests and command-line tools use). */
export type LogLevel = 'quiet' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Everything the server reads from the environment, read once at boot and validated then: a
 * wrong value stops the start with one line naming the variable (main.ts exits with code 2)
 * instead of meaning something else at run time. Secrets never have defaults: an unset admin
 * password is generated at first start (auth/admin-credentials.ts).
 */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  demoData: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  sessionSecret: string | null;
  eventStoreConnectionString: string | null;
  mongodbUri: string | null;
  /**
   * Where the read models live when MONGODB_URI is unset: `file` (DATA_DIR/read-models.sqlite,
   * kept across restarts) or `memory` (rebuilt from the log at every start; what most tests use).
   */
  readModels: 'file' | 'memory';
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  cookieSecure: boolean;
  /** Origins besides the server's own that may send unsafe requests (the Vite dev server). */
  allowedOrigins: string[];
  /**
   * Which reverse proxies' X-Forwarded-* headers are believed (client IPs for rate limits, the
   * scheme for absolute URLs). Never "every proxy": the left-most X-Forwarded-For is whatever the
   * client wrote.
   */
  trustProxy: TrustProxy;
  frontendDist: string | null;
  /**
   * The public site's origin ('https://events.example.com') for absolute URLs in sitemap.xml and
   * robots.txt; null means the origin each request was sent to.
   */
  siteUrl: string | null;
  logLevel: LogLevel;
  /** JSON lines (production, log collectors) or one readable line per entry (a terminal). */
  logFormat: 'json' | 'pretty';
  /** Worker processes serving the one port (WORKERS; 'auto' = one per core). */
  workers: number;
  /**
   * Set by the server for a cluster's primary, never from the environment: it projects into the
   * read-model file but answers no request, so it keeps every collection on file (decision 0103).
   */
  servesNoRequests?: boolean;
  /**
   * Set by the server for one process serving alone (WORKERS=1), never from the environment: a
   * start far behind the log (an import) serves what its read models hold while they catch up,
   * and runs the start's jobs (purge, mail) once they have (decision 0145).
   */
  servesWhileCatchingUp?: boolean;
  /**
   * Set by `npm run replay` when it rebuilds every read model into the file, never from the
   * environment: they are built into a new file beside the read-model file, which replaces it once
   * complete (FRESH_READ_MODELS_FILE, decision 0155).
   */
  buildsFreshReadModelFile?: boolean;
  /** The node HTTP server's limits against slow or idle clients (milliseconds). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Mail goes out through this SMTP server (smtp:// or smtps://) when set; otherwise it stays in the outbox. */
  smtpUrl: string | null;
  /** The From address of every message; defaults to the site's address on SITE_URL's host (or localhost). */
  mailFrom: string | null;
  /** Days a sent or given-up message stays in the outbox ("Sent mail") before it is deleted. */
  sentMailRetentionDays: number;
  /** Seconds a follower's digest gathers an event's changes, from the first, before it goes out (decision 0070). */
  followerDigestSeconds: number;
}

/** A configuration the server refuses to start with; its message is one line an operator can act on. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const values = parsed.data;
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${values.HEADERS_TIMEOUT_MS}) must not be larger than REQUEST_TIMEOUT_MS (${values.REQUEST_TIMEOUT_MS})`,
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    demoData: values.DEMO_DATA,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    sessionSecret: values.SESSION_SECRET,
    eventStoreConnectionString: values.EVENTSTORE_CONNECTION_STRING,
    mongodbUri: values.MONGODB_URI,
    readModels: values.READ_MODELS,
    cookieSecure: values.COOKIE_SECURE,
    allowedOrigins: values.ALLOWED_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    frontendDist: findFrontendDist(values.FRONTEND_DIST ?? undefined),
    siteUrl: values.SITE_URL,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
    workers: values.WORKERS,
    headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    sentMailRetentionDays: values.SENT_MAIL_RETENTION_DAYS,
    followerDigestSeconds: values.FOLLOWER_DIGEST_SECONDS,
  };
}

/** One variable: unset or blank is `fallback`; otherwise `parse` returns the value or a problem sentence. */
function variable<T>(name: string, fallback: T, parse: (text: string) => T | { problem: string }) {
  return z
    .string()
    .optional()
    .transform((value, context): T => {
      const text = value?.trim();
      if (text === undefined || text === '') return fallback;
      const result = parse(text);
      if (isProblem(result)) {
        context.addIssue({ code: 'custom', message: `${name} ${result.problem}, got "${text}"` });
        return z.NEVER;
      }
      return result;
    });
}

function isProblem(value: unknown): value is { problem: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'problem' in value;
}

/** true/false (any case), also on/off, yes/no and 1/0; anything else is a mistake, not "false". */
export function parseBoolean(text: string): boolean | { problem: string } {
  const lower = text.toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(lower)) return true;
  if (['false', 'off', 'no', '0'].includes(lower)) return false;
  return { problem: 'must be true or false' };
}

function positiveInteger(text: string): number | { problem: string } {
  const value = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(value) && value >= 1
    ? value
    : { problem: 'must be a whole number of milliseconds, 1 or more' };
}

/** `WORKERS`: a count of processes, or 'auto' for one per core. */
export function parseWorkers(text: string): number | { problem: string } {
  if (text.toLowerCase() === 'auto') return availableParallelism();
  const value = Number(text);
  return /^\d+$/.test(text) && value >= 1 && value <= 64
    ? value
    : { problem: "must be a whole number of processes from 1 to 64, or 'auto'" };
}

/**
 * `TRUST_PROXY`: false, a hop count (how many proxies stand in front: the address that many hops
 * from the right of X-Forwarded-For is the client), or the proxies' addresses and CIDR ranges.
 * `true` is refused: it makes the left-most X-Forwarded-For, which the client writes, the client IP.
 */
export function parseTrustProxy(text: string): TrustProxy | { problem: string } {
  const lower = text.toLowerCase();
  if (['false', 'off', 'no', '0'].includes(lower)) return false;
  if (['true', 'on', 'yes', '*'].includes(lower)) {
    return {
      problem:
        'must not trust every proxy (the client writes the left-most X-Forwarded-For): give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    };
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0 || entries.length === 0)
    return {
      problem: `must be false, a hop count or a list of IP addresses / CIDR ranges (not "${wrong.join(', ')}")`,
    };
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** A server address for EVENTSTORE_CONNECTION_STRING / MONGODB_URI: a URL with one of the expected schemes. */
function connectionUrl(schemes: readonly string[], example: string) {
  return (text: string): string | { problem: string } => {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
    const ok =
      scheme !== undefined &&
      schemes.includes(scheme) &&
      /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+/i.test(text) &&
      !/\s/.test(text);
    return ok
      ? text
      : { problem: `must be a ${schemes.map((s) => `${s}://`).join(' or ')} address such as ${example}` };
  };
}

/** An http(s) origin: scheme, host and optional port, nothing after (a trailing '/' is allowed). */
function siteOrigin(text: string): string | { problem: string } {
  const problem = { problem: "must be the site's http(s) origin without a path, such as https://events.example.com" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return problem;
  }
  const onlyOrigin =
    url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !onlyOrigin || !/^https?:\/\/[^/?#]+\/?$/i.test(text))
    return problem;
  return url.origin;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const envSchema = z.object({
  PORT: variable('PORT', 3000, (text) => {
    const port = Number(text);
    return /^\d+$/.test(text) && port <= 65535 ? port : { problem: 'must be a port number' };
  }),
  HOST: variable('HOST', '0.0.0.0', (text) => text),
  DATA_DIR: variable('DATA_DIR', './data', (text) => text),
  DEMO_DATA: variable('DEMO_DATA', true, (text) => {
    const on = parseBoolean(text);
    return isProblem(on) ? { problem: 'must be on or off' } : on;
  }),
  ADMIN_EMAIL: variable<string | null>('ADMIN_EMAIL', null, (text) =>
    EMAIL.test(text) ? text.toLowerCase() : { problem: 'must be an e-mail address' },
  ),
  // Not trimmed: spaces may be part of a passphrase.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value, context): string | null => {
      if (value === undefined || value.trim() === '') return null;
      if (value.length < 12) {
        context.addIssue({
          code: 'custom',
          message: `ADMIN_PASSWORD must be at least 12 characters long (it has ${value.length})`,
        });
        return z.NEVER;
      }
      return value;
    }),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? null : value)),
  EVENTSTORE_CONNECTION_STRING: variable<string | null>(
    'EVENTSTORE_CONNECTION_STRING',
    null,
    connectionUrl(
      ['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover', 'kdb', 'kdb+discover'],
      'kurrentdb://localhost:2113?tls=false',
    ),
  ),
  MONGODB_URI: variable<string | null>(
    'MONGODB_URI',
    null,
    connectionUrl(['mongodb', 'mongodb+srv'], 'mongodb://localhost:27017/dental'),
  ),
  READ_MODELS: variable<'file' | 'memory'>('READ_MODELS', 'file', (text) => {
    const where = text.toLowerCase();
    return where === 'file' || where === 'memory' ? where : { problem: 'must be file or memory' };
  }),
  COOKIE_SECURE: variable('COOKIE_SECURE', false, parseBoolean),
  ALLOWED_ORIGINS: variable<string[]>('ALLOWED_ORIGINS', [], (text) => {
    const origins = text
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    const wrong = origins.find((origin) => isProblem(siteOrigin(origin)));
    return wrong === undefined ? origins : { problem: `must be http(s) origins separated by commas (not "${wrong}")` };
  }),
  TRUST_PROXY: variable<TrustProxy>('TRUST_PROXY', false, parseTrustProxy),
  FRONTEND_DIST: variable<string | null>('FRONTEND_DIST', null, (text) => text),
  SITE_URL: variable<string | null>('SITE_URL', null, siteOrigin),
  LOG_LEVEL: variable<LogLevel>('LOG_LEVEL', 'info', (text) => {
    const level = text.toLowerCase() === 'silent' ? 'quiet' : text.toLowerCase();
    return (LOG_LEVELS as readonly string[]).includes(level)
      ? (level as LogLevel)
      : { problem: `must be one of ${LOG_LEVELS.join(', ')}` };
  }),
  LOG_FORMAT: variable<'json' | 'pretty' | null>('LOG_FORMAT', null, (text) => {
    const format = text.toLowerCase();
    return format === 'json' || format === 'pretty' ? format : { problem: 'must be json or pretty' };
  }),
  WORKERS: variable('WORKERS', 1, parseWorkers),
  HEADERS_TIMEOUT_MS: variable('HEADERS_TIMEOUT_MS', 10_000, positiveInteger),
  REQUEST_TIMEOUT_MS: variable('REQUEST_TIMEOUT_MS', 30_000, positiveInteger),
  KEEP_ALIVE_TIMEOUT_MS: variable('KEEP_ALIVE_TIMEOUT_MS', 60_000, positiveInteger),
  // The URL may hold the SMTP password: a wrong one is reported without repeating it.
  SMTP_URL: z
    .string()
    .optional()
    .transform((value, context): string | null => {
      const text = value?.trim();
      if (text === undefined || text === '') return null;
      const parsed = connectionUrl(['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465')(text);
      if (isProblem(parsed)) {
        context.addIssue({ code: 'custom', message: `SMTP_URL ${parsed.problem}` });
        return z.NEVER;
      }
      return parsed;
    }),
  // A bare address or 'Name <address>'.
  MAIL_FROM: variable<string | null>('MAIL_FROM', null, (text) =>
    /^[^\s@<>]+@[^\s@<>]+$/.test(text) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(text)
      ? text
      : { problem: "must be an e-mail address, or 'Name <address>'" },
  ),
  SENT_MAIL_RETENTION_DAYS: variable('SENT_MAIL_RETENTION_DAYS', 90, (text) => {
    const days = Number(text);
    return /^\d+$/.test(text) && days >= 1 && days <= 3650
      ? days
      : { problem: 'must be a whole number of days, 1 to 3650' };
  }),
  FOLLOWER_DIGEST_SECONDS: variable('FOLLOWER_DIGEST_SECONDS', 900, (text) => {
    const seconds = Number(text);
    return /^\d+$/.test(text) && seconds >= 1 && seconds <= 86_400
      ? seconds
      : { problem: 'must be a whole number of seconds, 1 to 86400' };
  }),
});

const LOG_LEVELS: readonly LogLevel[] = ['quiet', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'];

function findFrontendDist(configured: string | undefined): string | null {
  const candidates = configured
    ? [resolve(configured)]
    : [resolve(__dirname, '../../../frontend/dist'), resolve(process.cwd(), 'frontend/dist')];
  return candidates.find((candidate) => existsSync(resolve(candidate, 'index.html'))) ?? null;
}
