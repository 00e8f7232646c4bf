import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { INVITATION_LINK_INVALID, RESET_LINK_INVALID, type Account } from '@dental/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { forbidden, invalid, notFound } from '../../shared/domain/domain-errors';
import { AccountPasswords, WRONG_PASSWORD } from '../account-passwords';
import { AccountSessions, FirstOwner } from '../account-sessions';
import {
  ACCOUNTS_STREAM,
  ACCOUNT_NOT_FOUND,
  AccountState,
  accountByEmail,
  accountInvitedBy,
  accountResetBy,
  accountsDecider,
  type AccountsCommand,
} from '../domain/accounts.decider';
import { checkNewPassword } from '../password-policy';
import { idFromAccountToken, serverSecret } from '../tokens';

type Named<T extends AccountsCommand['type']> = Extract<AccountsCommand, { type: T }>;

/**
 * What may be sent to the accounts: the accounts decider's commands, less what the handler works
 * out for them (new ids, the time, the first owner's address, the ids a link's token stands for),
 * with what the handler checks before deciding (the new password, the current one) and the
 * session a password change keeps.
 */
export type AccountsBusCommand =
  | Pick<Named<'EstablishOwner'>, 'type'>
  | Omit<Named<'InviteAccount'>, 'accountId' | 'invitationId' | 'now'>
  | (Pick<Named<'AcceptInvitation'>, 'type'> & { token: string; password: string })
  | Named<'ChangeRole' | 'DisableAccount'>
  | (Named<'ChangePassword'> & { currentPassword: string; newPassword: string; keepSession: string | null })
  | Omit<Named<'RequestPasswordReset'>, 'resetId' | 'now'>
  | (Pick<Named<'CompletePasswordReset'>, 'type'> & { token: string; password: string });

/** The team's commands and accepting an invitation answer with the account as it is now. */
type AccountsResult<C> = C extends { type: 'InviteAccount' | 'ChangeRole' | 'DisableAccount' | 'AcceptInvitation' }
  ? CommandOutcome & { account: Account }
  : CommandOutcome;

/** A command for the accounts, on its way through the bus to their handler. */
export class ForAccount<C extends AccountsBusCommand = AccountsBusCommand> extends BusCommand<C, AccountsResult<C>> {}

const publicView = (account: AccountState): Account => ({
  id: account.id,
  email: account.email,
  role: account.role,
  status: account.status,
});

/**
 * Every command for the accounts, all decided on the one `accounts` stream; then, only once its
 * domain event is in the log, the password hash is written to shared state and sessions end.
 * Writing the hash after the append means two uses of one link race on the append, and only the
 * winner's password is kept. Like every handler it never waits for the read models: the HTTP edge
 * does, and so does the start-up step that records the first owner.
 */
@CommandHandler(ForAccount)
export class AccountsCommandHandler implements ICommandHandler<ForAccount> {
  private readonly logger = new Logger('Accounts');
  private readonly secret: string;

  constructor(
    private readonly runner: CommandRunner,
    private readonly passwords: AccountPasswords,
    private readonly sessions: AccountSessions,
    private readonly firstOwner: FirstOwner,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = serverSecret(config);
  }

  execute({ command, metadata }: ForAccount): Promise<AccountsResult<AccountsBusCommand>> {
    return this.handle(command, metadata);
  }

  async handle(command: AccountsBusCommand, metadata: CommandMetadata): Promise<AccountsResult<AccountsBusCommand>> {
    const now = metadata.occurredAt;
    switch (command.type) {
      case 'EstablishOwner':
        return this.establishOwner(metadata);
      case 'InviteAccount': {
        const { email } = command;
        const invite = { ...command, accountId: randomUUID(), invitationId: randomUUID(), now };
        const outcome = await this.run(invite, metadata);
        return { ...outcome, account: publicView(accountByEmail(await this.passwords.state(), email)!) };
      }
      case 'ChangeRole':
        return this.withAccount(command.accountId, await this.run(command, metadata));
      case 'DisableAccount': {
        const outcome = await this.run(command, metadata);
        await this.sessions.endAllOf(command.accountId);
        return this.withAccount(command.accountId, outcome);
      }
      case 'AcceptInvitation': {
        // The invitee sets a password: the account becomes active, for the sign-in that follows.
        const invitationId = idFromAccountToken(this.secret, command.token);
        const invited = invitationId ? accountInvitedBy(await this.passwords.state(), invitationId, now) : undefined;
        if (!invitationId || !invited) throw invalid(INVITATION_LINK_INVALID);
        checkNewPassword(command.password, 'password');
        const outcome = await this.run(
          { type: 'AcceptInvitation', invitationId, now },
          { ...metadata, actor: invited.email },
        );
        await this.passwords.set(invited.id, command.password);
        return { ...outcome, account: publicView({ ...invited, status: 'active' }) };
      }
      case 'ChangePassword': {
        // A signed-in account changes its own password; its other sessions end.
        const { accountId, currentPassword, newPassword, keepSession } = command;
        if (!(await this.passwords.verify(accountId, currentPassword))) throw forbidden(WRONG_PASSWORD);
        checkNewPassword(newPassword, 'newPassword');
        const outcome = await this.run({ type: 'ChangePassword', accountId }, metadata);
        await this.passwords.set(accountId, newPassword);
        await this.sessions.endAllOf(accountId, keepSession);
        return outcome;
      }
      case 'RequestPasswordReset':
        // Records a reset link for an active account with this address; nothing for any other address.
        return this.run({ ...command, resetId: randomUUID(), now }, metadata);
      case 'CompletePasswordReset': {
        const resetId = idFromAccountToken(this.secret, command.token);
        const account = resetId ? accountResetBy(await this.passwords.state(), resetId, now) : undefined;
        if (!resetId || !account) throw invalid(RESET_LINK_INVALID);
        checkNewPassword(command.password, 'password');
        const outcome = await this.run(
          { type: 'CompletePasswordReset', resetId, now },
          { ...metadata, actor: account.email },
        );
        await this.passwords.set(account.id, command.password);
        await this.sessions.endAllOf(account.id);
        return outcome;
      }
      default:
        return unhandledCommand(command);
    }
  }

  /** At start: the configured admin becomes the first owner (once), with the configured password. */
  private async establishOwner(metadata: CommandMetadata): Promise<CommandOutcome> {
    const { email } = this.firstOwner;
    const outcome = await this.run({ type: 'EstablishOwner', accountId: randomUUID(), email }, metadata);
    const account = accountByEmail(await this.passwords.state(), email);
    if (!account) throw new Error('The first owner account was not recorded');
    const hash = await this.firstOwner.ownerPasswordHash(account.id);
    if (hash) await this.passwords.setHash(account.id, hash);
    if (account.status !== 'active')
      this.logger.warn(`The account of ADMIN_EMAIL (${email}) is ${account.status}: it cannot sign in.`);
    return outcome;
  }

  private async withAccount(
    accountId: string,
    outcome: CommandOutcome,
  ): Promise<CommandOutcome & { account: Account }> {
    const account = (await this.passwords.state()).accounts[accountId];
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    return { ...outcome, account: publicView(account) };
  }

  private run(command: AccountsCommand, metadata: CommandMetadata): Promise<CommandOutcome> {
    return this.runner.run(ACCOUNTS_STREAM, accountsDecider, command, metadata);
  }
}
