import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TrashPurger, purgeEachAsSystem } from '../purge';
import { ForSpeaker } from './commands';
import { SpeakersQueries } from './speakers.queries';

/**
 * Purges speakers whose 14 days in the trash are over, and speakers whose event has been purged
 * (they go with it, trashed or not; the command re-reads the event's stream, so a read model that
 * lags cannot purge a speaker of a live event).
 */
@Injectable()
export class SpeakersPurger implements TrashPurger {
  readonly kind = 'speaker';

  constructor(
    private readonly queries: SpeakersQueries,
    private readonly commands: CommandBus,
  ) {}

  async purgeExpired(now: Date): Promise<number> {
    // Refused by the speaker's own stream (restored meanwhile, event not purged after all): skipped.
    return purgeEachAsSystem(
      this.commands,
      now,
      await this.queries.purgeDue(now),
      (speakerId, metadata) => new ForSpeaker({ type: 'PurgeSpeaker', speakerId }, metadata),
    );
  }
}
