import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** A signed-in admin's session as kept in shared storage: the key is a hash of the cookie's id. */
export interface StoredSession {
  key: string;
  email: string;
  /** The signed-in account; a session from before accounts existed has none and is treated as signed out. */
  accountId?: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** One attempt limit: at most `points` within `durationSeconds` per key (a client's address). */
export interface LimitSpec {
  /** Names the limit in storage ('login-failures'); two limits never share counts. */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * What every process serving the site shares besides the log: admin sessions, account password
 * hashes and attempt limits.
 * One process alone could keep them in memory; several (a cluster's workers, instances behind a
 * load balancer) must see the same sign-ins and count the same attempts, or an admin is signed out
 * on half the requests and every limit is multiplied by the number of processes.
 */
export abstract class SharedState {
  abstract saveSession(session: StoredSession): Promise<void>;
  /** The session under `key` if it has not expired at `now` (ms); an expired one is never returned. */
  abstract findSession(key: string, now: number): Promise<StoredSession | null>;
  abstract deleteSession(key: string): Promise<void>;
  /** Forgets sessions that expired before `now` (ms); returns how many. */
  abstract deleteExpiredSessions(now: number): Promise<number>;
  /** Ends every session of an account except `exceptKey` (the one changing its password); returns how many. */
  abstract deleteSessionsOf(accountId: string, exceptKey?: string): Promise<number>;
  /**
   * An account's password hash, kept here and not in the log: a domain event is kept forever and
   * copied by every export and backup, and a hash in it could be guessed at offline for good.
   */
  abstract saveCredential(accountId: string, passwordHash: string): Promise<void>;
  abstract findCredential(accountId: string): Promise<string | null>;
  /** A rate limiter counting in this storage, so every process sharing it counts together. */
  abstract limiter(spec: LimitSpec): RateLimiterAbstract;
  abstract close(): Promise<void>;
}
