import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SubmissionFields, ValidEventSubmissionForm } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { submissionDecider, submissionStream } from '../domain/submission.decider';

/** Records a submission sent through the public form (or loaded as demo data); it starts pending. */
export class ReceiveSubmission extends Command<CommandOutcome & { submissionId: string }> {
  constructor(
    readonly form: ValidEventSubmissionForm,
    readonly metadata: CommandMetadata,
    readonly options: { submissionId?: string } = {},
  ) {
    super();
  }
}

@CommandHandler(ReceiveSubmission)
export class ReceiveSubmissionHandler implements ICommandHandler<ReceiveSubmission> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ form, metadata, options }: ReceiveSubmission): Promise<CommandOutcome & { submissionId: string }> {
    const submissionId = options.submissionId ?? randomUUID();
    const fields = submissionFieldsOf(form);
    const outcome = await this.runner.run(
      submissionStream(submissionId),
      submissionDecider,
      { type: 'ReceiveSubmission', submissionId, fields },
      metadata,
    );
    return { ...outcome, submissionId };
  }
}

/**
 * The form's fields as they are kept: text as the organiser typed it (after the form's own
 * trimming), never escaped or rewritten, since it is only ever rendered as text; empty optional
 * fields become null. The honeypot is not part of a submission.
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
