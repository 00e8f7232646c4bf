import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { demoSpeakers } from '../demo/data/demo-data';
import { ForSpeaker, type SpeakerBusCommand } from './commands';

const ADDED_DAYS_AGO = 80;

/** Adds the demo speakers to their events with the flags the data set gives them, each as the command an admin would issue. */
@Injectable()
export class SpeakersDemoSeeder implements DemoSeeder {
  readonly order = 20;
  readonly name = 'speakers';

  constructor(private readonly commands: CommandBus) {}

  async seed(context: DemoContext): Promise<void> {
    for (const demo of demoSpeakers) {
      const fields = {
        name: demo.name,
        profession: demo.profession,
        specialty: demo.specialty,
        lectureTitle: demo.lectureTitle,
        email: demo.email,
        image: demo.image,
        socialLinks: demo.socialLinks,
        profileUrl: demo.profileUrl,
        abstract: demo.abstract,
        objectives: demo.objectives,
        credentials: demo.credentials,
        disclosure: demo.disclosure,
      };
      // The data set's trashed event was trashed after its speakers were added; its history is replayed in that spirit.
      const { speakerId } = await this.commands.execute(
        new ForSpeaker(
          { type: 'AddSpeaker', fields, eventId: context.eventId(demo.eventKey), allowTrashedEvent: true },
          context.at(ADDED_DAYS_AGO),
        ),
      );
      const flags: SpeakerBusCommand[] = [];
      if (demo.socialVisible === false) flags.push({ type: 'HideSpeakerSocialLinks', speakerId });
      if (demo.hideAbstract) flags.push({ type: 'HideSpeakerAbstract', speakerId });
      if (demo.isFeatured) flags.push({ type: 'FeatureSpeaker', speakerId });
      for (const flag of flags) await this.commands.execute(new ForSpeaker(flag, context.at(ADDED_DAYS_AGO - 1)));
    }
  }
}
