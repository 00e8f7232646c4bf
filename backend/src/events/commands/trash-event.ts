import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { notFound } from '../../shared/domain/domain-errors';
import { eventDecider, eventStream } from '../domain/event.decider';
import { EVENT_NOT_FOUND } from '../../shared/domain/event-availability';
import { FEATURED_EVENTS_STREAM, featuredEventsDecider } from '../domain/featured-events.decider';

/**
 * Moves an event to trash (the admin's password was re-checked by the caller). A featured event
 * is unfeatured first, so a trashed event does not hold one of the 6 featured places, and again
 * after the trash: a feature request that read the event before the trash and featured it in
 * between is undone here (the other order is caught by SetEventFlag).
 */
export class TrashEvent extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(TrashEvent)
export class TrashEventHandler implements ICommandHandler<TrashEvent> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ eventId, metadata }: TrashEvent): Promise<void> {
    const event = await this.runner.load(eventStream(eventId), eventDecider);
    if (event.status === 'absent' || event.status === 'purged') throw notFound(EVENT_NOT_FOUND);
    const unfeatured = await this.runner.run(
      FEATURED_EVENTS_STREAM,
      featuredEventsDecider,
      { type: 'UnfeatureEvent', eventId },
      metadata,
    );
    const trashed = await this.runner.run(
      eventStream(eventId),
      eventDecider,
      { type: 'TrashEvent', eventId },
      metadata,
    );
    const unfeaturedAfter = await this.runner.run(
      FEATURED_EVENTS_STREAM,
      featuredEventsDecider,
      { type: 'UnfeatureEvent', eventId },
      metadata,
    );
    await this.runner.waitForReadModels(
      Math.max(unfeatured.position ?? 0, trashed.position ?? 0, unfeaturedAfter.position ?? 0) || null,
    );
  }
}
