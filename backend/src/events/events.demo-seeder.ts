import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventFlag } from '@dental/contracts';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { demoEvents } from '../demo/data/demo-data';
import { DomainError } from '../shared/domain/domain-errors';
import { CreateEvent, SetEventFlag, TrashEvent } from './commands';

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
        new CreateEvent(fields, context.at(LISTED_DAYS_AGO), { isHidden: demo.isHidden ?? false }),
      );
      context.eventIds.set(demo.key, eventId);
      const flags: Array<[EventFlag, boolean | undefined]> = [
        ['isFeatured', demo.isFeatured],
        ['hideSocialMedia', demo.hideSocialMedia],
        ['hideAbstracts', demo.hideAbstracts],
      ];
      for (const [flag, value] of flags) {
        if (!value) continue;
        try {
          await this.commands.execute(new SetEventFlag(eventId, flag, true, context.at(LISTED_DAYS_AGO - 1)));
        } catch (error) {
          // Featured means upcoming (decision 0035): a demo event already over when the data set is
          // loaded (its dates are fixed) is listed unfeatured, as an admin's request would be refused.
          if (!(flag === 'isFeatured' && error instanceof DomainError && error.kind === 'invalid')) throw error;
        }
      }
      if (demo.trashedDaysAgo !== undefined)
        await this.commands.execute(new TrashEvent(eventId, context.at(demo.trashedDaysAgo)));
    }
  }
}
