import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TrashPurger, purgeEachAsSystem } from '../purge';
import { ForSponsor } from './commands';
import { SponsorsQueries } from './sponsors.queries';

/**
 * When their event is purged, sponsors are taken off it (and stay listed, as unassigned or global
 * sponsors). The command re-reads the event's stream, so a read model that lags cannot release a
 * sponsor of a live event.
 */
@Injectable()
export class SponsorAssignmentsPurger implements TrashPurger {
  readonly kind = 'sponsor assignment';

  constructor(
    private readonly queries: SponsorsQueries,
    private readonly commands: CommandBus,
  ) {}

  async purgeExpired(now: Date): Promise<number> {
    // Refused by the sponsor's own stream (removed or edited meanwhile): skipped until the next run.
    return purgeEachAsSystem(
      this.commands,
      now,
      await this.queries.ofMissingEvents(),
      (sponsor, metadata) => new ForSponsor({ type: 'ReleaseSponsorFromPurgedEvent', sponsorId: sponsor.id }, metadata),
    );
  }
}

/** Purges sponsors whose 14 days in the trash are over. */
@Injectable()
export class SponsorsPurger implements TrashPurger {
  readonly kind = 'sponsor';

  constructor(
    private readonly queries: SponsorsQueries,
    private readonly commands: CommandBus,
  ) {}

  async purgeExpired(now: Date): Promise<number> {
    const due = (await this.queries.trashed()).filter((sponsor) => new Date(sponsor.purgeAt) <= now);
    // Refused by the sponsor's own stream (restored meanwhile): skipped.
    return purgeEachAsSystem(
      this.commands,
      now,
      due,
      (sponsor, metadata) => new ForSponsor({ type: 'PurgeSponsor', sponsorId: sponsor.id }, metadata),
    );
  }
}
