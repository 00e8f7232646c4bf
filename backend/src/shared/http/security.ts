import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../../config/app-config';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers (helmet, with a CSP that allows only our own scripts) and the cross-site
 * write check: an unsafe request whose Origin is another site is refused before any handler.
 */
export async function registerSecurity(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure ? undefined : false,
  });

  fastify.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, config.allowedOrigins)) {
      await reply.code(403).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ message: 'Cross-site requests are not allowed.' }));
    }
  });
}

/** True when the browser says the request comes from another site. Requests without Origin (curl, server-to-server) pass. */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin === undefined) return fetchSite === 'cross-site';
  if (allowedOrigins.includes(origin)) return false;
  try {
    // Compare through the URL parser on both sides so default ports (':80', ':443') never differ.
    const originUrl = new URL(origin);
    return originUrl.host !== new URL(`${originUrl.protocol}//${request.host}`).host;
  } catch {
    return true;
  }
}
