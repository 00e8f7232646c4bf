import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { unauthorized } from '../shared/domain-errors';
import { ApiRequest } from '../shared/http/request-context';
import { ADMIN_ONLY, PUBLIC_WRITE } from './access.decorators';
import { SESSION_COOKIE, SessionStore } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const SIGN_IN_REQUIRED = 'Please sign in as an admin.';

/**
 * Runs on every API request. It resolves the admin session from the signed cookie, then applies
 * one rule: every write needs an admin unless marked @PublicWrite(), and reads marked
 * @AdminOnly() do too. A new endpoint is therefore closed by default.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    request.adminEmail = await this.sessions.find(sessionIdOf(request));
    const targets = [context.getHandler(), context.getClass()];
    const needsAdmin = SAFE_METHODS.has(request.method)
      ? this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) === true
      : this.reflector.getAllAndOverride<boolean>(PUBLIC_WRITE, targets) !== true;
    if (needsAdmin && !request.adminEmail) throw unauthorized(SIGN_IN_REQUIRED);
    return true;
  }
}

export function sessionIdOf(request: ApiRequest): string | null {
  const raw = request.cookies?.[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}
