import { INVITATION_LINK_INVALID, LAST_OWNER, RESET_LINK_INVALID } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { ACCOUNT_EXISTS, ACCOUNT_NOT_FOUND, AccountsDomainEvent, accountsDecider } from './accounts.decider';

const now = new Date('2026-05-01T12:00:00.000Z');
const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3600_000);
const owner: AccountsDomainEvent = {
  type: 'OwnerAccountEstablished',
  data: { accountId: 'a-owner', email: 'owner@example.com' },
};
const invited = (
  accountId = 'a-ed',
  invitationId = 'inv-1',
  role: 'owner' | 'editor' | 'reviewer' = 'editor',
): AccountsDomainEvent => ({
  type: 'AccountInvited',
  data: { accountId, invitationId, email: `${accountId}@example.com`, role, expiresAt: hoursLater(72).toISOString() },
});
const accepted = (accountId = 'a-ed', invitationId = 'inv-1'): AccountsDomainEvent => ({
  type: 'InvitationAccepted',
  data: { accountId, invitationId },
});
const resetRequested = (resetId = 'r-1', accountId = 'a-owner'): AccountsDomainEvent => ({
  type: 'PasswordResetRequested',
  data: { accountId, resetId, expiresAt: hoursLater(1).toISOString() },
});

describe('accounts', () => {
  describe('the first owner', () => {
    it('is recorded once, with its e-mail in lower case', () => {
      given(accountsDecider, [])
        .when({ type: 'EstablishOwner', accountId: 'a-owner', email: ' Owner@Example.com ' })
        .then([owner]);
      given(accountsDecider, [owner])
        .when({ type: 'EstablishOwner', accountId: 'a-other', email: 'OWNER@example.com' })
        .thenNothingHappens();
    });
  });

  describe('invitations', () => {
    const invite = (email: string, invitationId = 'inv-1', at = now) => ({
      type: 'InviteAccount' as const,
      accountId: 'a-ed',
      invitationId,
      email,
      role: 'editor' as const,
      now: at,
    });

    it('invites an address with a role, for 72 hours', () =>
      given(accountsDecider, [owner]).when(invite('A-ED@example.com')).then([invited()]));

    it('refuses an address that already has an active account with 409', () =>
      given(accountsDecider, [owner]).when(invite('owner@example.com')).thenFails('conflict', ACCOUNT_EXISTS));

    it('invites again under the same account, and only the newest link works', () => {
      const again = given(accountsDecider, [owner, invited()]).when({
        ...invite('a-ed@example.com', 'inv-2'),
        accountId: 'a-new',
      });
      again.then([{ ...invited('a-ed', 'inv-2') }]);
      given(accountsDecider, [owner, invited(), invited('a-ed', 'inv-2')])
        .when({ type: 'AcceptInvitation', invitationId: 'inv-1', now })
        .thenFails('invalid', INVITATION_LINK_INVALID);
    });

    it('accepts a link once, within 72 hours', () => {
      given(accountsDecider, [owner, invited()])
        .when({ type: 'AcceptInvitation', invitationId: 'inv-1', now: hoursLater(71) })
        .then([accepted()]);
      given(accountsDecider, [owner, invited(), accepted()])
        .when({ type: 'AcceptInvitation', invitationId: 'inv-1', now })
        .thenFails('invalid', INVITATION_LINK_INVALID);
      given(accountsDecider, [owner, invited()])
        .when({ type: 'AcceptInvitation', invitationId: 'inv-1', now: hoursLater(72) })
        .thenFails('invalid', INVITATION_LINK_INVALID);
      given(accountsDecider, [owner])
        .when({ type: 'AcceptInvitation', invitationId: 'unknown', now })
        .thenFails('invalid', INVITATION_LINK_INVALID);
    });

    it('a disabled account invited again gets a new link; its old one stays dead', () => {
      const disabled: AccountsDomainEvent = { type: 'AccountDisabled', data: { accountId: 'a-ed' } };
      const state = given(accountsDecider, [owner, invited(), disabled]).state;
      expect(state.accounts['a-ed']).toMatchObject({ status: 'disabled', invitation: null });
      given(accountsDecider, [owner, invited(), disabled])
        .when({ type: 'AcceptInvitation', invitationId: 'inv-1', now })
        .thenFails('invalid', INVITATION_LINK_INVALID);
      given(accountsDecider, [owner, invited(), disabled])
        .when(invite('a-ed@example.com', 'inv-3'))
        .then([invited('a-ed', 'inv-3')]);
    });
  });

  describe('roles and disabling', () => {
    const team = [owner, invited(), accepted()];

    it('changes a role, and writes nothing for the same role', () => {
      given(accountsDecider, team)
        .when({ type: 'ChangeRole', accountId: 'a-ed', role: 'reviewer' })
        .then([{ type: 'AccountRoleChanged', data: { accountId: 'a-ed', role: 'reviewer', previousRole: 'editor' } }]);
      given(accountsDecider, team).when({ type: 'ChangeRole', accountId: 'a-ed', role: 'editor' }).thenNothingHappens();
    });

    it('never demotes or disables the last active owner', () => {
      given(accountsDecider, team)
        .when({ type: 'ChangeRole', accountId: 'a-owner', role: 'editor' })
        .thenFails('conflict', LAST_OWNER);
      given(accountsDecider, team)
        .when({ type: 'DisableAccount', accountId: 'a-owner' })
        .thenFails('conflict', LAST_OWNER);
    });

    it('lets an owner go once another owner is active (an invited one does not count)', () => {
      const promoted: AccountsDomainEvent = {
        type: 'AccountRoleChanged',
        data: { accountId: 'a-ed', role: 'owner', previousRole: 'editor' },
      };
      given(accountsDecider, [...team, promoted])
        .when({ type: 'DisableAccount', accountId: 'a-owner' })
        .then([{ type: 'AccountDisabled', data: { accountId: 'a-owner' } }]);
      given(accountsDecider, [owner, invited('a-2', 'inv-9', 'owner')])
        .when({ type: 'DisableAccount', accountId: 'a-owner' })
        .thenFails('conflict', LAST_OWNER);
    });

    it('disables once, and answers 404 for an unknown account', () => {
      given(accountsDecider, team)
        .when({ type: 'DisableAccount', accountId: 'a-ed' })
        .then([{ type: 'AccountDisabled', data: { accountId: 'a-ed' } }]);
      given(accountsDecider, [...team, { type: 'AccountDisabled', data: { accountId: 'a-ed' } }])
        .when({ type: 'DisableAccount', accountId: 'a-ed' })
        .thenNothingHappens();
      given(accountsDecider, team)
        .when({ type: 'DisableAccount', accountId: 'nobody' })
        .thenFails('not-found', ACCOUNT_NOT_FOUND);
      given(accountsDecider, team)
        .when({ type: 'ChangeRole', accountId: 'nobody', role: 'editor' })
        .thenFails('not-found', ACCOUNT_NOT_FOUND);
    });
  });

  describe('passwords', () => {
    it('records a change of an active account only', () => {
      given(accountsDecider, [owner])
        .when({ type: 'ChangePassword', accountId: 'a-owner' })
        .then([{ type: 'PasswordChanged', data: { accountId: 'a-owner' } }]);
      given(accountsDecider, [owner, invited()])
        .when({ type: 'ChangePassword', accountId: 'a-ed' })
        .thenFails('conflict');
    });

    it('records a reset link for an active account, and nothing for an unknown, invited or disabled one', () => {
      given(accountsDecider, [owner])
        .when({ type: 'RequestPasswordReset', email: 'OWNER@example.com', resetId: 'r-1', now })
        .then([resetRequested()]);
      given(accountsDecider, [owner])
        .when({ type: 'RequestPasswordReset', email: 'nobody@example.com', resetId: 'r-1', now })
        .thenNothingHappens();
      given(accountsDecider, [owner, invited()])
        .when({ type: 'RequestPasswordReset', email: 'a-ed@example.com', resetId: 'r-1', now })
        .thenNothingHappens();
    });

    it('completes a reset once, within the hour, with the newest link only', () => {
      const done: AccountsDomainEvent = {
        type: 'PasswordResetCompleted',
        data: { accountId: 'a-owner', resetId: 'r-1' },
      };
      given(accountsDecider, [owner, resetRequested()])
        .when({ type: 'CompletePasswordReset', resetId: 'r-1', now: hoursLater(0.9) })
        .then([done]);
      given(accountsDecider, [owner, resetRequested(), done])
        .when({ type: 'CompletePasswordReset', resetId: 'r-1', now })
        .thenFails('invalid', RESET_LINK_INVALID);
      given(accountsDecider, [owner, resetRequested()])
        .when({ type: 'CompletePasswordReset', resetId: 'r-1', now: hoursLater(1) })
        .thenFails('invalid', RESET_LINK_INVALID);
      given(accountsDecider, [owner, resetRequested(), resetRequested('r-2')])
        .when({ type: 'CompletePasswordReset', resetId: 'r-1', now })
        .thenFails('invalid', RESET_LINK_INVALID);
      // A password changed meanwhile retires the link too.
      given(accountsDecider, [owner, resetRequested(), { type: 'PasswordChanged', data: { accountId: 'a-owner' } }])
        .when({ type: 'CompletePasswordReset', resetId: 'r-1', now })
        .thenFails('invalid', RESET_LINK_INVALID);
    });
  });
});
