import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { AppConfig } from '../../config/app-config';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Header name (lower case) → value, the same for every response. */
export type SecurityHeaders = Readonly<Record<string, string>>;

export interface SecurityHeaderSets {
  /** Pages, scripts, styles and images: a CSP that allows only our own scripts, and helmet's other defaults. */
  document: SecurityHeaders;
  /**
   * JSON from /api: nothing in it is ever rendered or loads anything, so the set the OWASP REST
   * Security Cheat Sheet lists is enough (the strictest CSP, no framing, no sniffing, no referrer,
   * same-origin resource policy, HSTS behind HTTPS); the document-only headers are left out.
   */
  api: SecurityHeaders;
}

/**
 * The security headers helmet sets. They depend only on the configuration (no nonces), so helmet
 * runs once per set, against a response nobody receives, and every response gets the result:
 * running its middleware per response cost more CPU than the rest of a cached public read.
 */
export function securityHeadersFor(config: AppConfig): SecurityHeaderSets {
  const hsts = config.cookieSecure ? undefined : false;
  return {
    document: headersSetBy(
      helmet({
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
        hsts,
      }),
    ),
    api: headersSetBy(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        xFrameOptions: { action: 'deny' },
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
        hsts,
      }),
    ),
  };
}

function headersSetBy(middleware: ReturnType<typeof helmet>): SecurityHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown = null;
  middleware(new IncomingMessage(new Socket()), response, (error?: unknown) => (failure = error ?? null));
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its settings', { cause: failure });
  return Object.freeze(
    Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)])),
  );
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Security headers on every response, and the cross-site write check: an unsafe request whose
 * Origin is another site is refused before any handler.
 */
export function registerSecurity(fastify: FastifyInstance, config: AppConfig, headers: SecurityHeaderSets): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? headers.api : headers.document);
    if (UNSAFE_METHODS.has(request.method) && isCrossSite(request, config.allowedOrigins)) {
      reply
        .code(403)
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ message: 'Cross-site requests are not allowed.' }));
      return;
    }
    done();
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
