import { accountCounts, lockedReason, sortAccounts } from './account-list';
import type { Account } from '@dental/contracts';

const account = (id: string, email: string, role: Account['role'], status: Account['status']): Account => ({
  id,
  email,
  role,
  status,
});

describe('the accounts list', () => {
  const owner = account('1', 'owner@example.com', 'owner', 'active');
  const editor = account('2', 'bea@example.com', 'editor', 'active');
  const invited = account('3', 'cy@example.com', 'reviewer', 'invited');
  const gone = account('4', 'al@example.com', 'editor', 'disabled');

  it('lists active accounts first, owners first among them, then the invited and the disabled', () => {
    expect(sortAccounts([gone, invited, editor, owner]).map((entry) => entry.id)).toEqual(['1', '2', '3', '4']);
    expect(accountCounts([gone, invited, editor, owner])).toEqual({ active: 2, invited: 1, disabled: 1 });
  });

  it("locks the last active owner, one's own account and disabled accounts", () => {
    const all = [owner, editor, invited, gone];
    expect(lockedReason(owner, all, 'someone-else', null)).toBe('The last owner cannot be demoted or disabled.');
    expect(lockedReason(editor, all, '2', null)).toBe('Another owner can change your own account.');
    expect(lockedReason(editor, all, undefined, 'BEA@example.com')).toBe('Another owner can change your own account.');
    expect(lockedReason(gone, all, '1', null)).toBe('Disabled: invite the address again to let them back in.');
    expect(lockedReason(editor, all, '1', null)).toBeNull();
    expect(lockedReason(invited, all, '1', null)).toBeNull();
  });

  it('lets a second owner be changed once there are two', () => {
    const second = account('5', 'dee@example.com', 'owner', 'active');
    expect(lockedReason(second, [owner, second], '1', null)).toBeNull();
    // An invited owner does not count: they cannot sign in yet.
    const invitedOwner = account('6', 'eve@example.com', 'owner', 'invited');
    expect(lockedReason(owner, [owner, invitedOwner], '6', null)).toBe('The last owner cannot be demoted or disabled.');
  });
});
