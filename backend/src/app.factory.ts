import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { IncomingMessage, RequestListener, Server, ServerResponse, createServer } from 'node:http';
import type { DestinationStream } from 'pino';
import { serverSecret } from './accounts/tokens';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { Clock } from './shared/clock';
import { ApiExceptionFilter } from './shared/http/api-exception.filter';
import { clientErrorHandler, frameworkErrors } from './shared/http/http-errors';
import { createLogger, flushLogs, PinoNestLogger } from './shared/logging/app-logger';
import { REQUEST_ID_HEADER, RequestLog, stampRequestId } from './shared/logging/request-log';
import type { FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import { registerFrontendAssets } from './shared/http/frontend-assets';
import { registerSecurity, securityHeadersFor } from './shared/http/security';
import { registerJsonBody } from './shared/http/json-body';
import { PageRenderer } from './site/page-renderer';
import { pageHandler } from './site/page-handler';
import { PublicReadPath } from './site/public-read-path';
import { LogFollower } from './event-sourcing/projections/log-follower';
import { SESSION_COOKIE, SessionStore } from './auth/session-store';
import { sessionIdOf } from './auth/admin-session.guard';
import { MAX_UPLOAD_BYTES } from './media/image-processing';
import { registerMediaFiles } from './media/media-files';
import { MediaStorage } from './media/media-storage.port';
import { STOP_SIGNALS } from './process/stop-signals';

/** Answers a request before Fastify sees it and returns true, or returns false and leaves it alone. */
type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application (API + built frontend) without listening: main.ts and the HTTP tests share it. */
export async function createApp(
  config: AppConfig,
  options: { clock?: Clock; schedule?: boolean; logDestination?: DestinationStream } = {},
): Promise<NestFastifyApplication> {
  let answerEarly: EarlyAnswer = () => false;
  const logger = createLogger(config, options.logDestination);
  const requestLog = new RequestLog(logger, SESSION_COOKIE);
  // Requests answered before Fastify get an id and a log line too, at the cost of a counter and one buffered write.
  const answerOrHandOver =
    (handler: RequestListener): RequestListener =>
    (request, response) => {
      const startedAt = performance.now();
      const id = stampRequestId(request, requestLog.idFromRawHeaders(request.rawHeaders));
      if (answerEarly(request, response)) requestLog.logEarly(request, response, id, startedAt);
      else handler(request, response);
    };
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: typeof config.trustProxy === 'object' ? [...config.trustProxy] : config.trustProxy,
    logger: false,
    genReqId: requestLog.genReqId,
    // Fastify's own answers to a broken address or an unreadable request, in the API's shape.
    frameworkErrors: (error: { code?: string; statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      frameworkErrors(error, request, reply);
      requestLog.logFastify(request, reply);
    },
    clientErrorHandler,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    serverFactory: (handler: RequestListener, fastifyOptions: FastifyHttpOptions<Server>) =>
      httpServer(fastifyOptions, config, answerOrHandOver(handler)),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    logger: new PinoNestLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance();
  const securityHeaders = securityHeadersFor(config);
  const readPath = app.get(PublicReadPath);
  requestLog.register(fastify);
  fastify.addHook('onClose', (_instance, done) => {
    flushLogs(logger);
    done();
  });
  await fastify.register(fastifyCookie, { secret: sessionSecret(config) });
  registerSecurity(fastify, config, securityHeaders);
  registerJsonBody(app);
  // Image uploads (POST /api/media) only: the file is streamed and cut off at the cap, never held whole beyond it.
  // @fastify/multipart is installed at the root and fastify under backend/node_modules, so the plugin's declared
  // type cannot resolve fastify's types and is unknown to the type checker (skipLibCheck keeps tsc quiet about it).
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  registerMediaFiles(fastify, app.get(MediaStorage));
  // Before the read path's hooks: a request is stamped with the read models' position once they have caught up.
  const follower = app.get(LogFollower);
  follower.registerHooks(fastify);
  readPath.registerHooks(fastify);
  if (config.frontendDist) {
    const renderer = PageRenderer.load(config.frontendDist);
    renderer?.useFetch(readPath.inProcessFetch(fastify));
    // Loaded between requests just after listening, rather than before (PageRenderer).
    if (renderer)
      fastify.addHook('onListen', (done) => {
        setImmediate(() => renderer.warm());
        done();
      });
    registerFrontendAssets(
      fastify,
      config.frontendDist,
      renderer ? (shell) => pageHandler(renderer, readPath, app.get(Clock), shell, signedInAdminCheck(app)) : undefined,
      renderer ? (path) => renderer.isAdminPage(path) : undefined,
    );
  }
  app.useGlobalFilters(new ApiExceptionFilter());
  // Only the signals main.ts stops on: Nest's default is every signal it knows, faults and SIGUSR2 included.
  app.enableShutdownHooks([...STOP_SIGNALS]);
  await app.init();
  answerEarly = follower.guardEarlyAnswer(readPath.answerEarly);
  return app;
}

/**
 * The HTTP server Fastify would create, around a handler that may answer first, with limits on
 * slow and idle clients: all headers within HEADERS_TIMEOUT_MS, the whole request within
 * REQUEST_TIMEOUT_MS, an idle kept-alive connection closed after KEEP_ALIVE_TIMEOUT_MS. Node
 * checks the first two on an interval (30 s by default), which would let a slow client hold a
 * socket far longer than configured: the interval is a fraction of the shortest limit.
 */
function httpServer(fastifyOptions: FastifyHttpOptions<Server>, config: AppConfig, handler: RequestListener): Server {
  const server = createServer(
    {
      ...(fastifyOptions.http ?? {}),
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
    },
    handler,
  );
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.setTimeout(fastifyOptions.connectionTimeout);
  return server;
}

/** Whether a page request carries a live admin session (the page handler shows admins hidden events' previews). */
function signedInAdminCheck(app: NestFastifyApplication): (request: FastifyRequest) => Promise<boolean> {
  const sessions = app.get(SessionStore);
  return async (request) => {
    const id = sessionIdOf(request);
    return id !== null && (await sessions.find(id)) !== null;
  };
}

/** SESSION_SECRET, or the secret generated once under DATA_DIR: the same one signs account tokens. */
function sessionSecret(config: AppConfig): string {
  return serverSecret(config);
}
