import { Injectable } from '@nestjs/common';
import type { Account } from '@dental/contracts';
import { ProjectedDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { Applied, Projection, updateDocument } from '../../event-sourcing/projections/projection';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import type { AccountsDomainEvent } from '../domain/accounts.decider';

export const ACCOUNTS_COLLECTION = 'accounts';

/** The `accounts` read model: one document per account as GET /api/accounts lists it (no links, no hashes). */
@Injectable()
export class AccountsProjection implements Projection {
  readonly name = 'accounts';
  readonly collections = [ACCOUNTS_COLLECTION];
  readonly handles = new Set<string>([
    'OwnerAccountEstablished',
    'AccountInvited',
    'InvitationAccepted',
    'AccountRoleChanged',
    'AccountDisabled',
  ]);

  apply(stored: ProjectedDomainEvent, store: ReadStore): Applied {
    const domainEvent = stored as unknown as AccountsDomainEvent & ProjectedDomainEvent;
    const { accountId } = domainEvent.data;
    return updateDocument<Account>(store, ACCOUNTS_COLLECTION, accountId, stored, (current) => {
      switch (domainEvent.type) {
        case 'OwnerAccountEstablished':
          return { id: accountId, email: domainEvent.data.email, role: 'owner', status: 'active' };
        case 'AccountInvited':
          return { id: accountId, email: domainEvent.data.email, role: domainEvent.data.role, status: 'invited' };
        case 'InvitationAccepted':
          return current && { ...current, status: 'active' };
        case 'AccountRoleChanged':
          return current && { ...current, role: domainEvent.data.role };
        case 'AccountDisabled':
          return current && { ...current, status: 'disabled' };
        default:
          return undefined;
      }
    });
  }
}
