import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../../auth/session-store';
import type { SecurityHeaders } from '../../shared/http/security';
import { PublicEventsCache } from './public-events.cache';

/** Answers a request before Fastify sees it and returns true, or returns false and leaves it alone. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The public events list is the site's hottest read. An anonymous `GET /api/events` (no query, no
 * session cookie) whose JSON is cached for the current log position is answered here, at the HTTP
 * server, with the same headers and bytes the full stack would send: Fastify's and Nest's
 * per-request work (routing, hooks, guard, pipes) cost more than half of such a request. Anything
 * else, including a cache miss (which fills the cache), goes through EventsController as usual.
 */
export function answerPublicEventsEarly(cache: PublicEventsCache, apiSecurityHeaders: SecurityHeaders): EarlyAnswer {
  let answered: { json: Buffer; headers: OutgoingHttpHeaders } | null = null;
  return (request, response) => {
    if (request.method !== 'GET' || request.url !== '/api/events' || carriesSessionCookie(request.rawHeaders)) return false;
    const json = cache.current();
    if (json === null) return false;
    if (answered?.json !== json) answered = { json, headers: { ...apiSecurityHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': json.length } };
    response.writeHead(200, answered.headers);
    response.end(json);
    return true;
  };
}

/** Read from the raw header list: `request.headers` is built on first use, which costs more than the rest of this check. */
function carriesSessionCookie(rawHeaders: readonly string[]): boolean {
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index].toLowerCase() === 'cookie' && rawHeaders[index + 1].includes(`${SESSION_COOKIE}=`)) return true;
  }
  return false;
}
