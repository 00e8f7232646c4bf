import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SpeakerFlag } from '@dental/contracts';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { demoSpeakers } from '../demo/data/demo-data';
import { AddSpeaker, SetSpeakerFlag } from './commands';

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
        new AddSpeaker(fields, context.eventId(demo.eventKey), context.at(ADDED_DAYS_AGO), { allowTrashedEvent: true }),
      );
      const flags: Array<[SpeakerFlag, boolean]> = [];
      if (demo.socialVisible === false) flags.push(['socialVisible', false]);
      if (demo.hideAbstract) flags.push(['hideAbstract', true]);
      if (demo.isFeatured) flags.push(['isFeatured', true]);
      for (const [flag, value] of flags)
        await this.commands.execute(new SetSpeakerFlag(speakerId, flag, value, context.at(ADDED_DAYS_AGO - 1)));
    }
  }
}
