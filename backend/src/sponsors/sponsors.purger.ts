import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '@dental/contracts';
import { TrashPurger } from '../purge/trash-purge.job';
import { DomainError } from '../shared/domain-errors';
import { ReleaseSponsorFromPurgedEvent } from './commands';
import { SponsorsQueries } from './sponsors.queries';

/**
 * Sponsors have no trash of their own; when their event is purged they are taken off it (and stay
 * listed, as unassigned or global sponsors). The command re-reads the event's stream, so a read
 * model that lags cannot release a sponsor of a live event.
 */
@Injectable()
export class SponsorsPurger implements TrashPurger {
  readonly kind = 'sponsor assignment';

  constructor(
    private readonly queries: SponsorsQueries,
    private readonly commands: CommandBus,
  ) {}

  async purgeExpired(now: Date): Promise<number> {
    const correlationId = `purge-${randomUUID()}`;
    let released = 0;
    for (const sponsor of await this.queries.ofMissingEvents()) {
      const metadata = { actor: SYSTEM_ACTOR, occurredAt: now, correlationId, causationId: randomUUID() };
      try {
        if (await this.commands.execute(new ReleaseSponsorFromPurgedEvent(sponsor.id, metadata))) released += 1;
      } catch (error) {
        // Refused by the sponsor's own stream (removed or edited meanwhile): the next run tries again.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return released;
  }
}
