import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SpeakerFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { speakerDecider, speakerStream } from '../domain/speaker.decider';

/** Saves the edit-speaker form (any subset of the fields); unchanged fields are not recorded. */
export class EditSpeaker extends Command<void> {
  constructor(
    readonly speakerId: string,
    readonly changes: Partial<SpeakerFields>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(EditSpeaker)
export class EditSpeakerHandler implements ICommandHandler<EditSpeaker> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ speakerId, changes, metadata }: EditSpeaker): Promise<void> {
    await this.runner.runAndWait(speakerStream(speakerId), speakerDecider, { type: 'UpdateSpeaker', speakerId, changes }, metadata);
  }
}
