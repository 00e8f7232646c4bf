import { Inject, Injectable } from '@nestjs/common';
import { localIsoDay } from '@dental/contracts';
import { withRequestId } from '../shared/logging/request-log';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../auth';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { Clock } from '../shared/clock';
import { isApiPath } from '../shared/http/security';
import { originFrom } from '../shared/http/site-origin';
import { isPublicAnswerRoute } from './public-answer';
import { type AnswerSource, type CachedAnswer, etagOf, PublicResponseCache } from './public-response-cache';

/** Answers kept at most: bodies and their compressed copies (about a thousand large pages). */
export const PUBLIC_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** How long a page render keeps its turn before the next goes ahead (a render takes milliseconds to a few hundred). */
export const RENDER_TURN_MS = 5_000;

/** Headers that belong to one response, not to the answer: never stored. */
const PER_RESPONSE_HEADERS = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'vary',
  'set-cookie',
  'keep-alive',
  'x-request-id',
];

/** What the request was stamped with when it arrived: where its answer is kept, and for which generation. */
interface Stamp {
  key: string;
  generation: string;
}
const STAMP = Symbol('publicReadStamp');
const CACHEABLE = Symbol('publicReadCacheable');
const SOURCES = Symbol('publicReadSources');
type StampedRequest = FastifyRequest & {
  [STAMP]?: Stamp;
  [CACHEABLE]?: readonly number[];
  [SOURCES]?: readonly AnswerSource[];
  adminEmail?: string | null;
};

const ONLY_OK: readonly number[] = [200];

/** Marks a request whose answer is public: it depends only on its URL and the read models (statuses that may be kept). */
export function markPublicAnswer(request: FastifyRequest, statuses: readonly number[] = [200]): void {
  (request as StampedRequest)[CACHEABLE] = statuses;
}

/** Marks a rendered page's answer with the answers it was made from, kept beside it (see `PublicReadPath.keptPageStillTrue`). */
export function markPageSources(request: FastifyRequest, sources: readonly AnswerSource[] | null): void {
  if (sources) (request as StampedRequest)[SOURCES] = sources;
}

/** An in-process answer of the public API: what a page render reads. */
interface InProcessAnswer {
  status: number;
  body: Uint8Array;
  etag: string;
}

/**
 * The one read path for everything public (decision 0020). A public answer (a rendered page, or
 * public JSON) depends only on its URL and the generation of what it was made from: the read
 * models' position and the day (pages show countdowns). The first anonymous request for a URL goes
 * through the framework as usual, and its answer is kept, with an ETag and compressed copies made
 * once. Every later anonymous GET of that URL in the same generation is answered here, at the
 * HTTP server, before the framework: 304 when the client has it, else the bytes in the best coding
 * the client accepts. A write moves the position, so nothing stale is ever served.
 *
 * A rendered page also keeps the answers it was made from (its sources: the public API reads of its
 * render). After a write, the page is kept under the new generation when every source still answers
 * the same, so a write re-renders only the pages whose data it changed (decision 0078).
 *
 * Admin requests (with a session cookie) always go through the framework: they may see more.
 */
@Injectable()
export class PublicReadPath {
  readonly cache = new PublicResponseCache(PUBLIC_CACHE_MAX_BYTES);
  /** The answers read so far by the page render in progress (renders take turns: `recordingSources`). */
  private sourcesInProgress: AnswerSource[] | null = null;
  /** Settles when the render whose turn it is has ended (or overrun its turn). */
  private renderTurns: Promise<void> = Promise.resolve();
  private fastify: FastifyInstance | null = null;
  /** The local day generation() last read, and when it starts and ends (ms; empty at first). */
  private today = { from: 0, until: 0, day: '' };
  /** The last generation() given, and what it was made of. */
  private lastGeneration = { position: -1, rebuilds: -1, day: '', text: '' };

  constructor(
    private readonly projections: ProjectionEngine,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * What public answers are made from: the read models' position, how many times they changed
   * without a domain event reported for each change (a rebuild; the end of a catch-up while serving,
   * decision 0145) and the local day.
   */
  generation(): string {
    const { position, rebuilds } = this.projections;
    const day = this.localDay();
    const last = this.lastGeneration;
    // The same text while nothing changed: every cached answer asks for it, and the cache then
    // compares one string with itself.
    if (last.position !== position || last.rebuilds !== rebuilds || last.day !== day)
      this.lastGeneration = { position, rebuilds, day, text: `${position}.${rebuilds}|${day}` };
    return this.lastGeneration.text;
  }

  /** The Clock's local calendar day (localIsoDay), worked out again only once now leaves it. */
  private localDay(): string {
    const now = this.clock.nowMs();
    if (now < this.today.from || now >= this.today.until) {
      const moment = new Date(now);
      const [year, month, date] = [moment.getFullYear(), moment.getMonth(), moment.getDate()];
      this.today = {
        from: new Date(year, month, date).getTime(),
        until: new Date(year, month, date + 1).getTime(),
        day: localIsoDay(moment),
      };
    }
    return this.today.day;
  }

  /**
   * The cache key of a URL. JSON under /api holds no absolute URLs; pages, the sitemap and
   * robots.txt do, so they are kept per origin.
   */
  keyFor(url: string, origin: string): string {
    return isApiPath(url) ? url : `${origin}${url}`;
  }

  /** The origin a request was sent to: SITE_URL when set, else the scheme and Host it came with. */
  originOf(rawHeaders: readonly string[]): string {
    return this.originFrom(readHeaders(rawHeaders));
  }

  private originFrom(headers: RequestHeaders): string {
    return originFrom(this.config, headers.host, headers.forwardedProto);
  }

  /** Answers an anonymous GET from the cache and returns true, or returns false and leaves the request alone. */
  answerEarly = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    // One pass over the raw header list: `request.headers` is built on first use, which would cost more than the rest.
    const headers = readHeaders(request.rawHeaders);
    if (headers.sessionCookie) return false;
    const answer = this.cache.get(this.keyFor(request.url, this.originFrom(headers)), this.generation());
    if (answer === undefined) return false;
    if (answer.matches(headers.ifNoneMatch)) {
      response.writeHead(304, withRequestId(answer.notModifiedHeaderList(), request));
      response.end();
      return true;
    }
    const coding = answer.codingFor(headers.acceptEncoding);
    // Asked for again: its brotli copy is made at the better quality, once (public-response-cache.ts).
    const body = answer.bodyIn(coding, true);
    response.writeHead(answer.status, withRequestId(answer.headerListFor(coding), request));
    response.end(body);
    return true;
  };

  /**
   * Stamps every request with its key and generation on arrival (before anything is read, so an
   * answer made while a write lands is kept under the older generation and never served), and
   * keeps each public answer as it is sent, compressed for the client that asked.
   */
  registerHooks(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (request.method === 'GET')
        (request as StampedRequest)[STAMP] = {
          key: this.keyFor(request.url, this.originOf(request.raw.rawHeaders)),
          generation: this.generation(),
        };
      done();
    });
    fastify.addHook('onSend', (request, reply, payload, done) => {
      done(null, this.keep(request as StampedRequest, reply, payload));
    });
  }

  private keep(request: StampedRequest, reply: FastifyReply, payload: unknown): unknown {
    const stamp = request[STAMP];
    // A page handler marks its request itself (it may keep a 404); a public API route by its config.
    const statuses = request[CACHEABLE] ?? (isPublicAnswerRoute(request) ? ONLY_OK : undefined);
    if (
      !stamp ||
      !statuses ||
      request.adminEmail ||
      !statuses.includes(reply.statusCode) ||
      reply.hasHeader('set-cookie')
    )
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A new plain object of the kept headers (deleting keys from a copy leaves an object that is slow to read).
    const headers: OutgoingHttpHeaders = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.includes(name)),
    );
    headers['cache-control'] ??= 'no-cache';
    const answer = this.cache.set(
      stamp.key,
      stamp.generation,
      reply.statusCode,
      headers,
      Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      request[SOURCES] ?? null,
    );
    reply
      .header('cache-control', headers['cache-control'])
      .header('etag', answer.etag)
      .header('vary', 'accept-encoding')
      .removeHeader('content-length');
    if (answer.matches(request.headers['if-none-match'])) {
      reply.code(304).removeHeader('content-type');
      return '';
    }
    const coding = answer.codingFor(request.headers['accept-encoding']);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return answer.bodyIn(coding);
  }

  /**
   * A fetch for the server's page renders: public API paths answered in process, from the cache
   * when it holds them, else through the full stack (which keeps the answer for everyone). Each
   * answer is recorded as a source of the render in progress, if any (`recordingSources`).
   */
  inProcessFetch(fastify: FastifyInstance): typeof fetch {
    this.fastify = fastify;
    return async (input: string | URL | Request) => {
      const url =
        typeof input === 'string'
          ? new URL(input, 'http://in-process')
          : new URL(input instanceof URL ? input.href : input.url);
      const key = this.keyFor(`${url.pathname}${url.search}`, '');
      const answer = await this.answerInProcess(key);
      this.sourcesInProgress?.push({ key, status: answer.status, etag: answer.etag });
      return new Response(answer.status === 204 ? null : new Uint8Array(answer.body), { status: answer.status });
    };
  }

  /**
   * Runs a page render, collecting the answers it reads. Renders take turns, so every answer the
   * in-process fetch gives while one runs is that render's: telling concurrent renders apart would
   * need an AsyncLocalStorage, whose async hooks every promise and tick of the process then pays
   * for, cached answers included (decision 0152). A render is mostly synchronous work on the one
   * event loop, so taking turns costs a page little. One that overruns its turn (RENDER_TURN_MS)
   * lets the next go ahead; its own list may then miss answers, so it has none (null): the page
   * is rendered again after any write instead of kept. Answers it reads late land in the next
   * render's list, which can only make that page be rendered again more often.
   */
  async recordingSources<T>(render: () => Promise<T>): Promise<{ result: T; sources: AnswerSource[] | null }> {
    const previous = this.renderTurns;
    let endTurn!: () => void;
    this.renderTurns = new Promise<void>((resolvePromise) => (endTurn = resolvePromise));
    await previous;
    const sources: AnswerSource[] = [];
    this.sourcesInProgress = sources;
    let overran = false;
    const turnOver = setTimeout(() => {
      overran = true;
      endTurn();
    }, RENDER_TURN_MS);
    try {
      const result = await render();
      return { result, sources: overran ? null : sources };
    } finally {
      clearTimeout(turnOver);
      if (this.sourcesInProgress === sources) this.sourcesInProgress = null;
      endTurn();
    }
  }

  /**
   * The page kept for this request's URL from an earlier generation of the same day, when every
   * answer it was made from still answers the same: the page would render byte for byte the same
   * markup, so it is sent again (and kept under the new generation) instead of rendered.
   */
  async keptPageStillTrue(request: FastifyRequest): Promise<CachedAnswer | undefined> {
    const stamp = (request as StampedRequest)[STAMP];
    if (!stamp) return undefined;
    const kept = this.cache.peek(stamp.key);
    if (!kept?.sources || dayOf(kept.generation) !== dayOf(stamp.generation)) return undefined;
    const now = await Promise.all(kept.sources.map((source) => this.answerInProcess(source.key)));
    const unchanged = kept.sources.every(
      (source, index) => now[index].status === source.status && now[index].etag === source.etag,
    );
    return unchanged ? kept : undefined;
  }

  private async answerInProcess(key: string): Promise<InProcessAnswer> {
    const cached = this.cache.get(key, this.generation());
    if (cached) return { status: cached.status, body: cached.body, etag: cached.etag };
    if (!this.fastify) throw new Error('The in-process fetch is used before the server exists');
    const answer = await this.fastify.inject({ method: 'GET', url: key });
    return { status: answer.statusCode, body: answer.rawPayload, etag: etagOf(answer.rawPayload) };
  }
}

/** The day part of a generation ('position|YYYY-MM-DD'). */
function dayOf(generation: string): string {
  return generation.slice(generation.indexOf('|') + 1);
}

interface RequestHeaders {
  host?: string;
  forwardedProto?: string;
  ifNoneMatch?: string;
  acceptEncoding?: string;
  sessionCookie: boolean;
}

function readHeaders(rawHeaders: readonly string[]): RequestHeaders {
  const headers: RequestHeaders = { sessionCookie: false };
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const value = rawHeaders[index + 1];
    switch (rawHeaders[index].toLowerCase()) {
      case 'host':
        headers.host = value;
        break;
      case 'x-forwarded-proto':
        headers.forwardedProto = value;
        break;
      case 'if-none-match':
        headers.ifNoneMatch = value;
        break;
      case 'accept-encoding':
        headers.acceptEncoding = value;
        break;
      case 'cookie':
        if (value.includes(`${SESSION_COOKIE}=`)) headers.sessionCookie = true;
        break;
    }
  }
  return headers;
}
