import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { Clock } from './shared/clock';
import { ApiExceptionFilter } from './shared/http/api-exception.filter';
import { QuietNestLogger } from './shared/quiet-nest-logger';
import { registerFrontendAssets } from './shared/http/frontend-assets';
import { registerSecurity } from './shared/http/security';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application (API + built frontend) without listening: main.ts and the HTTP tests share it. */
export async function createApp(config: AppConfig, options: { clock?: Clock; schedule?: boolean } = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.trustProxy, logger: false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    logger: config.logLevel === 'quiet' ? ['error'] : new QuietNestLogger(),
  });
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyCookie, { secret: sessionSecret(config) });
  await registerSecurity(fastify, config);
  if (config.frontendDist) registerFrontendAssets(fastify, config.frontendDist);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  await app.init();
  return app;
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
