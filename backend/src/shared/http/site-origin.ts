import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';

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
