import {
  INVITATION_LINK_INVALID,
  LAST_OWNER,
  RESET_LINK_INVALID,
  type AccountStatus,
  type DomainEventsIn,
  type Role,
  type accountDomainEvents,
} from '@dental/contracts';
import { conflict, invalid, notFound } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';

/** Every admin account on one stream, so e-mail uniqueness and "an active owner remains" are decided together. */
export const ACCOUNTS_STREAM = 'accounts';
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ACCOUNT_EXISTS = 'An account with this email address already exists.';
export const ACCOUNT_NOT_ACTIVE = 'This account is not active.';

export type AccountsDomainEvent = DomainEventsIn<typeof accountDomainEvents>;

/** A link's id and when it stops working; only the newest link of each kind is kept, so a new one retires the old. */
interface PendingLink {
  id: string;
  expiresAt: string;
}

export interface AccountState {
  id: string;
  email: string;
  role: Role;
  status: AccountStatus;
  invitation: PendingLink | null;
  reset: PendingLink | null;
}

export type AccountsState = { accounts: Record<string, AccountState> };

export type AccountsCommand =
  | { type: 'EstablishOwner'; accountId: string; email: string }
  | { type: 'InviteAccount'; accountId: string; invitationId: string; email: string; role: Role; now: Date }
  | { type: 'AcceptInvitation'; invitationId: string; now: Date }
  | { type: 'ChangeRole'; accountId: string; role: Role }
  | { type: 'DisableAccount'; accountId: string }
  | { type: 'ChangePassword'; accountId: string }
  | { type: 'RequestPasswordReset'; email: string; resetId: string; now: Date }
  | { type: 'CompletePasswordReset'; resetId: string; now: Date };

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function accountByEmail(state: AccountsState, email: string): AccountState | undefined {
  return Object.values(state.accounts).find((account) => sameEmail(account.email, email));
}

/** The account whose newest invitation is `invitationId`, still usable at `now`. */
export function accountInvitedBy(state: AccountsState, invitationId: string, now: Date): AccountState | undefined {
  return Object.values(state.accounts).find(
    (account) =>
      account.status === 'invited' &&
      account.invitation?.id === invitationId &&
      Date.parse(account.invitation.expiresAt) > now.getTime(),
  );
}

/** The active account whose newest reset link is `resetId`, still usable at `now`. */
export function accountResetBy(state: AccountsState, resetId: string, now: Date): AccountState | undefined {
  return Object.values(state.accounts).find(
    (account) =>
      account.status === 'active' &&
      account.reset?.id === resetId &&
      Date.parse(account.reset.expiresAt) > now.getTime(),
  );
}

const activeOwners = (state: AccountsState) =>
  Object.values(state.accounts).filter((account) => account.status === 'active' && account.role === 'owner');

function existing(state: AccountsState, accountId: string): AccountState {
  const account = state.accounts[accountId];
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

/** Refuses a change that would leave no active owner: someone must always be able to manage accounts and settings. */
function keepAnOwner(state: AccountsState, account: AccountState): void {
  if (account.status === 'active' && account.role === 'owner' && activeOwners(state).length <= 1)
    throw conflict(LAST_OWNER);
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

function update(
  state: AccountsState,
  accountId: string,
  change: (account: AccountState) => AccountState,
): AccountsState {
  const account = state.accounts[accountId];
  return account ? { accounts: { ...state.accounts, [accountId]: change(account) } } : state;
}

export const accountsDecider: Decider<AccountsState, AccountsCommand, AccountsDomainEvent> = {
  initialState: () => ({ accounts: {} }),
  evolve(state, domainEvent) {
    switch (domainEvent.type) {
      case 'OwnerAccountEstablished': {
        const { accountId, email } = domainEvent.data;
        return {
          accounts: {
            ...state.accounts,
            [accountId]: { id: accountId, email, role: 'owner', status: 'active', invitation: null, reset: null },
          },
        };
      }
      case 'AccountInvited': {
        const { accountId, invitationId, email, role, expiresAt } = domainEvent.data;
        return {
          accounts: {
            ...state.accounts,
            [accountId]: {
              id: accountId,
              email,
              role,
              status: 'invited',
              invitation: { id: invitationId, expiresAt },
              reset: null,
            },
          },
        };
      }
      case 'InvitationAccepted':
        return update(state, domainEvent.data.accountId, (account) => ({
          ...account,
          status: 'active',
          invitation: null,
        }));
      case 'AccountRoleChanged':
        return update(state, domainEvent.data.accountId, (account) => ({ ...account, role: domainEvent.data.role }));
      case 'AccountDisabled':
        return update(state, domainEvent.data.accountId, (account) => ({
          ...account,
          status: 'disabled',
          invitation: null,
          reset: null,
        }));
      case 'PasswordChanged':
        return update(state, domainEvent.data.accountId, (account) => ({ ...account, reset: null }));
      case 'PasswordResetRequested': {
        const { resetId, expiresAt } = domainEvent.data;
        return update(state, domainEvent.data.accountId, (account) => ({
          ...account,
          reset: { id: resetId, expiresAt },
        }));
      }
      case 'PasswordResetCompleted':
        return update(state, domainEvent.data.accountId, (account) => ({ ...account, reset: null }));
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'EstablishOwner':
        // Idempotent across restarts: the configured address already has its account (whatever became of it since).
        if (accountByEmail(state, command.email)) return [];
        return [
          {
            type: 'OwnerAccountEstablished',
            data: { accountId: command.accountId, email: command.email.trim().toLowerCase() },
          },
        ];
      case 'InviteAccount': {
        const current = accountByEmail(state, command.email);
        if (current?.status === 'active') throw conflict(ACCOUNT_EXISTS);
        // Inviting again (a lost mail, a disabled colleague back) keeps the account and retires the older link.
        const accountId = current?.id ?? command.accountId;
        const email = current?.email ?? command.email.trim().toLowerCase();
        return [
          {
            type: 'AccountInvited',
            data: {
              accountId,
              invitationId: command.invitationId,
              email,
              role: command.role,
              expiresAt: later(command.now, INVITATION_LIFETIME_MS),
            },
          },
        ];
      }
      case 'AcceptInvitation': {
        const account = accountInvitedBy(state, command.invitationId, command.now);
        if (!account) throw invalid(INVITATION_LINK_INVALID);
        return [{ type: 'InvitationAccepted', data: { accountId: account.id, invitationId: command.invitationId } }];
      }
      case 'ChangeRole': {
        const account = existing(state, command.accountId);
        if (account.role === command.role) return [];
        if (command.role !== 'owner') keepAnOwner(state, account);
        return [
          {
            type: 'AccountRoleChanged',
            data: { accountId: account.id, role: command.role, previousRole: account.role },
          },
        ];
      }
      case 'DisableAccount': {
        const account = existing(state, command.accountId);
        if (account.status === 'disabled') return [];
        keepAnOwner(state, account);
        return [{ type: 'AccountDisabled', data: { accountId: account.id } }];
      }
      case 'ChangePassword': {
        const account = existing(state, command.accountId);
        if (account.status !== 'active') throw conflict(ACCOUNT_NOT_ACTIVE);
        return [{ type: 'PasswordChanged', data: { accountId: account.id } }];
      }
      case 'RequestPasswordReset': {
        // Nothing is recorded for an unknown, invited or disabled address; the answer does not say so.
        const account = accountByEmail(state, command.email);
        if (account?.status !== 'active') return [];
        return [
          {
            type: 'PasswordResetRequested',
            data: { accountId: account.id, resetId: command.resetId, expiresAt: later(command.now, RESET_LIFETIME_MS) },
          },
        ];
      }
      case 'CompletePasswordReset': {
        const account = accountResetBy(state, command.resetId, command.now);
        if (!account) throw invalid(RESET_LINK_INVALID);
        return [{ type: 'PasswordResetCompleted', data: { accountId: account.id, resetId: command.resetId } }];
      }
    }
  },
};
