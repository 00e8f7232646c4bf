import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SpeakerFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventAvailability, eventDecider, eventStream } from '../../events/domain/event.decider';
import { linkedSpeaker, speakerDecider, speakerStream } from '../domain/speaker.decider';

/** The edit-speaker form's fields; those left out start empty (no photo, no links, no abstract). */
export type AddSpeakerFields = Pick<SpeakerFields, 'name' | 'profession' | 'specialty' | 'lectureTitle' | 'email'> &
  Partial<
    Pick<
      SpeakerFields,
      'image' | 'socialLinks' | 'profileUrl' | 'abstract' | 'objectives' | 'credentials' | 'disclosure' | 'samePersonAs'
    >
  >;

/**
 * Adds a speaker to a live event (admin 'Add New Speaker', speakers found in an approved
 * submission's agenda, demo data). Another module dispatches it through the CommandBus.
 */
export class AddSpeaker extends Command<CommandOutcome & { speakerId: string }> {
  constructor(
    readonly fields: AddSpeakerFields,
    readonly eventId: string,
    readonly metadata: CommandMetadata,
    readonly options: { speakerId?: string; allowTrashedEvent?: boolean } = {},
  ) {
    super();
  }
}

@CommandHandler(AddSpeaker)
export class AddSpeakerHandler implements ICommandHandler<AddSpeaker> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ fields, eventId, metadata, options }: AddSpeaker): Promise<CommandOutcome & { speakerId: string }> {
    const speakerId = options.speakerId ?? randomUUID();
    const event = eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
    const link = fields.samePersonAs ?? null;
    const linked =
      link && link !== speakerId
        ? linkedSpeaker(await this.runner.load(speakerStream(link), speakerDecider))
        : undefined;
    const command = {
      type: 'AddSpeaker' as const,
      speakerId,
      eventId,
      event,
      linked,
      allowTrashedEvent: options.allowTrashedEvent ?? false,
      fields: {
        name: fields.name,
        profession: fields.profession,
        specialty: fields.specialty,
        lectureTitle: fields.lectureTitle,
        email: fields.email,
        image: fields.image ?? '',
        socialLinks: fields.socialLinks ?? {},
        profileUrl: fields.profileUrl ?? null,
        abstract: fields.abstract ?? '',
        objectives: fields.objectives ?? [],
        credentials: fields.credentials ?? '',
        disclosure: fields.disclosure ?? '',
        // Recorded only when given, so records added without a link keep their domain event as before.
        ...(link ? { samePersonAs: link } : {}),
      },
    };
    return { speakerId, ...(await this.runner.run(speakerStream(speakerId), speakerDecider, command, metadata)) };
  }
}
