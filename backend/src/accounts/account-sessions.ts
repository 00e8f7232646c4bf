/**
 * What the accounts need of the sign-in sessions: ending an account's sessions when it is disabled
 * or its password changes. The sessions are auth's (auth/session-store.ts provides this), and auth
 * signs in against the accounts, so the accounts name what they need here instead of importing
 * auth: the two do not depend on each other.
 */
export abstract class AccountSessions {
  /** Ends every session of the account, but `keep` (the session that changed its own password). */
  abstract endAllOf(accountId: string, keep?: string | null): Promise<void>;
}

/**
 * The first owner as the server is configured with it, which the accounts record at each start.
 * The configuration is auth's (auth/admin-credentials.ts provides this), named here for the same
 * reason as the sessions.
 */
export abstract class FirstOwner {
  abstract readonly email: string;
  /** The password hash the first owner's account gets at this start, or null when it keeps the one it has. */
  abstract ownerPasswordHash(accountId: string): Promise<string | null>;
}
