import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { NOT_THIS_EVENTS_SPEAKER, type ProposedChanges } from '@dental/contracts';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { invalid } from '../../shared/domain/domain-errors';
import { ForEvent, eventAvailability, eventDecider, eventStream } from '../../events';
import { ForSpeaker, SpeakersQueries } from '../../speakers';
import { ChangeRequestCommand, changeRequestDecider, changeRequestStream } from '../domain/change-request.decider';

/**
 * What may be sent to a change request: the decider's commands, less what the handler works out
 * (a new request's id and its event's state).
 */
export type ChangeRequestBusCommand =
  | Omit<Extract<ChangeRequestCommand, { type: 'SubmitChangeRequest' }>, 'changeRequestId' | 'event'>
  | Extract<ChangeRequestCommand, { type: 'ApproveChangeRequest' | 'RejectChangeRequest' }>;

type ChangeRequestResult<C> = C extends { type: 'SubmitChangeRequest' }
  ? CommandOutcome & { changeRequestId: string }
  : CommandOutcome;

/** A command for a change request, on its way through the bus to its handler. */
export class ForChangeRequest<C extends ChangeRequestBusCommand = ChangeRequestBusCommand> extends BusCommand<
  C,
  ChangeRequestResult<C>
> {}

@CommandHandler(ForChangeRequest)
export class ChangeRequestCommandHandler implements ICommandHandler<ForChangeRequest> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commandBus: CommandBus,
    private readonly speakers: SpeakersQueries,
  ) {}

  async execute({ command, metadata }: ForChangeRequest): Promise<ChangeRequestResult<ChangeRequestBusCommand>> {
    switch (command.type) {
      case 'SubmitChangeRequest': {
        await this.requireEventsSpeakers(command.eventId, command.changes);
        const changeRequestId = randomUUID();
        const event = eventAvailability(await this.runner.load(eventStream(command.eventId), eventDecider));
        const submit = { ...command, changeRequestId, event };
        const stream = changeRequestStream(changeRequestId);
        const outcome = await this.runner.run(stream, changeRequestDecider, submit, metadata);
        return { ...outcome, changeRequestId };
      }
      case 'ApproveChangeRequest': {
        const stream = changeRequestStream(command.changeRequestId);
        const request = await this.runner.load(stream, changeRequestDecider);
        // Refused before anything is applied: an unknown request, or one already reviewed.
        changeRequestDecider.decide(command, request);
        if (request.status === 'absent') return unhandledRequest();
        const applied = await this.apply(request.eventId, request.changes, {
          ...metadata,
          // The organiser proposed these values: the audit history names them as the actor.
          actor: request.organiserEmail,
          actorAccountId: undefined,
          causationId: command.changeRequestId,
        });
        // Applied again after a lost race on the approval, the changes find nothing left to change.
        const approved = await this.runner.run(stream, changeRequestDecider, command, metadata);
        return combineOutcomes(applied, approved);
      }
      case 'RejectChangeRequest':
        return this.runner.run(changeRequestStream(command.changeRequestId), changeRequestDecider, command, metadata);
      default:
        return unhandledCommand(command);
    }
  }

  /**
   * The changes as the usual commands of the event and its speakers (the same deciders as an
   * admin's edit): the event's fields first, then each speaker's. A refusal (the event in the trash,
   * a speaker moved to another event) stops before the approval is recorded.
   */
  private async apply(eventId: string, changes: ProposedChanges, metadata: CommandMetadata): Promise<CommandOutcome> {
    const { speakers = [], ...eventChanges } = changes;
    await this.requireEventsSpeakers(eventId, changes);
    const outcomes: CommandOutcome[] = [];
    if (Object.keys(eventChanges).length > 0)
      outcomes.push(
        await this.commandBus.execute(new ForEvent({ type: 'UpdateEvent', eventId, changes: eventChanges }, metadata)),
      );
    for (const { speakerId, ...speakerChanges } of speakers)
      outcomes.push(
        await this.commandBus.execute(
          new ForSpeaker({ type: 'UpdateSpeaker', speakerId, changes: speakerChanges }, metadata),
        ),
      );
    return combineOutcomes(...outcomes);
  }

  /** Every speaker a request names is one of the event's (400 naming the field otherwise). */
  private async requireEventsSpeakers(eventId: string, changes: ProposedChanges): Promise<void> {
    if (!changes.speakers?.length) return;
    const ofEvent = new Set((await this.speakers.list('admin', eventId)).map((speaker) => speaker.id));
    const issues = changes.speakers.flatMap((change, index) =>
      ofEvent.has(change.speakerId)
        ? []
        : [{ path: `changes.speakers.${index}.speakerId`, message: NOT_THIS_EVENTS_SPEAKER }],
    );
    if (issues.length > 0) throw invalid(NOT_THIS_EVENTS_SPEAKER, issues);
  }
}

/** decide() throws for an absent request; this only satisfies the compiler's narrowing. */
function unhandledRequest(): never {
  throw new Error('An absent change request passed the decider');
}
