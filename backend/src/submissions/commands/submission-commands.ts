import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SubmissionFields, ValidEventSubmissionForm } from '@dental/contracts';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { SubmissionCommand, submissionDecider, submissionStream } from '../domain/submission.decider';
import { CreateLiveEvent, LiveEventCreation, LiveEventOutcome } from './create-live-event';
import { submissionPlace } from '../domain/submission-place';

/**
 * What may be sent to a submission: receiving it (the public form, as validated), reviewing it
 * (the review time is the command's own and the reviewer the literal 'Admin': whatever the client
 * said about either is not taken), and turning an approved one into a live event (a process over
 * the events and speakers, which records the link on the submission last).
 */
export type SubmissionBusCommand =
  | { type: 'ReceiveSubmission'; submissionId?: string; form: ValidEventSubmissionForm }
  | Extract<SubmissionCommand, { type: 'ReviewSubmission' }>
  | CreateLiveEvent;

type SubmissionResult<C> = C extends { type: 'ReceiveSubmission' }
  ? CommandOutcome & { submissionId: string }
  : C extends { type: 'CreateLiveEvent' }
    ? LiveEventOutcome
    : CommandOutcome;

/** A command for a submission, on its way through the bus to the submission handler. */
export class ForSubmission<C extends SubmissionBusCommand = SubmissionBusCommand> extends BusCommand<
  C,
  SubmissionResult<C>
> {}

@CommandHandler(ForSubmission)
export class SubmissionCommandHandler implements ICommandHandler<ForSubmission> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly liveEvents: LiveEventCreation,
  ) {}

  execute({ command, metadata }: ForSubmission): Promise<SubmissionResult<SubmissionBusCommand>> {
    return this.handle(command, metadata);
  }

  async handle(
    command: SubmissionBusCommand,
    metadata: CommandMetadata,
  ): Promise<SubmissionResult<SubmissionBusCommand>> {
    switch (command.type) {
      case 'ReceiveSubmission': {
        // It starts pending.
        const submissionId = command.submissionId ?? randomUUID();
        const receive = { type: command.type, submissionId, fields: submissionFieldsOf(command.form) };
        const outcome = await this.runner.run(submissionStream(submissionId), submissionDecider, receive, metadata);
        return { ...outcome, submissionId };
      }
      case 'ReviewSubmission':
        return this.runner.run(submissionStream(command.submissionId), submissionDecider, command, metadata);
      case 'CreateLiveEvent':
        return this.liveEvents.create(command, metadata);
      default:
        return unhandledCommand(command);
    }
  }
}

/**
 * The form's fields as they are kept: text as the organiser typed it (after the form's own
 * trimming), never escaped or rewritten, since it is only ever rendered as text; empty optional
 * fields become null. The honeypot is not part of a submission. The place the organiser left out is
 * worked out from the city and location (`submissionPlace`).
 */
function submissionFieldsOf(form: ValidEventSubmissionForm): SubmissionFields {
  return {
    title: form.title,
    description: form.description,
    eventType: form.eventType,
    date: form.date,
    location: form.location,
    city: form.city,
    expectedAttendees: form.expectedAttendees,
    additionalInfo: emptyToNull(form.additionalInfo),
    organizationName: form.organizationName,
    contactEmail: form.contactEmail,
    contactPhone: form.contactPhone,
    image: emptyToNull(form.image),
    registrationUrl: emptyToNull(form.registrationUrl),
    ...submissionPlace(form),
    // The optional 'Continuing Education' section: only what the organiser filled in is kept.
    ...(form.format ? { format: form.format } : {}),
    ...(form.audiences?.length ? { audiences: form.audiences } : {}),
    ...(form.topics?.length ? { topics: form.topics } : {}),
    ...(form.ceProvider ? { ceProvider: form.ceProvider } : {}),
    ...(form.estimatedCeCredits != null ? { estimatedCeCredits: form.estimatedCeCredits } : {}),
  };
}

function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
