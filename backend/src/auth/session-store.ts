import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Clock } from '../shared/clock';

export const SESSION_COOKIE = 'dental_admin_session';
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface Session {
  email: string;
  expiresAt: number;
}

/**
 * Server-side admin sessions: the cookie holds only a signed random id, so logout really ends
 * the session. Kept in memory: a restart signs the admin out, which is acceptable for one admin.
 */
@Injectable()
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly clock: Clock) {}

  create(email: string): string {
    this.dropExpired();
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { email, expiresAt: this.clock.now().getTime() + SESSION_LIFETIME_MS });
    return id;
  }

  /** The admin's e-mail for a live session, or null. */
  find(id: string | undefined | null): string | null {
    if (!id) return null;
    const session = this.sessions.get(id);
    if (!session) return null;
    if (session.expiresAt <= this.clock.now().getTime()) {
      this.sessions.delete(id);
      return null;
    }
    return session.email;
  }

  end(id: string | undefined | null): void {
    if (id) this.sessions.delete(id);
  }

  private dropExpired(): void {
    const now = this.clock.now().getTime();
    for (const [id, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(id);
  }
}
