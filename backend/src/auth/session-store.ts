import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Clock } from '../shared/clock';
import { SharedState } from '../shared/shared-state/shared-state.port';

export const SESSION_COOKIE = 'dental_admin_session';
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Server-side admin sessions: the cookie holds only a signed random id, so logout really ends
 * the session. Kept in shared storage (SharedState), so every process serving the site knows
 * every sign-in and a restart does not sign the admin out. Only a hash of the id is stored: a
 * copy of the storage gives no one a session.
 */
@Injectable()
export class SessionStore {
  constructor(
    private readonly clock: Clock,
    private readonly shared: SharedState,
  ) {}

  async create(email: string): Promise<string> {
    const now = this.clock.now().getTime();
    await this.shared.deleteExpiredSessions(now);
    const id = randomBytes(32).toString('base64url');
    await this.shared.saveSession({ key: storageKey(id), email, expiresAt: now + SESSION_LIFETIME_MS });
    return id;
  }

  /** The admin's e-mail for a live session, or null. */
  async find(id: string | undefined | null): Promise<string | null> {
    if (!id) return null;
    return (await this.shared.findSession(storageKey(id), this.clock.now().getTime()))?.email ?? null;
  }

  async end(id: string | undefined | null): Promise<void> {
    if (id) await this.shared.deleteSession(storageKey(id));
  }
}

function storageKey(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
