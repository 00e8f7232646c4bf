import type { Account, AccountStatus, Role } from '@dental/contracts';

export const STATUS_LABELS: Record<AccountStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

const STATUS_ORDER: Record<AccountStatus, number> = { active: 0, invited: 1, disabled: 2 };
const ROLE_ORDER: Record<Role, number> = { owner: 0, editor: 1, reviewer: 2 };

/** Active accounts first, then the invited, then the disabled; owners first within each; then by address. */
export function sortAccounts(accounts: readonly Account[]): Account[] {
  return [...accounts].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.email.localeCompare(b.email),
  );
}

/**
 * Why an account's role or status cannot be changed here, or null when it can. The server makes
 * the same checks (and answers 409 for the last owner); saying it first spares a refused click.
 */
export function lockedReason(
  account: Account,
  accounts: readonly Account[],
  signedInAccountId: string | null | undefined,
  signedInEmail: string | null | undefined,
): string | null {
  if (account.status === 'disabled') return 'Disabled: invite the address again to let them back in.';
  const activeOwners = accounts.filter((entry) => entry.role === 'owner' && entry.status === 'active');
  if (account.role === 'owner' && account.status === 'active' && activeOwners.length <= 1)
    return 'The last owner cannot be demoted or disabled.';
  const isSelf = signedInAccountId
    ? account.id === signedInAccountId
    : Boolean(signedInEmail) && account.email.toLowerCase() === signedInEmail?.toLowerCase();
  if (isSelf) return 'Another owner can change your own account.';
  return null;
}

/** How many accounts are active, invited and disabled: the line under the screen's heading. */
export function accountCounts(accounts: readonly Account[]): Record<AccountStatus, number> {
  const counts: Record<AccountStatus, number> = { active: 0, invited: 0, disabled: 0 };
  for (const account of accounts) counts[account.status] += 1;
  return counts;
}
