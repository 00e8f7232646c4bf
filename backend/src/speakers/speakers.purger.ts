import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '@dental/contracts';
import { TrashPurger } from '../purge/trash-purge.job';
import { DomainError } from '../shared/domain-errors';
import { PurgeSpeaker } from './commands';
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
    const expired = (await this.queries.trashed()).filter((speaker) => new Date(speaker.purgeAt) <= now).map((speaker) => speaker.id);
    const ofPurgedEvents = (await this.queries.ofMissingEvents()).map((speaker) => speaker.id);
    const correlationId = `purge-${randomUUID()}`;
    let purged = 0;
    for (const speakerId of new Set([...expired, ...ofPurgedEvents])) {
      try {
        await this.commands.execute(new PurgeSpeaker(speakerId, { actor: SYSTEM_ACTOR, occurredAt: now, correlationId, causationId: randomUUID() }));
        purged += 1;
      } catch (error) {
        // Refused by the speaker's own stream (restored meanwhile, event not purged after all): skip it.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return purged;
  }
}
