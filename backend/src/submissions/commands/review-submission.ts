import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SubmissionReviewDecision } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { submissionDecider, submissionStream } from '../domain/submission.decider';

/**
 * Approves or rejects a pending submission. The review time is the command's own time and the
 * reviewer the literal 'Admin'; whatever the client said about either is not taken.
 */
export class ReviewSubmission extends Command<CommandOutcome> {
  constructor(
    readonly submissionId: string,
    readonly decision: SubmissionReviewDecision,
    readonly reviewNotes: string | null | undefined,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(ReviewSubmission)
export class ReviewSubmissionHandler implements ICommandHandler<ReviewSubmission> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ submissionId, decision, reviewNotes, metadata }: ReviewSubmission): Promise<CommandOutcome> {
    return this.runner.run(
      submissionStream(submissionId),
      submissionDecider,
      { type: 'ReviewSubmission', submissionId, decision, reviewNotes },
      metadata,
    );
  }
}
