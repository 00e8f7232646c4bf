import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiAccess, Role } from '@dental/contracts';
import { forbidden, unauthorized } from '../shared/domain/domain-errors';
import { ApiRequest } from '../shared/http/request-context';
import { AccountsQueries } from '../accounts';
import { ADMIN_ONLY, PUBLIC_WRITE, ROLES_ALLOWED } from '../shared/http/access.decorators';
import { SESSION_COOKIE, SessionStore } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const SIGN_IN_REQUIRED = 'Please sign in as an admin.';
export const roleRefused = (role: Role) => `Your role (${role}) does not allow this. Please ask an owner.`;

/**
 * One rule for every route, from its decorators. Reads are public unless @AdminOnly (then every
 * role, or the @Roles given); writes need a signed-in account unless @PublicWrite, and only owners
 * unless @Roles opens them to more. Owners may do everything.
 */
export function routeAccess(
  method: string,
  metadata: { publicWrite?: boolean; adminOnly?: boolean; roles?: readonly Role[] },
): ApiAccess {
  const roles = metadata.roles ? (['owner', ...metadata.roles] as Role[]) : undefined;
  if (SAFE_METHODS.has(method)) {
    if (metadata.adminOnly !== true && !roles) return { public: true };
    return { public: false, roles: roles ?? ['owner', 'editor', 'reviewer'] };
  }
  if (metadata.publicWrite === true) return { public: true };
  return { public: false, roles: roles ?? ['owner'] };
}

/**
 * Runs on every API request. It resolves the session from the signed cookie to its account, as
 * the accounts read model has it now (so a role change applies at the next request, and an
 * account no longer active counts as signed out), then applies routeAccess(). A new endpoint is
 * therefore closed by default.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountsQueries,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const session = await this.sessions.find(sessionIdOf(request));
    const account = session ? await this.accounts.get(session.accountId) : null;
    const active = account?.status === 'active' ? account : null;
    request.adminEmail = active?.email ?? null;
    request.adminAccountId = active?.id ?? null;
    request.adminRole = active?.role ?? null;
    const targets = [context.getHandler(), context.getClass()];
    const access = routeAccess(request.method, {
      publicWrite: this.reflector.getAllAndOverride<boolean>(PUBLIC_WRITE, targets),
      adminOnly: this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets),
      roles: this.reflector.getAllAndOverride<Role[]>(ROLES_ALLOWED, targets),
    });
    if (access.public) return true;
    if (!active) throw unauthorized(SIGN_IN_REQUIRED);
    if (!access.roles.includes(active.role)) throw forbidden(roleRefused(active.role));
    return true;
  }
}

export function sessionIdOf(request: ApiRequest): string | null {
  const raw = request.cookies?.[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}
