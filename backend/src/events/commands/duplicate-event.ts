import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes, nothingChanged } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { Clock } from '../../shared/clock';
import { acceptedBy } from '../../shared/domain/decider';
import { derivedId } from '../../shared/domain/derived-id';
import { eventDecider, eventStream } from '../domain/event.decider';
import {
  eventDuplicationDecider,
  eventDuplicationStream,
  type DuplicationPlan,
} from '../domain/event-duplication.decider';
import { nextEditionFields } from '../domain/next-edition';
import {
  UNFINISHED_DUPLICATIONS_COLLECTION,
  type UnfinishedDuplication,
} from '../projections/event-duplications.projection';
import { EventCopyParts } from './event-copy-parts';
import { ForEvent } from './event-commands';

/** Lists the next edition of the event `eventId` on `date`. */
export interface DuplicateEvent {
  type: 'DuplicateEvent';
  eventId: string;
  date: string;
}

/**
 * Lists the next edition of an event on a new date: a hidden, unfeatured copy of its fields, with
 * copies of its agenda, its speakers (new records linked to the old ones as the same person) and
 * its sponsors (new sponsor records at the same tiers, and the tier names). Each copy is an
 * ordinary command of its domain, so every rule applies and the history shows each one.
 *
 * The copies are many appends to many streams, so the duplication is a process that resumes
 * (decision 0053): its start records the plan (everything to copy, read once, and the copy's id),
 * every copy's id derives from the duplication's so a step taken twice is recognised, and its end
 * is recorded once every step is done. A duplication an interruption left unfinished is finished
 * at the next start (`finishInterrupted`).
 */
@Injectable()
export class EventDuplication {
  private readonly logger = new Logger('EventDuplication');

  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    private readonly parts: EventCopyParts,
    private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  async duplicate(
    { eventId: sourceId, date }: DuplicateEvent,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome & { eventId: string }> {
    // Only a live event is copied: the event's decider refuses an unknown or purged one (404) and one in the trash (409).
    const source = acceptedBy(
      eventDecider,
      { type: 'CheckDuplicable', eventId: sourceId },
      await this.runner.load(eventStream(sourceId), eventDecider),
    );
    const duplicationId = randomUUID();
    const plan: DuplicationPlan = {
      duplicationId,
      eventId: sourceId,
      copyId: derivedId(duplicationId, 'event'),
      date,
      // Hidden until an admin has checked the copy: it is a draft of the next edition.
      event: {
        fields: nextEditionFields(source.fields, date),
        hideSocialMedia: source.hideSocialMedia,
        hideAbstracts: source.hideAbstracts,
      },
      ...(await this.parts.read(sourceId)),
    };
    const started = await this.runner.run(
      eventDuplicationStream(duplicationId),
      eventDuplicationDecider,
      { type: 'StartEventDuplication', plan },
      metadata,
    );
    return { eventId: plan.copyId, ...combineOutcomes(started, await this.finish(duplicationId, metadata)) };
  }

  /** Finishes every duplication started and not finished (the process stopped part-way), in the name of whoever started it. */
  async finishInterrupted(): Promise<number> {
    const unfinished = await this.readStore.list<UnfinishedDuplication>(UNFINISHED_DUPLICATIONS_COLLECTION);
    for (const { value } of unfinished) {
      const metadata: CommandMetadata = {
        actor: value.startedBy,
        occurredAt: this.clock.now(),
        correlationId: value.duplicationId,
        causationId: randomUUID(),
      };
      await this.finish(value.duplicationId, metadata);
      this.logger.log(`Finished the interrupted duplication ${value.duplicationId}`);
    }
    return unfinished.length;
  }

  /**
   * Takes every step of a started duplication from its recorded plan, then records its end. A step
   * already taken changes nothing: the copy exists under its derived id, or its flag is already set.
   */
  async finish(duplicationId: string, metadata: CommandMetadata): Promise<CommandOutcome> {
    const duplication = await this.runner.load(eventDuplicationStream(duplicationId), eventDuplicationDecider);
    if (duplication.status !== 'started') return nothingChanged();
    const { plan } = duplication;
    const eventId = plan.copyId;
    const copies: CommandOutcome[] = [];
    if ((await this.runner.load(eventStream(eventId), eventDecider)).status === 'absent')
      copies.push(
        await this.commands.execute(
          new ForEvent({ type: 'CreateEvent', eventId, fields: plan.event.fields, isHidden: true }, metadata),
        ),
      );
    const flags = { hideSocialMedia: plan.event.hideSocialMedia, hideAbstracts: plan.event.hideAbstracts };
    if (flags.hideSocialMedia || flags.hideAbstracts)
      copies.push(await this.commands.execute(new ForEvent({ type: 'SetEventFlags', eventId, flags }, metadata)));
    copies.push(...(await this.parts.copy(plan, { duplicationId, eventId }, metadata)));
    const finished = await this.runner.run(
      eventDuplicationStream(duplicationId),
      eventDuplicationDecider,
      { type: 'FinishEventDuplication', duplicationId },
      metadata,
    );
    return combineOutcomes(...copies, finished);
  }
}
