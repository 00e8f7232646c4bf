import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { ORGANISER_SIGN_IN_REQUIRED } from '@dental/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { Clock } from '../shared/clock';
import { unauthorized } from '../shared/domain/domain-errors';
import type { ApiRequest } from '../shared/http/request-context';
import { AttemptLimit } from '../shared/limits/attempt-limit';
import { limitKeyOf } from '../shared/limits/limit-key';
import { SharedState } from '../shared/shared-state/shared-state.port';
import { OrganisersQueries } from './organisers.queries';

export const ORGANISER_SESSION_COOKIE = 'dental_organiser_session';
export const ORGANISER_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Sessions are kept with the admins' in shared storage, under an owner no account can have. */
const OWNER_PREFIX = 'organiser-link:';
const ownerOf = (linkId: string) => `${OWNER_PREFIX}${linkId}`;

/** Who an organiser session belongs to: the link that opened it and its address. */
export interface SignedInOrganiser {
  linkId: string;
  email: string;
}

/**
 * Organiser sessions (decision 0062): a signed cookie of its own holding a random id, kept (as a
 * hash) in shared storage beside the admin sessions, so every process knows it and revoking the
 * link ends it everywhere at once. The stored owner is `organiser-link:<linkId>`, which no account
 * id can be: the admin session guard finds no account for it, so an organiser session opens no
 * admin route even if its id were put in the admin cookie.
 */
@Injectable()
export class OrganiserSessions {
  constructor(
    private readonly shared: SharedState,
    private readonly clock: Clock,
    private readonly queries: OrganisersQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(organiser: SignedInOrganiser, request: ApiRequest, reply: FastifyReply): Promise<void> {
    const previous = this.idOf(request);
    if (previous) await this.shared.deleteSession(storageKey(previous));
    const now = this.clock.now().getTime();
    await this.shared.deleteExpiredSessions(now);
    const id = randomBytes(32).toString('base64url');
    await this.shared.saveSession({
      key: storageKey(id),
      email: organiser.email,
      accountId: ownerOf(organiser.linkId),
      expiresAt: now + ORGANISER_SESSION_LIFETIME_MS,
    });
    reply.setCookie(ORGANISER_SESSION_COOKIE, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: ORGANISER_SESSION_LIFETIME_MS / 1000,
    });
  }

  /** The signed-in organiser, or 401: no session, an ended one, or one whose link was revoked since. */
  async require(request: ApiRequest): Promise<SignedInOrganiser> {
    const id = this.idOf(request);
    const session = id ? await this.shared.findSession(storageKey(id), this.clock.now().getTime()) : null;
    const linkId = session?.accountId?.startsWith(OWNER_PREFIX) ? session.accountId.slice(OWNER_PREFIX.length) : null;
    const link = linkId ? await this.queries.link(linkId) : null;
    if (!session || !link || link.revoked) throw unauthorized(ORGANISER_SIGN_IN_REQUIRED);
    return { linkId: link.id, email: link.email };
  }

  /** Ends this request's organiser session, if any, and clears its cookie (signing out). */
  async end(request: ApiRequest, reply: FastifyReply): Promise<void> {
    const id = this.idOf(request);
    if (id) await this.shared.deleteSession(storageKey(id));
    reply.clearCookie(ORGANISER_SESSION_COOKIE, { path: '/' });
  }

  /** Ends every session a link opened (it was revoked). */
  async endAllOf(linkId: string): Promise<void> {
    await this.shared.deleteSessionsOf(ownerOf(linkId));
  }

  private idOf(request: ApiRequest): string | null {
    const raw = request.cookies?.[ORGANISER_SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  }
}

function storageKey(id: string): string {
  return createHash('sha256').update(`organiser ${id}`).digest('base64url');
}

export const MAX_WRONG_ORGANISER_LINKS = 10;

/**
 * Organiser links tried from one network: like sign-in, 10 in 15 minutes, taken before the token is
 * checked so parallel guesses cannot outrun the count; a good link gives its attempt back.
 */
@Injectable()
export class OrganiserLinkThrottle {
  private readonly limit: AttemptLimit;

  constructor(shared: SharedState) {
    this.limit = new AttemptLimit(
      shared,
      { name: 'organiser-link', points: MAX_WRONG_ORGANISER_LINKS, durationSeconds: 15 * 60 },
      (wait) => `Too many attempts with organiser links. Please try again in ${wait}.`,
    );
  }

  take(clientAddress: string): Promise<void> {
    return this.limit.take(limitKeyOf(clientAddress));
  }

  succeeded(clientAddress: string): Promise<void> {
    return this.limit.giveBack(limitKeyOf(clientAddress), 1);
  }
}
