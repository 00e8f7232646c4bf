import { ROLES, type Account, type AccountStatus, type Role } from '@dental/contracts';
import { useState } from 'react';
import { Ban, Send, UserPlus, Users } from 'lucide-react';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSession } from '../api/session';
import { AdminDialog } from '../components/AdminDialog';
import { AdminPage } from '../components/AdminPage';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, isRole } from '../components/roles';
import { accountCounts, lockedReason, sortAccounts, STATUS_LABELS } from './account-list';
import { useAccounts, useChangeAccount, useInviteAccount } from './api/accounts';
import { InviteAccountDialog } from './components/InviteAccountDialog';

const STATUS_STYLES: Record<AccountStatus, string> = {
  active: 'bg-green-100 text-green-900',
  invited: 'bg-amber-100 text-amber-900',
  disabled: 'bg-slate-200 text-slate-800',
};

function AccountRow({
  account,
  locked,
  isSelf,
  onRole,
  onDisable,
  onResend,
  busy,
}: {
  account: Account;
  locked: string | null;
  isSelf: boolean;
  onRole: (role: Role) => void;
  onDisable: () => void;
  onResend: () => void;
  busy: boolean;
}) {
  const selectId = `role-${account.id}`;
  const lockedId = `locked-${account.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="[overflow-wrap:anywhere] font-semibold text-slate-900">
          {account.email}
          {isSelf && <span className="ml-2 text-sm font-normal text-slate-600">(you)</span>}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
              STATUS_STYLES[account.status],
            )}
          >
            {STATUS_LABELS[account.status]}
          </span>
          <span>{ROLE_DESCRIPTIONS[account.role]}</span>
        </p>
        {locked && (
          <p id={lockedId} className="mt-1 text-xs text-slate-600">
            {locked}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">{`Role of ${account.email}`}</label>
        <select
          id={selectId}
          value={account.role}
          disabled={Boolean(locked) || busy}
          aria-describedby={locked ? lockedId : undefined}
          onChange={(change) => isRole(change.target.value) && onRole(change.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 disabled:bg-slate-100 disabled:text-slate-600"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {account.status !== 'active' && (
          // Inviting again sends a fresh link (the older one stops working) and brings a disabled account back.
          <button type="button" onClick={onResend} disabled={busy} className={buttonClass('secondary', 'sm')}>
            <Send className="size-4" aria-hidden="true" />
            {account.status === 'invited' ? 'Resend' : 'Invite again'}
            <span className="sr-only">
              {account.status === 'invited' ? ` invitation to ${account.email}` : ` ${account.email}`}
            </span>
          </button>
        )}
        {account.status !== 'disabled' && (
          <button
            type="button"
            onClick={onDisable}
            disabled={Boolean(locked) || busy}
            aria-describedby={locked ? lockedId : undefined}
            className={buttonClass('secondary', 'sm')}
          >
            <Ban className="size-4" aria-hidden="true" />
            Disable
            <span className="sr-only">{` ${account.email}`}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/** /admin/accounts (owners): who may sign in, with which role; invite, change a role, disable. */
export default function AccountsPage() {
  const accountsQuery = useAccounts();
  const change = useChangeAccount();
  const resend = useInviteAccount();
  const { data: session } = useSession();
  const [inviting, setInviting] = useState(false);
  const [disabling, setDisabling] = useState<Account | null>(null);

  const failed = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, 'Failed to change the account'), variant: 'destructive' });

  const onRole = (account: Account, role: Role) =>
    change.mutate(
      { id: account.id, change: { role } },
      {
        onSuccess: () =>
          toast({
            title: 'Role Changed',
            description: `${account.email} is now ${ROLE_LABELS[role].toLowerCase() === 'editor' ? 'an' : 'a'} ${ROLE_LABELS[role].toLowerCase()}.`,
          }),
        onError: failed,
      },
    );

  const onDisable = (account: Account) =>
    change.mutate(
      { id: account.id, change: { status: 'disabled' } },
      {
        onSuccess: () =>
          toast({
            title: 'Account Disabled',
            description: `${account.email} can no longer sign in; their sessions have ended.`,
          }),
        onError: failed,
        onSettled: () => setDisabling(null),
      },
    );

  // Inviting an address again records a new invitation: a fresh 72-hour link, the role kept.
  const onResend = (account: Account) =>
    resend.mutate(
      { email: account.email, role: account.role },
      {
        onSuccess: () =>
          toast({
            title: 'Invitation Sent',
            description: `${account.email} can set a password from the link in their e-mail for 72 hours.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to send the invitation'),
            variant: 'destructive',
          }),
      },
    );

  const accounts = accountsQuery.data ? sortAccounts(accountsQuery.data) : [];
  const counts = accountCounts(accounts);

  return (
    <AdminPage
      title="Accounts"
      description={
        accountsQuery.isSuccess
          ? `${counts.active} active, ${counts.invited} invited, ${counts.disabled} disabled.`
          : 'Who may sign in to the admin area, and with which role.'
      }
      actions={
        <button type="button" onClick={() => setInviting(true)} className={buttonClass('primary')}>
          <UserPlus className="size-4" aria-hidden="true" />
          Invite
        </button>
      }
    >
      {accountsQuery.isError ? (
        <LoadError what="the accounts" />
      ) : accountsQuery.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading accounts</span>
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ) : accounts.length === 0 ? (
        <EmptyState icon={<Users className="size-8" />} title="No accounts yet" />
      ) : (
        <ul className="space-y-3" aria-label="Accounts">
          {accounts.map((account) => {
            const isSelf = session?.accountId
              ? account.id === session.accountId
              : account.email.toLowerCase() === session?.email.toLowerCase();
            return (
              <AccountRow
                key={account.id}
                account={account}
                isSelf={isSelf}
                locked={lockedReason(account, accounts, session?.accountId, session?.email)}
                busy={
                  (change.isPending && change.variables.id === account.id) ||
                  (resend.isPending && resend.variables.email === account.email)
                }
                onRole={(role) => onRole(account, role)}
                onDisable={() => setDisabling(account)}
                onResend={() => onResend(account)}
              />
            );
          })}
        </ul>
      )}

      <InviteAccountDialog open={inviting} onOpenChange={setInviting} />
      <AdminDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title="Disable Account"
        description={
          disabling
            ? `${disabling.email} will be signed out at once and can no longer sign in. Their changes stay in the audit history.`
            : undefined
        }
        footer={
          <>
            <button type="button" onClick={() => setDisabling(null)} className={buttonClass('secondary')}>
              Cancel
            </button>
            <button
              type="button"
              disabled={change.isPending}
              onClick={() => disabling && onDisable(disabling)}
              className={buttonClass('primary')}
            >
              {change.isPending ? 'Disabling...' : 'Disable account'}
            </button>
          </>
        }
      />
    </AdminPage>
  );
}
