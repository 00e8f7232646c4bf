import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { demoTierNames } from '../demo/data/demo-data';
import { ForSponsorTiers } from './commands';

const RENAMED_DAYS_AGO = 60;

/** Gives the demo events their own sponsor tier names, as the Edit Sponsor Tier Names dialog would. */
@Injectable()
export class SponsorTiersDemoSeeder implements DemoSeeder {
  readonly order = 40;
  readonly name = 'sponsor tier names';

  constructor(private readonly commands: CommandBus) {}

  async seed(context: DemoContext): Promise<void> {
    for (const demo of demoTierNames) {
      await this.commands.execute(
        new ForSponsorTiers(
          {
            type: 'RenameSponsorTier',
            eventId: context.eventId(demo.eventKey),
            tierLevel: demo.tierLevel,
            customName: demo.customName,
          },
          context.at(RENAMED_DAYS_AGO),
        ),
      );
    }
  }
}
