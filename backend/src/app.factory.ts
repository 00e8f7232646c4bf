import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { IncomingMessage, RequestListener, Server, ServerResponse, createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { Clock } from './shared/clock';
import { ApiExceptionFilter } from './shared/http/api-exception.filter';
import { QuietNestLogger } from './shared/quiet-nest-logger';
import { registerFrontendAssets } from './shared/http/frontend-assets';
import { registerSecurity, securityHeadersFor } from './shared/http/security';
import { registerJsonBody } from './shared/http/json-body';
import { PageRenderer } from './site/page-renderer';
import { pageHandler } from './site/page-handler';
import { PublicReadPath } from './site/public-read-path';
import { LogFollower } from './event-sourcing/projections/log-follower';

/** Answers a request before Fastify sees it and returns true, or returns false and leaves it alone. */
type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application (API + built frontend) without listening: main.ts and the HTTP tests share it. */
export async function createApp(config: AppConfig, options: { clock?: Clock; schedule?: boolean } = {}): Promise<NestFastifyApplication> {
  let answerEarly: EarlyAnswer = () => false;
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: Array.isArray(config.trustProxy) ? [...config.trustProxy] : (config.trustProxy as number | false),
    logger: false,
    serverFactory: (handler: RequestListener, fastifyOptions: Record<string, any>) => httpServer(fastifyOptions, (request, response) => answerEarly(request, response) || handler(request, response)),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    logger: config.logLevel === 'quiet' ? ['error'] : new QuietNestLogger(),
  });
  const fastify = app.getHttpAdapter().getInstance();
  const securityHeaders = securityHeadersFor(config);
  const readPath = app.get(PublicReadPath);
  await fastify.register(fastifyCookie, { secret: sessionSecret(config) });
  registerSecurity(fastify, config, securityHeaders);
  registerJsonBody(app);
  // Before the read path's hooks: a request is stamped with the read models' position once they have caught up.
  const follower = app.get(LogFollower);
  follower.registerHooks(fastify);
  readPath.registerHooks(fastify);
  if (config.frontendDist) {
    const renderer = PageRenderer.load(config.frontendDist);
    renderer?.useFetch(readPath.inProcessFetch(fastify));
    registerFrontendAssets(fastify, config.frontendDist, renderer ? (shell) => pageHandler(renderer, readPath, app.get(Clock), shell) : undefined);
  }
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  await app.init();
  answerEarly = follower.guardEarlyAnswer(readPath.answerEarly);
  return app;
}

/** The HTTP server Fastify would create, with its timeouts, around a handler that may answer first. */
function httpServer(fastifyOptions: Record<string, any>, handler: RequestListener): Server {
  const server = createServer(fastifyOptions.http ?? {}, handler);
  server.keepAliveTimeout = fastifyOptions.keepAliveTimeout;
  server.requestTimeout = fastifyOptions.requestTimeout;
  server.setTimeout(fastifyOptions.connectionTimeout);
  return server;
}

/** SESSION_SECRET, or a random secret generated once and kept under DATA_DIR (never in the repository). */
function sessionSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
