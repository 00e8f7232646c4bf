import { resolve } from 'node:path';
import { existsSync } from 'node:fs';

/**
 * Everything the server reads from the environment, read once at boot. Secrets never have
 * defaults: an unset admin password is generated at first start (auth/admin-credentials.ts).
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
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  cookieSecure: boolean;
  /** Origins besides the server's own that may send unsafe requests (the Vite dev server). */
  allowedOrigins: string[];
  /** Trust X-Forwarded-* from a reverse proxy (for client IPs in rate limits). */
  trustProxy: boolean;
  frontendDist: string | null;
  /**
   * The public site's origin ('https://events.example.com') for absolute URLs in sitemap.xml and
   * robots.txt; null means the origin each request was sent to.
   */
  siteUrl: string | null;
  logLevel: 'normal' | 'quiet';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: parsePort(env.PORT ?? '3000'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    demoData: (env.DEMO_DATA ?? 'on').toLowerCase() !== 'off',
    adminEmail: blankToNull(env.ADMIN_EMAIL)?.toLowerCase() ?? null,
    adminPassword: blankToNull(env.ADMIN_PASSWORD),
    sessionSecret: blankToNull(env.SESSION_SECRET),
    eventStoreConnectionString: blankToNull(env.EVENTSTORE_CONNECTION_STRING),
    mongodbUri: blankToNull(env.MONGODB_URI),
    cookieSecure: env.COOKIE_SECURE === 'true',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    frontendDist: findFrontendDist(env.FRONTEND_DIST),
    siteUrl: parseSiteUrl(env.SITE_URL),
    logLevel: env.LOG_LEVEL === 'quiet' ? 'quiet' : 'normal',
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** An http(s) origin: scheme, host and optional port, nothing after (a trailing '/' is allowed). */
export function parseSiteUrl(value: string | undefined): string | null {
  const text = blankToNull(value)?.trim();
  if (text === undefined) return null;
  const problem = `SITE_URL must be the site's http(s) origin without a path, such as https://events.example.com, got "${text}"`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(problem);
  }
  const onlyOrigin = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !onlyOrigin || !/^https?:\/\/[^/?#]+\/?$/i.test(text)) throw new Error(problem);
  return url.origin;
}

function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

function findFrontendDist(configured: string | undefined): string | null {
  const candidates = configured ? [resolve(configured)] : [resolve(__dirname, '../../../frontend/dist'), resolve(process.cwd(), 'frontend/dist')];
  return candidates.find((candidate) => existsSync(resolve(candidate, 'index.html'))) ?? null;
}
