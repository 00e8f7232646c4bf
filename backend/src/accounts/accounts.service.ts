import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { INVITATION_LINK_INVALID, RESET_LINK_INVALID, SYSTEM_ACTOR, type Account, type Role } from '@dental/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes, nothingChanged } from '../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../event-sourcing/commands/command-runner';
import { Clock } from '../shared/clock';
import { forbidden, invalid, notFound } from '../shared/domain/domain-errors';
import { AccountPasswords, WRONG_PASSWORD } from './account-passwords';
import { AccountSessions, FirstOwner } from './account-sessions';
import {
  ACCOUNTS_STREAM,
  ACCOUNT_NOT_FOUND,
  AccountState,
  accountInvitedBy,
  accountResetBy,
  accountsDecider,
  accountByEmail,
  type AccountsCommand,
} from './domain/accounts.decider';
import { checkNewPassword } from './password-policy';
import { idFromAccountToken, serverSecret } from './tokens';

const publicView = (account: AccountState): Account => ({
  id: account.id,
  email: account.email,
  role: account.role,
  status: account.status,
});

/**
 * The account commands: each decided on the `accounts` stream, then (only once its domain event is
 * in the log) the password hash written to shared state and sessions ended. Writing the hash after
 * the append means two uses of one link race on the append, and only the winner's password is kept.
 * The team's routes get the outcome and wait for the read models themselves; the sign-in routes'
 * calls (accepting an invitation, passwords) wait here, once, since their answers carry no outcome.
 */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');
  private readonly secret: string;

  constructor(
    private readonly runner: CommandRunner,
    private readonly passwords: AccountPasswords,
    private readonly sessions: AccountSessions,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = serverSecret(config);
  }

  /** At start: the configured admin becomes the first owner (once), with the configured password. */
  async establishOwner(owner: FirstOwner): Promise<void> {
    const email = owner.email;
    const metadata: CommandMetadata = {
      actor: SYSTEM_ACTOR,
      occurredAt: this.clock.now(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
    };
    const outcome = await this.run({ type: 'EstablishOwner', accountId: randomUUID(), email }, metadata);
    // The server starts answering only once the owner is in the team's list too.
    await this.runner.waitForReadModels(outcome.position);
    const account = accountByEmail(await this.passwords.state(), email);
    if (!account) throw new Error('The first owner account was not recorded');
    const hash = await owner.ownerPasswordHash(account.id);
    if (hash) await this.passwords.setHash(account.id, hash);
    if (account.status !== 'active')
      this.logger.warn(`The account of ADMIN_EMAIL (${email}) is ${account.status}: it cannot sign in.`);
  }

  async invite(email: string, role: Role, metadata: CommandMetadata): Promise<CommandOutcome & { account: Account }> {
    const outcome = await this.run(
      {
        type: 'InviteAccount',
        accountId: randomUUID(),
        invitationId: randomUUID(),
        email,
        role,
        now: this.clock.now(),
      },
      metadata,
    );
    return { ...outcome, account: publicView(accountByEmail(await this.passwords.state(), email)!) };
  }

  async update(
    accountId: string,
    change: { role?: Role; status?: 'disabled' },
    metadata: CommandMetadata,
  ): Promise<CommandOutcome & { account: Account }> {
    const roleChanged = change.role
      ? await this.run({ type: 'ChangeRole', accountId, role: change.role }, metadata)
      : nothingChanged();
    let disabled = nothingChanged();
    if (change.status === 'disabled') {
      disabled = await this.run({ type: 'DisableAccount', accountId }, metadata);
      await this.sessions.endAllOf(accountId);
    }
    const account = (await this.passwords.state()).accounts[accountId];
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    return { ...combineOutcomes(roleChanged, disabled), account: publicView(account) };
  }

  /** The invitee sets a password: the account becomes active. Returns it, for the sign-in that follows. */
  async acceptInvitation(
    token: string,
    password: string,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome & { account: AccountState }> {
    const invitationId = idFromAccountToken(this.secret, token);
    const now = this.clock.now();
    const invited = invitationId ? accountInvitedBy(await this.passwords.state(), invitationId, now) : undefined;
    if (!invitationId || !invited) throw invalid(INVITATION_LINK_INVALID);
    checkNewPassword(password, 'password');
    const outcome = await this.run(
      { type: 'AcceptInvitation', invitationId, now },
      { ...metadata, actor: invited.email },
    );
    await this.passwords.set(invited.id, password);
    return { ...outcome, account: { ...invited, status: 'active', invitation: null } };
  }

  /** A signed-in account changes its own password; its other sessions end. */
  async changePassword(
    accountId: string,
    currentPassword: string,
    newPassword: string,
    keepSession: string | null,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    if (!(await this.passwords.verify(accountId, currentPassword))) throw forbidden(WRONG_PASSWORD);
    checkNewPassword(newPassword, 'newPassword');
    const outcome = await this.run({ type: 'ChangePassword', accountId }, metadata);
    await this.passwords.set(accountId, newPassword);
    await this.sessions.endAllOf(accountId, keepSession);
    return outcome;
  }

  /** Records a reset link for an active account with this address; nothing for any other address. */
  requestPasswordReset(email: string, metadata: CommandMetadata): Promise<CommandOutcome> {
    return this.run({ type: 'RequestPasswordReset', email, resetId: randomUUID(), now: this.clock.now() }, metadata);
  }

  async completePasswordReset(token: string, password: string, metadata: CommandMetadata): Promise<CommandOutcome> {
    const resetId = idFromAccountToken(this.secret, token);
    const now = this.clock.now();
    const account = resetId ? accountResetBy(await this.passwords.state(), resetId, now) : undefined;
    if (!resetId || !account) throw invalid(RESET_LINK_INVALID);
    checkNewPassword(password, 'password');
    const outcome = await this.run(
      { type: 'CompletePasswordReset', resetId, now },
      { ...metadata, actor: account.email },
    );
    await this.passwords.set(account.id, password);
    await this.sessions.endAllOf(account.id);
    return outcome;
  }

  private run(command: AccountsCommand, metadata: CommandMetadata): Promise<CommandOutcome> {
    return this.runner.run(ACCOUNTS_STREAM, accountsDecider, command, metadata);
  }
}
