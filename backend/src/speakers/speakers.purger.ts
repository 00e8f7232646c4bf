import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '@dental/contracts';
import { TrashPurger } from '../purge/trash-purge.job';
import { PurgeSpeaker } from './commands';
import { SpeakersQueries } from './speakers.queries';

/** Purges speakers whose 14 days in the trash are over. */
@Injectable()
export class SpeakersPurger implements TrashPurger {
  readonly kind = 'speaker';

  constructor(
    private readonly queries: SpeakersQueries,
    private readonly commands: CommandBus,
  ) {}

  async purgeExpired(now: Date): Promise<number> {
    const due = (await this.queries.trashed()).filter((speaker) => new Date(speaker.purgeAt) <= now);
    const correlationId = `purge-${randomUUID()}`;
    for (const speaker of due) {
      await this.commands.execute(new PurgeSpeaker(speaker.id, { actor: SYSTEM_ACTOR, occurredAt: now, correlationId, causationId: randomUUID() }));
    }
    return due.length;
  }
}
