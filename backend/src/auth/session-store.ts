import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AccountSessions } from '../accounts';
import { Clock } from '../shared/clock';
import { SharedState } from '../shared/shared-state/shared-state.port';

export const SESSION_COOKIE = 'dental_admin_session';
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Who a live session belongs to. */
export interface SessionAccount {
  accountId: string;
  email: string;
}

/**
 * Server-side admin sessions: the cookie holds only a signed random id, so logout really ends
 * the session. Kept in shared storage (SharedState), so every process serving the site knows
 * every sign-in and a restart does not sign the admin out; disabling an account or changing its
 * password ends its sessions there, for every process at once. Only a hash of the id is stored: a
 * copy of the storage gives no one a session.
 */
@Injectable()
export class SessionStore implements AccountSessions {
  constructor(
    private readonly clock: Clock,
    private readonly shared: SharedState,
  ) {}

  async create(account: SessionAccount): Promise<string> {
    const now = this.clock.now().getTime();
    await this.shared.deleteExpiredSessions(now);
    const id = randomBytes(32).toString('base64url');
    await this.shared.saveSession({
      key: storageKey(id),
      email: account.email,
      accountId: account.accountId,
      expiresAt: now + SESSION_LIFETIME_MS,
    });
    return id;
  }

  /** The account of a live session, or null (a session from before accounts existed counts as none). */
  async find(id: string | undefined | null): Promise<SessionAccount | null> {
    if (!id) return null;
    const session = await this.shared.findSession(storageKey(id), this.clock.now().getTime());
    return session?.accountId ? { accountId: session.accountId, email: session.email } : null;
  }

  async end(id: string | undefined | null): Promise<void> {
    if (id) await this.shared.deleteSession(storageKey(id));
  }

  /** Ends every session of an account, but `keep` (the session that asked) when given. */
  async endAllOf(accountId: string, keep?: string | null): Promise<void> {
    await this.shared.deleteSessionsOf(accountId, keep ? storageKey(keep) : undefined);
  }
}

function storageKey(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
