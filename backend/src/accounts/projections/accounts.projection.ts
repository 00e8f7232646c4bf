import { Injectable } from '@nestjs/common';
import type { Account, DomainEventNamed } from '@dental/contracts';
import { DocumentProjection, UNCHANGED, patch } from '../../event-sourcing/projections/projection';

export const ACCOUNTS_COLLECTION = 'accounts';

/** What the accounts list shows changes with these; passwords and their resets are not listed. */
type ListedAccountDomainEvent = DomainEventNamed<
  'OwnerAccountEstablished' | 'AccountInvited' | 'InvitationAccepted' | 'AccountRoleChanged' | 'AccountDisabled'
>;

/** The `accounts` read model: one document per account as GET /api/accounts lists it (no links, no hashes). */
@Injectable()
export class AccountsProjection extends DocumentProjection<Account, ListedAccountDomainEvent> {
  constructor() {
    super({
      name: 'accounts',
      collection: ACCOUNTS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.accountId,
      on: {
        OwnerAccountEstablished: (_current, { data }) => ({
          id: data.accountId,
          email: data.email,
          role: 'owner',
          status: 'active',
        }),
        AccountInvited: (_current, { data }) => ({
          id: data.accountId,
          email: data.email,
          role: data.role,
          status: 'invited',
        }),
        InvitationAccepted: (current) => (current ? patch<Account>({ status: 'active' }) : UNCHANGED),
        AccountRoleChanged: (current, { data }) => (current ? patch<Account>({ role: data.role }) : UNCHANGED),
        AccountDisabled: (current) => (current ? patch<Account>({ status: 'disabled' }) : UNCHANGED),
      },
    });
  }
}
