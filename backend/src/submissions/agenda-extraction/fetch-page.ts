import type { IncomingMessage } from 'node:http';
import { ALLOW_LOOPBACK_FOR_TESTS, LoopbackAllowance } from './address-policy';
import { PageFetchError, formatSeconds } from './errors';
import { requestOnce } from './http-request';
import { assertHtml, decodeHtml, readCappedBody } from './read-body';
import { CheckedTarget, HostResolver, checkTarget, parseTargetUrl, systemResolver } from './target-policy';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

export interface FetchOptions {
  /** Host name resolver; defaults to the system resolver. Every answer is checked before connecting. */
  resolveHost?: HostResolver;
  /** Budget for the whole fetch, redirects and body included. Default 10 s. */
  timeoutMs?: number;
  /** Largest body read. Default 2 MB. */
  maxBytes?: number;
  /**
   * Tests only: pass ALLOW_LOOPBACK_FOR_TESTS (a Symbol, see address-policy.ts) to reach fixture
   * servers on 127.0.0.1. Any other value, `true` included, leaves loopback refused.
   */
  allowLoopback?: LoopbackAllowance;
}

export interface FetchedPage {
  /** The URL the page finally came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  html: string;
  /** Each URL redirected to, in order. */
  redirects: string[];
}

interface Settings {
  resolveHost: HostResolver;
  timeoutMs: number;
  maxBytes: number;
  allowLoopback: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches an event's registration page without letting the URL reach the server's own network:
 * every hop is checked (scheme, credentials, every resolved address) before any connection is
 * made, the connection is pinned to the checked address, and time, size and type are capped.
 * Throws PageFetchError.
 */
export async function fetchRegistrationPage(url: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const settings = settingsFrom(options);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
  try {
    return await followRedirects(url, settings, deadline.signal);
  } catch (error) {
    throw asPageFetchError(error, deadline.signal.aborted, settings);
  } finally {
    clearTimeout(timer);
  }
}

function settingsFrom(options: FetchOptions): Settings {
  return {
    resolveHost: options.resolveHost ?? systemResolver,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    // Identity check, not truthiness: only the imported Symbol turns this on.
    allowLoopback: options.allowLoopback === ALLOW_LOOPBACK_FOR_TESTS,
  };
}

async function followRedirects(rawUrl: string, settings: Settings, signal: AbortSignal): Promise<FetchedPage> {
  let url = parseTargetUrl(rawUrl);
  const redirects: string[] = [];
  for (;;) {
    const target = await checkHop(url, redirects.length > 0, settings, signal);
    const response = await requestOnce(target, signal);
    const location = redirectLocation(response);
    if (location === null) return readPage(response, url, redirects, settings);
    response.destroy();
    if (redirects.length >= MAX_REDIRECTS) {
      throw new PageFetchError(
        'too-many-redirects',
        `The registration page redirected more than ${MAX_REDIRECTS} times.`,
      );
    }
    url = parseRedirect(location, url);
    redirects.push(url.href);
  }
}

async function checkHop(
  url: URL,
  redirected: boolean,
  settings: Settings,
  signal: AbortSignal,
): Promise<CheckedTarget> {
  try {
    return await untilAborted(checkTarget(url, settings.resolveHost, settings.allowLoopback), signal);
  } catch (error) {
    if (redirected && error instanceof PageFetchError && error.reason === 'forbidden-address') {
      throw new PageFetchError(
        'forbidden-address',
        'The registration page redirected to a private or local network address.',
      );
    }
    throw error;
  }
}

function redirectLocation(response: IncomingMessage): string | null {
  if (!REDIRECT_STATUSES.has(response.statusCode ?? 0)) return null;
  const location = response.headers.location;
  if (!location) {
    response.destroy();
    throw new PageFetchError(
      'http-status',
      `The registration page answered with a redirect (HTTP ${response.statusCode}) but no destination.`,
    );
  }
  return location;
}

function parseRedirect(location: string, base: URL): URL {
  let next: string;
  try {
    next = new URL(location, base).href;
  } catch {
    throw new PageFetchError('invalid-url', 'The registration page redirected to an invalid address.');
  }
  return parseTargetUrl(next);
}

async function readPage(
  response: IncomingMessage,
  url: URL,
  redirects: string[],
  settings: Settings,
): Promise<FetchedPage> {
  try {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      throw new PageFetchError('http-status', `The registration page answered with HTTP status ${status}.`);
    }
    assertHtml(response);
    const body = await readCappedBody(response, settings.maxBytes);
    const contentType = response.headers['content-type'] ?? '';
    return { url: url.href, status, contentType, html: decodeHtml(body, contentType), redirects };
  } finally {
    response.destroy();
  }
}

/** DNS lookups take no AbortSignal, so race them against it to keep the total time budget. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** abort() without a reason leaves an AbortError (a DOMException, an Error) as the reason. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason));
}

function asPageFetchError(error: unknown, timedOut: boolean, settings: Settings): PageFetchError {
  if (error instanceof PageFetchError) return error;
  if (timedOut) {
    return new PageFetchError(
      'timeout',
      `The registration page did not respond within ${formatSeconds(settings.timeoutMs)}.`,
      { cause: error },
    );
  }
  return new PageFetchError('network', networkMessage(error), { cause: error });
}

function networkMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ECONNREFUSED') return 'The registration page could not be reached: the server refused the connection.';
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return 'The registration page could not be reached: the connection was closed unexpectedly.';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code.includes('VERIFY'))
    return 'The registration page could not be reached: its security certificate is not valid.';
  return 'The registration page could not be reached.';
}
