import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bySpeakerOrder, type Speaker } from '@dental/contracts';
import { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes } from '../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../event-sourcing/commands/command-runner';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { PublicEventViews, type CopiedParts, type CopyTarget, type EventCopyPart } from '../events';
import { derivedId } from '../shared/domain/derived-id';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { ForSpeaker } from './commands';
import { speakerDecider, speakerStream } from './domain/speaker.decider';

/**
 * The speakers of a next edition: new records of the event's speakers not in the trash, in the
 * event's speaker order, each linked to the one it copies as the same person, with its social links and abstract hidden as they were.
 */
@Injectable()
export class SpeakersOfNextEdition implements EventCopyPart<'speakers'> {
  readonly part = 'speakers';

  constructor(
    private readonly readStore: ReadStore,
    private readonly eventViews: PublicEventViews,
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
  ) {}

  async read(sourceEventId: string): Promise<CopiedParts['speakers']> {
    // The event's records from the event views' list, read whole: not every record from the file.
    const own = (await this.eventViews.speakerSummaries()).ofEvent(sourceEventId).map(({ id }) => id);
    const listed = [...(await this.readStore.getEach<Speaker>(SPEAKERS_COLLECTION, own)).values()]
      .map((document) => document.value)
      .filter((speaker) => speaker.eventId === sourceEventId && !speaker.trashedAt)
      // In the order the event lists them: speakers added in one instant keep their names' order.
      .sort(bySpeakerOrder);
    return listed.map((speaker) => ({
      speakerId: speaker.id,
      fields: {
        name: speaker.name,
        profession: speaker.profession,
        specialty: speaker.specialty,
        lectureTitle: speaker.lectureTitle,
        email: speaker.email,
        image: speaker.image,
        socialLinks: speaker.socialLinks,
        profileUrl: speaker.profileUrl,
        abstract: speaker.abstract,
        objectives: speaker.objectives,
        credentials: speaker.credentials,
        disclosure: speaker.disclosure,
      },
      socialVisible: speaker.socialVisible,
      hideAbstract: speaker.hideAbstract,
    }));
  }

  async copy(
    speakers: CopiedParts['speakers'],
    { duplicationId, eventId }: CopyTarget,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    const copies: CommandOutcome[] = [];
    for (const speaker of speakers) {
      const speakerId = derivedId(duplicationId, `speaker-${speaker.speakerId}`);
      const copy = await this.runner.load(speakerStream(speakerId), speakerDecider);
      if (copy.status === 'absent')
        copies.push(
          await this.commands.execute(
            new ForSpeaker(
              {
                type: 'AddSpeaker',
                speakerId,
                eventId,
                fields: { ...speaker.fields, samePersonAs: speaker.speakerId },
              },
              metadata,
            ),
          ),
        );
      else if (copy.status !== 'listed') continue;
      const flags = { socialVisible: speaker.socialVisible, hideAbstract: speaker.hideAbstract };
      if (!flags.socialVisible || flags.hideAbstract)
        copies.push(
          await this.commands.execute(new ForSpeaker({ type: 'SetSpeakerFlags', speakerId, flags }, metadata)),
        );
    }
    return combineOutcomes(...copies);
  }
}
