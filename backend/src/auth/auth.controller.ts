import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import '@fastify/cookie';
import { LoginRequestSchema } from '@dental/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { unauthorized } from '../shared/domain-errors';
import { parseBody } from '../shared/http/parse-body';
import { ApiRequest } from '../shared/http/request-context';
import { PublicWrite } from './access.decorators';
import { AdminCredentials } from './admin-credentials';
import { SIGN_IN_REQUIRED, sessionIdOf } from './admin-session.guard';
import { LoginThrottle } from './login-throttle';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, SessionStore } from './session-store';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly credentials: AdminCredentials,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @PublicWrite()
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { email, password } = parseBody(LoginRequestSchema, body);
    // The attempt is counted before the check, so parallel guesses cannot outrun the count.
    await this.throttle.take(request.ip);
    if (!(await this.credentials.check(email, password))) throw unauthorized(INVALID_CREDENTIALS);
    await this.throttle.succeeded(request.ip);
    await this.sessions.end(sessionIdOf(request));
    const sessionId = await this.sessions.create(this.credentials.email);
    reply.setCookie(SESSION_COOKIE, sessionId, {
      signed: true,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
    return { email: this.credentials.email };
  }

  @Post('logout')
  @PublicWrite()
  @HttpCode(200)
  async logout(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(sessionIdOf(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'You have been successfully logged out' };
  }

  @Get('me')
  me(@Req() request: ApiRequest) {
    if (!request.adminEmail) throw unauthorized(SIGN_IN_REQUIRED);
    return { email: request.adminEmail };
  }
}
