import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { invalid } from '../domain/domain-errors';

/**
 * The origin absolute links to the public site start with: SITE_URL when it is set, else the
 * scheme and Host the request came with (the scheme from X-Forwarded-Proto only with TRUST_PROXY).
 * One definition for the pages, the sitemap and the public read path's cache key, so an answer is
 * never kept under an origin other than the one it was made for. Set SITE_URL in production: a
 * Host header is whatever the client sent.
 */
export function originFrom(
  config: Pick<AppConfig, 'siteUrl' | 'trustProxy'>,
  host: string | undefined,
  forwardedProto: string | undefined,
): string {
  if (config.siteUrl) return config.siteUrl;
  const protocol = config.trustProxy && forwardedProto?.split(',')[0].trim() === 'https' ? 'https' : 'http';
  return `${protocol}://${host ?? 'localhost'}`;
}

export function siteOrigin(
  config: Pick<AppConfig, 'siteUrl' | 'trustProxy'>,
  request: Pick<FastifyRequest, 'headers'>,
): string {
  const forwardedProto = request.headers['x-forwarded-proto'];
  return originFrom(config, request.headers.host, Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto);
}

/**
 * The origin links start with, as a URL can hold it. Without SITE_URL the origin comes from the
 * Host header, which is whatever the client sent: one that is no host name is refused rather
 * than written into a feed. (The answer is kept per origin, so it only ever reaches that client.)
 */
export function feedOrigin(origin: string): string {
  try {
    const { protocol, origin: parsed } = new URL(origin);
    if ((protocol === 'http:' || protocol === 'https:') && parsed !== 'null') return parsed;
  } catch {
    // Falls through to the refusal.
  }
  throw invalid('The Host header does not name a host', [
    { path: 'host', message: 'The Host header does not name a host' },
  ]);
}

/** An event's public page, absolute. */
export function eventPageUrl(origin: string, eventId: string): string {
  return origin + pagePath('/events', eventId);
}

/** The path of a page whose last segment is an id. */
export function pagePath(prefix: '/events' | '/speakers', id: string): string {
  return `${prefix}/${encodeURIComponent(id)}`;
}
