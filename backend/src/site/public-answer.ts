import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by PublicAnswer: the route's anonymous answers are public. */
    publicAnswer?: boolean;
  }
}

/**
 * Marks a GET handler whose anonymous answer depends only on its URL and the read models, so the
 * public read path keeps it (site/public-read-path.ts). Admin answers are never kept.
 *
 * The mark is the route's Fastify config, read by the read path's own hook, rather than a Nest
 * interceptor: Nest runs every request of a handler that has an interceptor through
 * `AsyncResource.bind`, whose bound functions on Node 20 keep their closures alive until a full
 * collection, and a request through the framework cost twice the CPU (decision 0149).
 */
export const PublicAnswer = () => RouteConfig({ publicAnswer: true });

/** Whether the route that answers this request was marked with PublicAnswer. */
export function isPublicAnswerRoute(request: FastifyRequest): boolean {
  return request.routeOptions?.config?.publicAnswer === true;
}
