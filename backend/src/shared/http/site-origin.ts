import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';

/**
 * The origin absolute links to the public site start with: SITE_URL when it is set, else the
 * scheme and host the request came to (behind a proxy, trust it with TRUST_PROXY so that is the
 * public one). Set SITE_URL in production: a Host header is whatever the client sent.
 */
export function siteOrigin(config: Pick<AppConfig, 'siteUrl'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return config.siteUrl ?? `${request.protocol}://${request.host}`;
}
