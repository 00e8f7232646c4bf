import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SpeakerFields, SpeakerFlag } from '@dental/contracts';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes, nothingChanged } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { ItemOnRoster, featureOnRoster, trashOffRoster } from '../../event-sourcing/commands/featured-roster';
import { eventAvailability, eventDecider, eventStream } from '../../events';
import { acceptedBy, decideTogether } from '../../shared/domain/decider';
import { DomainError } from '../../shared/domain/domain-errors';
import { flagCommandTypes } from '../../shared/domain/flag-commands';
import {
  FeaturedSpeakersCommand,
  FeaturedSpeakersDomainEvent,
  FeaturedSpeakersState,
  featuredSpeakersDecider,
  featuredSpeakersStream,
} from '../domain/featured-speakers.decider';
import {
  SpeakerCommand,
  SpeakerDomainEvent,
  SpeakerState,
  linkedSpeaker,
  speakerDecider,
  speakerStream,
} from '../domain/speaker.decider';

/** The flags kept on the speaker's own stream; isFeatured is decided on the event's roster. */
export type OwnSpeakerFlag = Exclude<SpeakerFlag, 'isFeatured'>;

/** socialVisible true means "show". */
const SPEAKER_COMMAND_BY_FLAG = {
  socialVisible: ['ShowSpeakerSocialLinks', 'HideSpeakerSocialLinks'],
  hideAbstract: ['HideSpeakerAbstract', 'ShowSpeakerAbstract'],
} as const;

/** The edit-speaker form's fields; those left out start empty (no photo, no links, no abstract). */
export type AddSpeakerFields = Pick<SpeakerFields, 'name' | 'profession' | 'specialty' | 'lectureTitle' | 'email'> &
  Partial<
    Pick<
      SpeakerFields,
      'image' | 'socialLinks' | 'profileUrl' | 'abstract' | 'objectives' | 'credentials' | 'disclosure' | 'samePersonAs'
    >
  >;

/**
 * What may be sent to a speaker: the speaker decider's commands and its event roster's, as those
 * deciders name them, less what the handler reads from the log for them (the event's state, the
 * linked speaker's, the time, the roster's event); several own flags at once (a PATCH, all or
 * none). A move may carry an edit of the fields, decided with it in one append.
 */
export type SpeakerBusCommand =
  | (Omit<Extract<SpeakerCommand, { type: 'AddSpeaker' }>, 'speakerId' | 'event' | 'linked' | 'fields'> & {
      /** Given when the id must be known in advance (an agenda's speakers); else a new one. */
      speakerId?: string;
      fields: AddSpeakerFields;
    })
  | Omit<Extract<SpeakerCommand, { type: 'UpdateSpeaker' }>, 'linked'>
  | Extract<
      SpeakerCommand,
      {
        type:
          | 'HideSpeakerSocialLinks'
          | 'ShowSpeakerSocialLinks'
          | 'HideSpeakerAbstract'
          | 'ShowSpeakerAbstract'
          | 'TrashSpeaker'
          | 'RestoreSpeaker';
      }
    >
  | (Omit<Extract<SpeakerCommand, { type: 'MoveSpeaker' }>, 'event'> & { changes?: Partial<SpeakerFields> })
  | Pick<Extract<SpeakerCommand, { type: 'PurgeSpeaker' }>, 'type' | 'speakerId'>
  | { type: 'SetSpeakerFlags'; speakerId: string; flags: Partial<Record<OwnSpeakerFlag, boolean>> }
  | Omit<FeaturedSpeakersCommand, 'eventId'>;

type SpeakerResult<C> = C extends { type: 'AddSpeaker' } ? CommandOutcome & { speakerId: string } : CommandOutcome;

/** A command for a speaker, on its way through the bus to the speaker handler. */
export class ForSpeaker<C extends SpeakerBusCommand = SpeakerBusCommand> extends BusCommand<C, SpeakerResult<C>> {}

const speakerTogetherDecider = decideTogether(speakerDecider);

/**
 * Every command for speakers: loads what the decider needs and runs it. Featuring and trashing go
 * through the roster protocol (event-sourcing/commands/featured-roster.ts), whose limit of 3 per
 * event the `featured-speakers-<eventId>` decider holds.
 */
@CommandHandler(ForSpeaker)
export class SpeakerCommandHandler implements ICommandHandler<ForSpeaker> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ command, metadata }: ForSpeaker): Promise<SpeakerResult<SpeakerBusCommand>> {
    return this.handle(command, metadata);
  }

  async handle(command: SpeakerBusCommand, metadata: CommandMetadata): Promise<SpeakerResult<SpeakerBusCommand>> {
    switch (command.type) {
      case 'AddSpeaker':
        return this.add(command, metadata);
      case 'UpdateSpeaker': {
        const linked = await this.linkedBy(command.speakerId, command.changes.samePersonAs);
        return this.run(command.speakerId, { ...command, linked }, metadata);
      }
      case 'HideSpeakerSocialLinks':
      case 'ShowSpeakerSocialLinks':
      case 'HideSpeakerAbstract':
      case 'ShowSpeakerAbstract':
      case 'RestoreSpeaker':
        return this.run(command.speakerId, command, metadata);
      case 'SetSpeakerFlags': {
        const { speakerId } = command;
        const commands = flagCommandTypes(SPEAKER_COMMAND_BY_FLAG, command.flags).map((type) => ({ type, speakerId }));
        return this.runner.run(speakerStream(speakerId), speakerTogetherDecider, commands, metadata);
      }
      case 'MoveSpeaker':
        return this.move(command, metadata);
      case 'PurgeSpeaker': {
        // The command names the event it read: if the speaker moves meanwhile, the decision, taken
        // again on the fresh history, does not purge it with an event it has left.
        const speaker = await this.load(command.speakerId);
        const eventId = speaker.status === 'absent' ? undefined : speaker.eventId;
        const event = eventId === undefined ? 'missing' : await this.eventAvailability(eventId);
        return this.run(command.speakerId, { ...command, now: metadata.occurredAt, eventId, event }, metadata);
      }
      case 'FeatureSpeaker': {
        const { speakerId } = command;
        return featureOnRoster(this.runner, this.onRoster(speakerId), { type: 'CheckFeaturable', speakerId }, metadata);
      }
      case 'UnfeatureSpeaker': {
        // Always allowed while the speaker exists, in the trash too.
        const { speakerId } = command;
        const { eventId } = acceptedBy(
          speakerDecider,
          { type: 'CheckUnfeaturable', speakerId },
          await this.load(speakerId),
        );
        return this.runner.run(
          featuredSpeakersStream(eventId),
          featuredSpeakersDecider,
          { type: 'UnfeatureSpeaker', speakerId, eventId },
          metadata,
        );
      }
      case 'TrashSpeaker':
        // A featured speaker is unfeatured with it, so a trashed speaker never holds one of its event's 3 places.
        return trashOffRoster(this.runner, this.onRoster(command.speakerId), command, metadata);
      default:
        return unhandledCommand(command);
    }
  }

  /**
   * Adds a speaker to a live event (admin 'Add New Speaker', speakers found in an approved
   * submission's agenda, a next edition, demo data).
   */
  private async add(
    command: Extract<SpeakerBusCommand, { type: 'AddSpeaker' }>,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome & { speakerId: string }> {
    const { fields, eventId } = command;
    const speakerId = command.speakerId ?? randomUUID();
    const link = fields.samePersonAs ?? null;
    const add: SpeakerCommand = {
      ...command,
      speakerId,
      event: await this.eventAvailability(eventId),
      linked: await this.linkedBy(speakerId, link),
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
    return { speakerId, ...(await this.run(speakerId, add, metadata)) };
  }

  /**
   * Moves a speaker to another live event (PATCH /api/speakers/:id with eventId), with any edit of
   * its fields sent alongside in the same append. A featured speaker stays featured: the limit of
   * 3 is checked on the target event first, and nothing is written when it is full.
   */
  private async move(
    { speakerId, eventId, changes = {} }: Extract<SpeakerBusCommand, { type: 'MoveSpeaker' }>,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    const speaker = await this.load(speakerId);
    const event = await this.eventAvailability(eventId);
    const linked = await this.linkedBy(speakerId, changes.samePersonAs);
    const commands: SpeakerCommand[] = [
      ...(Object.keys(changes).length > 0 ? [{ type: 'UpdateSpeaker' as const, speakerId, changes, linked }] : []),
      { type: 'MoveSpeaker', speakerId, eventId, event },
    ];
    // Decided once before anything is written, so a refused edit or move (an unknown speaker or
    // one in the trash, a target event that is not live) leaves the rosters alone.
    const from = speakerTogetherDecider
      .decide(commands, speaker)
      .flatMap((domainEvent) => (domainEvent.type === 'SpeakerMovedToEvent' ? [domainEvent.data.fromEventId] : []))
      .at(0);
    const featured =
      from !== undefined &&
      (await this.runner.load(featuredSpeakersStream(from), featuredSpeakersDecider)).featured.includes(speakerId);
    if (featured) {
      // Refused here (409, the spec's message) while nothing is written yet.
      featuredSpeakersDecider.decide(
        { type: 'FeatureSpeaker', speakerId, eventId },
        await this.runner.load(featuredSpeakersStream(eventId), featuredSpeakersDecider),
      );
    }

    // Unfeatured on the event it leaves, moved, then featured on the one it joins: each roster
    // only ever holds its own event's speakers.
    const unfeatured = featured
      ? await this.runner.run(
          featuredSpeakersStream(from),
          featuredSpeakersDecider,
          { type: 'UnfeatureSpeaker', speakerId, eventId: from },
          metadata,
        )
      : nothingChanged();
    const moved = await this.runner.run(speakerStream(speakerId), speakerTogetherDecider, commands, metadata);
    const featuredOnArrival = featured ? await this.featureOnArrival(speakerId, eventId, metadata) : nothingChanged();
    return combineOutcomes(unfeatured, moved, featuredOnArrival);
  }

  /**
   * The move is written by now. Should another admin have taken the target's last featured place
   * since the check in `move`, the speaker stays moved and unfeatured: a consistent state the
   * answer shows, rather than a refusal after the move was made.
   */
  private async featureOnArrival(
    speakerId: string,
    eventId: string,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    try {
      return await this.runner.run(
        featuredSpeakersStream(eventId),
        featuredSpeakersDecider,
        { type: 'FeatureSpeaker', speakerId, eventId },
        metadata,
      );
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return nothingChanged();
      throw error;
    }
  }

  private onRoster(
    speakerId: string,
  ): ItemOnRoster<
    SpeakerState,
    SpeakerCommand,
    SpeakerDomainEvent,
    FeaturedSpeakersState,
    FeaturedSpeakersCommand,
    FeaturedSpeakersDomainEvent
  > {
    return {
      stream: speakerStream(speakerId),
      decider: speakerDecider,
      roster: featuredSpeakersDecider,
      placeOf: ({ eventId }) => ({
        stream: featuredSpeakersStream(eventId),
        feature: () => ({ type: 'FeatureSpeaker', speakerId, eventId }),
        unfeature: { type: 'UnfeatureSpeaker', speakerId, eventId },
      }),
    };
  }

  private run(speakerId: string, command: SpeakerCommand, metadata: CommandMetadata): Promise<CommandOutcome> {
    return this.runner.run(speakerStream(speakerId), speakerDecider, command, metadata);
  }

  private load(speakerId: string): Promise<SpeakerState> {
    return this.runner.load(speakerStream(speakerId), speakerDecider);
  }

  private async eventAvailability(eventId: string) {
    return eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
  }

  /** A 'Same person as…' link is checked against the linked speaker's own stream, not a read model that may lag. */
  private async linkedBy(speakerId: string, link: string | null | undefined) {
    return link && link !== speakerId ? linkedSpeaker(await this.load(link)) : undefined;
  }
}
