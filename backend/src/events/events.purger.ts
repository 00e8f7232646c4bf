import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TrashPurger, purgeEachAsSystem } from '../purge';
import { ForEvent } from './commands';
import { EventsQueries } from './events.queries';

/** Purges events whose 14 days in the trash are over. */
@Injectable()
export class EventsPurger implements TrashPurger {
  readonly kind = 'event';

  constructor(
    private readonly queries: EventsQueries,
    private readonly commands: CommandBus,
  ) {}

  async purgeExpired(now: Date): Promise<number> {
    return purgeEachAsSystem(
      this.commands,
      now,
      await this.queries.purgeDue(now),
      (eventId, metadata) => new ForEvent({ type: 'PurgeEvent', eventId }, metadata),
    );
  }
}
