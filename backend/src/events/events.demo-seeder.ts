import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { demoEvents } from '../demo/data/demo-data';
import { DomainError } from '../shared/domain/domain-errors';
import { ForEvent } from './commands';

const LISTED_DAYS_AGO = 90;

/** Lists the demo events with the flags the data set gives them, each as the command an admin would issue. */
@Injectable()
export class EventsDemoSeeder implements DemoSeeder {
  readonly order = 10;
  readonly name = 'events';

  constructor(private readonly commands: CommandBus) {}

  async seed(context: DemoContext): Promise<void> {
    for (const demo of demoEvents) {
      const fields = {
        title: demo.title,
        description: demo.description,
        date: demo.date,
        location: demo.location,
        city: demo.city,
        image: demo.image,
        registrationUrl: demo.registrationUrl,
        agenda: demo.agenda,
        // Continuing education, as the edit-event form sends it; credits are worked out from the agenda.
        format: demo.format,
        audiences: demo.audiences,
        topics: demo.topics,
        ceProvider: demo.ceProvider,
        fees: demo.fees,
        timezone: demo.timezone,
        country: demo.country,
        region: demo.region,
        commercialSupport: demo.commercialSupport ?? null,
        estimatedCeCredits: demo.estimatedCeCredits ?? null,
      };
      const { eventId } = await this.commands.execute(
        new ForEvent({ type: 'CreateEvent', fields, isHidden: demo.isHidden ?? false }, context.at(LISTED_DAYS_AGO)),
      );
      context.eventIds.set(demo.key, eventId);
      if (demo.isFeatured) {
        try {
          await this.commands.execute(new ForEvent({ type: 'FeatureEvent', eventId }, context.at(LISTED_DAYS_AGO - 1)));
        } catch (error) {
          // Featured means upcoming (decision 0035): a demo event already over when the data set is
          // loaded (its dates are fixed) is listed unfeatured, as an admin's request would be refused.
          if (!(error instanceof DomainError && error.kind === 'invalid')) throw error;
        }
      }
      if (demo.hideSocialMedia)
        await this.commands.execute(
          new ForEvent({ type: 'HideEventSocialMedia', eventId }, context.at(LISTED_DAYS_AGO - 1)),
        );
      if (demo.hideAbstracts)
        await this.commands.execute(
          new ForEvent({ type: 'HideEventAbstracts', eventId }, context.at(LISTED_DAYS_AGO - 1)),
        );
      if (demo.trashedDaysAgo !== undefined)
        await this.commands.execute(new ForEvent({ type: 'TrashEvent', eventId }, context.at(demo.trashedDaysAgo)));
    }
  }
}
