import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { demoSponsors } from '../demo/data/demo-data';
import { ForSponsor } from './commands';

const ADDED_DAYS_AGO = 70;

/** Adds the demo sponsors, assigned to their events or made global as the data set says, each as the admin's add-sponsor call. */
@Injectable()
export class SponsorsDemoSeeder implements DemoSeeder {
  readonly order = 30;
  readonly name = 'sponsors';

  constructor(private readonly commands: CommandBus) {}

  async seed(context: DemoContext): Promise<void> {
    for (const demo of demoSponsors) {
      const fields = {
        name: demo.name,
        description: demo.description,
        logo: demo.logo,
        companyImage: demo.companyImage,
        website: demo.website,
        telephone: demo.telephone,
        socialHandles: demo.socialHandles,
        tier: demo.tier,
      };
      const eventId = demo.eventKey === null ? null : context.eventId(demo.eventKey);
      await this.commands.execute(
        new ForSponsor(
          { type: 'AddSponsor', fields, eventId, isGlobalSponsor: demo.isGlobalSponsor },
          context.at(ADDED_DAYS_AGO),
        ),
      );
    }
  }
}
