import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CommandRunner } from '../event-sourcing/commands/command-runner';
import { SharedState } from '../shared/shared-state/shared-state.port';
import { hashPassword, verifyPassword } from './password-hash';
import {
  ACCOUNTS_STREAM,
  AccountState,
  accountByEmail,
  accountsDecider,
  type AccountsState,
} from './domain/accounts.decider';

/** The answer to a password that is not the account's (changing one's own password, confirming a trash). */
export const WRONG_PASSWORD = 'Incorrect password';

/**
 * Password checks against the accounts as the log has them now (the stream, not a read model that
 * may be a moment behind on another process) and the hashes kept in shared state.
 */
@Injectable()
export class AccountPasswords {
  private decoy: Promise<string> | null = null;

  constructor(
    private readonly runner: CommandRunner,
    private readonly shared: SharedState,
  ) {}

  state(): Promise<AccountsState> {
    return this.runner.load(ACCOUNTS_STREAM, accountsDecider);
  }

  /** The active account with this e-mail and password, or null. */
  async signIn(email: string, password: string): Promise<AccountState | null> {
    const account = accountByEmail(await this.state(), email);
    const stored = account?.status === 'active' ? await this.shared.findCredential(account.id) : null;
    // Always run scrypt, against a decoy hash when there is nothing to check, so an unknown or
    // disabled address costs as much time as a wrong password and the timing tells nothing.
    const matches = await verifyPassword(password, stored ?? (await this.decoyHash()));
    return account && stored && matches ? account : null;
  }

  async verify(accountId: string, password: string): Promise<boolean> {
    const stored = await this.shared.findCredential(accountId);
    const matches = await verifyPassword(password, stored ?? (await this.decoyHash()));
    return stored !== null && matches;
  }

  async set(accountId: string, password: string): Promise<void> {
    await this.shared.saveCredential(accountId, await hashPassword(password));
  }

  /** Keeps a hash made elsewhere (ADMIN_PASSWORD's, the generated one's). */
  async setHash(accountId: string, passwordHash: string): Promise<void> {
    await this.shared.saveCredential(accountId, passwordHash);
  }

  hasPassword(accountId: string): Promise<boolean> {
    return this.shared.findCredential(accountId).then((stored) => stored !== null);
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= hashPassword(randomBytes(24).toString('base64url'));
    return this.decoy;
  }
}
