import { z } from 'zod';
import { ROLES } from '../http/accounts';
import { defineDomainEvent } from './define';
import { setsData, type ReadingsOf } from './reading';

/**
 * Admin accounts form one stream, `accounts`: the team is small, and one stream lets "one account
 * per e-mail" and "never without an active owner" be decided against every account at once.
 * Passwords and their hashes never enter the log (they live in shared state, keyed by account id);
 * invitation and reset ids are not tokens: a token is derived from the id with the server secret.
 */
const accountEntity = { kind: 'account', idField: 'accountId' } as const;
const accountId = z.string().min(1);
const email = z.string().min(3);
const role = z.enum(ROLES);
const expiresAt = z.string().datetime({ offset: true });

export const OwnerAccountEstablished = defineDomainEvent({
  type: 'OwnerAccountEstablished',
  entity: accountEntity,
  data: z.object({ accountId, email }),
  description: 'The account from ADMIN_EMAIL (or the generated one) became an active owner at first start.',
});
export const AccountInvited = defineDomainEvent({
  type: 'AccountInvited',
  entity: accountEntity,
  data: z.object({ accountId, invitationId: z.string().min(1), email, role, expiresAt }),
  description:
    'An owner invited an e-mail address with a role; the single-use link (made from `invitationId`) works until `expiresAt` (72 hours).',
});
export const InvitationAccepted = defineDomainEvent({
  type: 'InvitationAccepted',
  entity: accountEntity,
  data: z.object({ accountId, invitationId: z.string().min(1) }),
  description: 'The invitee set a password through the invitation link: the account is active.',
});
export const AccountRoleChanged = defineDomainEvent({
  type: 'AccountRoleChanged',
  entity: accountEntity,
  data: z.object({ accountId, role, previousRole: role }),
  description: "An owner changed an account's role.",
});
export const AccountDisabled = defineDomainEvent({
  type: 'AccountDisabled',
  entity: accountEntity,
  data: z.object({ accountId }),
  description: 'An owner disabled an account: it can no longer sign in and its sessions ended.',
});
export const PasswordChanged = defineDomainEvent({
  type: 'PasswordChanged',
  entity: accountEntity,
  data: z.object({ accountId }),
  description:
    'An account changed its own password (the current one given); its other sessions ended. The hash is not in the log.',
});
export const PasswordResetRequested = defineDomainEvent({
  type: 'PasswordResetRequested',
  entity: accountEntity,
  data: z.object({ accountId, resetId: z.string().min(1), expiresAt }),
  description:
    'Someone asked to reset the password of an existing account; the single-use link (made from `resetId`) works until `expiresAt` (1 hour).',
});
export const PasswordResetCompleted = defineDomainEvent({
  type: 'PasswordResetCompleted',
  entity: accountEntity,
  data: z.object({ accountId, resetId: z.string().min(1) }),
  description: "A new password was set through a reset link; all the account's sessions ended.",
});

export const accountDomainEvents = [
  OwnerAccountEstablished,
  AccountInvited,
  InvitationAccepted,
  AccountRoleChanged,
  AccountDisabled,
  PasswordChanged,
  PasswordResetRequested,
  PasswordResetCompleted,
] as const;

/**
 * What people read of each account domain event (docs: reading.ts). The account's state is the
 * data its domain events carried (never a password or a token: the log holds neither).
 */
export const accountReadings: ReadingsOf<typeof accountDomainEvents> = {
  OwnerAccountEstablished: {
    label: 'First owner account set up',
    sentence: ({ subject }) => `set up the first owner account ${subject}`,
    fold: setsData('accountId'),
  },
  AccountInvited: {
    label: 'Account invited',
    sentence: ({ data, subject }) => `invited ${subject} as ${data.role}`,
    fold: setsData('accountId'),
  },
  InvitationAccepted: {
    label: 'Invitation accepted',
    sentence: ({ subject }) => `accepted the invitation of ${subject}`,
    fold: setsData('accountId'),
  },
  AccountRoleChanged: {
    label: "Account's role changed",
    sentence: ({ data, subject }) => `changed the role of ${subject} from ${data.previousRole} to ${data.role}`,
    fold: setsData('accountId'),
  },
  AccountDisabled: {
    label: 'Account disabled',
    sentence: ({ subject }) => `disabled the account ${subject}`,
    fold: setsData('accountId'),
  },
  PasswordChanged: {
    label: 'Password changed',
    sentence: ({ subject }) => `changed the password of ${subject}`,
    fold: setsData('accountId'),
  },
  PasswordResetRequested: {
    label: 'Password reset requested',
    sentence: ({ subject }) => `asked to reset the password of ${subject}`,
    fold: setsData('accountId'),
  },
  PasswordResetCompleted: {
    label: 'Password reset',
    sentence: ({ subject }) => `reset the password of ${subject} through a reset link`,
    fold: setsData('accountId'),
  },
};
