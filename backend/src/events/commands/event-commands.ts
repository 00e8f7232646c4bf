import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { EventFlag } from '@dental/contracts';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { ItemOnRoster, featureOnRoster, trashOffRoster } from '../../event-sourcing/commands/featured-roster';
import { acceptedBy, decideTogether } from '../../shared/domain/decider';
import { flagCommandTypes } from '../../shared/domain/flag-commands';
import { EventCommand, EventDomainEvent, EventState, eventDecider, eventStream } from '../domain/event.decider';
import {
  FEATURED_EVENTS_STREAM,
  FeaturedEventsCommand,
  FeaturedEventsDomainEvent,
  FeaturedEventsState,
  featuredEventsDecider,
} from '../domain/featured-events.decider';
import { DuplicateEvent, EventDuplication } from './duplicate-event';
import { FeaturedPlaces } from './featured-places';

/** The flags kept on the event's own stream; isFeatured is decided on the `featured-events` roster. */
export type OwnEventFlag = Exclude<EventFlag, 'isFeatured'>;

const EVENT_COMMAND_BY_FLAG = {
  isHidden: ['HideEvent', 'ShowEvent'],
  hideSocialMedia: ['HideEventSocialMedia', 'ShowEventSocialMedia'],
  hideAbstracts: ['HideEventAbstracts', 'ShowEventAbstracts'],
} as const;

/**
 * What may be sent to an event: the event decider's commands and the `featured-events` roster's,
 * as those deciders name them, less what the handler reads from the log for them (the time, the
 * featured events that hold no place); several own flags at once (a PATCH, all or none); and
 * duplicating (a process over several domains).
 */
export type EventBusCommand =
  | (Omit<Extract<EventCommand, { type: 'CreateEvent' }>, 'eventId' | 'isHidden'> & {
      /** Given by whoever must know it in advance (a live event from a submission); else a new one. */
      eventId?: string;
      isHidden?: boolean;
    })
  | Extract<
      EventCommand,
      {
        type:
          | 'SetEventStatus'
          | 'HideEvent'
          | 'ShowEvent'
          | 'HideEventSocialMedia'
          | 'ShowEventSocialMedia'
          | 'HideEventAbstracts'
          | 'ShowEventAbstracts'
          | 'TrashEvent'
          | 'RestoreEvent';
      }
    >
  | Omit<Extract<EventCommand, { type: 'PurgeEvent' }>, 'now'>
  | Omit<Extract<EventCommand, { type: 'UpdateEvent' }>, 'now'>
  | { type: 'SetEventFlags'; eventId: string; flags: Partial<Record<OwnEventFlag, boolean>> }
  | Omit<Extract<FeaturedEventsCommand, { type: 'FeatureEvent' }>, 'notHoldingPlaces'>
  | Extract<FeaturedEventsCommand, { type: 'UnfeatureEvent' }>
  | DuplicateEvent;

type EventResult<C> = C extends { type: 'CreateEvent' | 'DuplicateEvent' }
  ? CommandOutcome & { eventId: string }
  : CommandOutcome;

/** A command for an event, on its way through the bus to the event handler. */
export class ForEvent<C extends EventBusCommand = EventBusCommand> extends BusCommand<C, EventResult<C>> {}

const ownFlagsDecider = decideTogether(eventDecider);

/**
 * Every command for events: loads what the decider needs and runs it. Featuring and trashing go
 * through the roster protocol (event-sourcing/commands/featured-roster.ts), whose limit of 6 the
 * `featured-events` decider holds.
 */
@CommandHandler(ForEvent)
export class EventCommandHandler implements ICommandHandler<ForEvent> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly featuredPlaces: FeaturedPlaces,
    private readonly duplication: EventDuplication,
  ) {}

  execute({ command, metadata }: ForEvent): Promise<EventResult<EventBusCommand>> {
    return this.handle(command, metadata);
  }

  async handle(command: EventBusCommand, metadata: CommandMetadata): Promise<EventResult<EventBusCommand>> {
    switch (command.type) {
      case 'CreateEvent': {
        const eventId = command.eventId ?? randomUUID();
        const create = {
          ...command,
          eventId,
          isHidden: command.isHidden ?? false,
          sourceSubmissionId: command.sourceSubmissionId ?? null,
        };
        return { eventId, ...(await this.runner.run(eventStream(eventId), eventDecider, create, metadata)) };
      }
      case 'SetEventStatus':
      case 'HideEvent':
      case 'ShowEvent':
      case 'HideEventSocialMedia':
      case 'ShowEventSocialMedia':
      case 'HideEventAbstracts':
      case 'ShowEventAbstracts':
      case 'RestoreEvent':
        return this.runner.run(eventStream(command.eventId), eventDecider, command, metadata);
      case 'UpdateEvent':
      case 'PurgeEvent':
        return this.runner.run(
          eventStream(command.eventId),
          eventDecider,
          { ...command, now: metadata.occurredAt },
          metadata,
        );
      case 'SetEventFlags': {
        const { eventId } = command;
        const commands = flagCommandTypes(EVENT_COMMAND_BY_FLAG, command.flags).map((type) => ({ type, eventId }));
        return this.runner.run(eventStream(eventId), ownFlagsDecider, commands, metadata);
      }
      case 'FeatureEvent': {
        const { eventId } = command;
        const now = metadata.occurredAt;
        return featureOnRoster(
          this.runner,
          this.onRoster(eventId, now),
          { type: 'CheckFeaturable', eventId, now },
          metadata,
        );
      }
      case 'UnfeatureEvent':
        // Always allowed while the event exists: it is how an admin clears a featured event that is over, hidden or trashed.
        acceptedBy(
          eventDecider,
          { type: 'CheckUnfeaturable', eventId: command.eventId },
          await this.load(command.eventId),
        );
        return this.runner.run(FEATURED_EVENTS_STREAM, featuredEventsDecider, command, metadata);
      case 'TrashEvent':
        // A featured event is unfeatured with it, so a trashed event does not hold one of the 6 places.
        return trashOffRoster(this.runner, this.onRoster(command.eventId, metadata.occurredAt), command, metadata);
      case 'DuplicateEvent':
        return this.duplication.duplicate(command, metadata);
      default:
        return unhandledCommand(command);
    }
  }

  private onRoster(
    eventId: string,
    now: Date,
  ): ItemOnRoster<
    EventState,
    EventCommand,
    EventDomainEvent,
    FeaturedEventsState,
    FeaturedEventsCommand,
    FeaturedEventsDomainEvent
  > {
    return {
      stream: eventStream(eventId),
      decider: eventDecider,
      roster: featuredEventsDecider,
      placeOf: () => ({
        stream: FEATURED_EVENTS_STREAM,
        // Featured events that hold no place any more do not count toward the 6.
        feature: async () => ({
          type: 'FeatureEvent',
          eventId,
          notHoldingPlaces: await this.featuredPlaces.notHolding(now),
        }),
        unfeature: { type: 'UnfeatureEvent', eventId },
      }),
    };
  }

  private load(eventId: string): Promise<EventState> {
    return this.runner.load(eventStream(eventId), eventDecider);
  }
}
