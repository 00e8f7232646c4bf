import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SpeakerFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { linkedSpeaker, speakerDecider, speakerStream } from '../domain/speaker.decider';

/** Saves the edit-speaker form (any subset of the fields, 'Same person as…' too); unchanged fields are not recorded. */
export class EditSpeaker extends Command<CommandOutcome> {
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

  async execute({ speakerId, changes, metadata }: EditSpeaker): Promise<CommandOutcome> {
    // A 'Same person as…' link is checked against the linked speaker's own stream, not a read model that may lag.
    const link = changes.samePersonAs;
    const linked =
      link && link !== speakerId
        ? linkedSpeaker(await this.runner.load(speakerStream(link), speakerDecider))
        : undefined;
    return this.runner.run(
      speakerStream(speakerId),
      speakerDecider,
      { type: 'UpdateSpeaker', speakerId, changes, linked },
      metadata,
    );
  }
}
