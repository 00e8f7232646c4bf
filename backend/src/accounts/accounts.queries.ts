import { Injectable } from '@nestjs/common';
import type { Account } from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { ACCOUNTS_COLLECTION } from './projections/accounts.projection';

@Injectable()
export class AccountsQueries {
  constructor(private readonly readStore: ReadStore) {}

  /** Every account, by e-mail address. */
  async list(): Promise<Account[]> {
    const documents = await this.readStore.list<Account>(ACCOUNTS_COLLECTION);
    return documents.map((document) => document.value).sort((a, b) => a.email.localeCompare(b.email));
  }

  async get(id: string): Promise<Account | null> {
    return (await this.readStore.get<Account>(ACCOUNTS_COLLECTION, id))?.value ?? null;
  }
}
