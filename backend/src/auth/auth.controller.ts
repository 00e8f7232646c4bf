import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import '@fastify/cookie';
import {
  AcceptInvitationRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmPasswordResetRequestSchema,
  LoginRequestSchema,
  PASSWORD_RESET_REQUESTED,
  PasswordResetRequestSchema,
  type SignedInAccount,
} from '@dental/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { unauthorized } from '../shared/domain/domain-errors';
import { parseBody } from '../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../shared/http/request-context';
import { AccountPasswords, ForAccount } from '../accounts';
import { AdminOnly, ForEveryAccount, PublicWrite } from '../shared/http/access.decorators';
import { SIGN_IN_REQUIRED, sessionIdOf } from './admin-session.guard';
import { LoginThrottle, PasswordResetThrottle } from './login-throttle';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, SessionStore } from './session-store';

export const INVALID_CREDENTIALS = 'Invalid email or password';
import { HttpCommands } from '../shared/http/http-commands';

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly passwords: AccountPasswords,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
    private readonly resetThrottle: PasswordResetThrottle,
    private readonly metadata: RequestMetadata,
    private readonly commands: HttpCommands,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Any active account; 401 for a wrong e-mail or password, a disabled or not yet accepted account alike. */
  @Post('login')
  @PublicWrite()
  @HttpCode(200)
  async login(
    @Body() body: unknown,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInAccount> {
    const { email, password } = parseBody(LoginRequestSchema, body);
    // The attempt is counted before the check, so parallel guesses cannot outrun the count.
    const attempt = { clientAddress: request.ip, email };
    await this.throttle.take(attempt);
    const account = await this.passwords.signIn(email, password);
    if (!account) throw unauthorized(INVALID_CREDENTIALS);
    await this.throttle.succeeded(attempt);
    await this.startSession(account, request, reply);
    return { accountId: account.id, email: account.email, role: account.role };
  }

  @Post('logout')
  @PublicWrite()
  @HttpCode(200)
  async logout(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(sessionIdOf(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'You have been successfully logged out' };
  }

  /** Who is signed in, with the role the admin area uses to hide what the server would refuse. */
  @Get('me')
  @AdminOnly()
  me(@Req() request: ApiRequest): SignedInAccount {
    if (!request.adminEmail || !request.adminAccountId || !request.adminRole) throw unauthorized(SIGN_IN_REQUIRED);
    return { accountId: request.adminAccountId, email: request.adminEmail, role: request.adminRole };
  }

  /** The invitee sets a password through the link from the mail (72 hours, once) and is signed in. */
  @Post('invitations/accept')
  @PublicWrite()
  @HttpCode(200)
  async acceptInvitation(
    @Body() body: unknown,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInAccount> {
    const { token, password } = parseBody(AcceptInvitationRequestSchema, body);
    const { account } = await this.commands.execute(
      new ForAccount({ type: 'AcceptInvitation', token, password }, this.metadata.of(request)),
    );
    await this.startSession(account, request, reply);
    return { accountId: account.id, email: account.email, role: account.role };
  }

  /** Any signed-in account, its current password given (403 when wrong, counted like sign-in); its other sessions end. */
  @Post('password')
  @AdminOnly()
  @ForEveryAccount()
  @HttpCode(200)
  async changePassword(@Body() body: unknown, @Req() request: ApiRequest) {
    const { currentPassword, newPassword } = parseBody(ChangePasswordRequestSchema, body);
    const attempt = { clientAddress: request.ip, email: request.adminEmail! };
    await this.throttle.take(attempt);
    const accountId = request.adminAccountId!;
    const keepSession = sessionIdOf(request);
    await this.commands.execute(
      new ForAccount(
        { type: 'ChangePassword', accountId, currentPassword, newPassword, keepSession },
        this.metadata.of(request),
      ),
    );
    await this.throttle.succeeded(attempt);
    return { message: 'Your password has been changed. Your other sessions have been signed out.' };
  }

  /** Always 202 with the same body, whether or not the address has an account. */
  @Post('password-reset')
  @PublicWrite()
  @HttpCode(202)
  async requestPasswordReset(@Body() body: unknown, @Req() request: ApiRequest) {
    const { email } = parseBody(PasswordResetRequestSchema, body);
    if (await this.resetThrottle.take(request.ip, email))
      await this.commands.execute(new ForAccount({ type: 'RequestPasswordReset', email }, this.metadata.of(request)));
    return { message: PASSWORD_RESET_REQUESTED };
  }

  /** A new password through the link from the mail (1 hour, once); every session of the account ends. */
  @Post('password-reset/confirm')
  @PublicWrite()
  @HttpCode(200)
  async confirmPasswordReset(@Body() body: unknown, @Req() request: ApiRequest) {
    const { token, password } = parseBody(ConfirmPasswordResetRequestSchema, body);
    await this.commands.execute(
      new ForAccount({ type: 'CompletePasswordReset', token, password }, this.metadata.of(request)),
    );
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  private async startSession(
    account: { id: string; email: string },
    request: ApiRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.end(sessionIdOf(request));
    const sessionId = await this.sessions.create({ accountId: account.id, email: account.email });
    reply.setCookie(SESSION_COOKIE, sessionId, {
      signed: true,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
  }
}
