import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ProposedChanges } from '@dental/contracts';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { ForChangeRequest, ForOrganiserLink } from './commands';

/** An early-bird fee and its registration page, as an organiser would add them after the listing went live. */
const PROPOSED: ProposedChanges = {
  registrationUrl: 'https://register.example.com/midwest-digital-2027-early',
  fees: [
    { label: 'In person, dentist (early, until January 15)', amount: 795, currency: 'USD' },
    { label: 'In person, dentist', amount: 895, currency: 'USD' },
    { label: 'In person, team member', amount: 425, currency: 'USD' },
    { label: 'Livestream, lectures only', amount: 395, currency: 'USD' },
  ],
};

/** The demo listing kept by its organiser: the link an admin sent, and the change they propose with it. */
const DEMO_ORGANISER = {
  eventKey: 'chicago-digital-dentistry',
  email: 'programs@midwestdigital.example.org',
  linkSentDaysAgo: 6,
  proposedDaysAgo: 2,
} as const;

/**
 * An organiser link for one demo event and a pending change request from its organiser, so the
 * admin area's "Change requests" screen and the dashboard's count show a real case on a fresh
 * start. Issued as the commands an admin's "Send organiser link" and the organiser's proposal are.
 */
@Injectable()
export class OrganisersDemoSeeder implements DemoSeeder {
  readonly order = 70;
  readonly name = 'organiser change requests';

  constructor(private readonly commands: CommandBus) {}

  async seed(context: DemoContext): Promise<void> {
    const eventId = context.eventId(DEMO_ORGANISER.eventKey);
    await this.commands.execute(
      new ForOrganiserLink(
        { type: 'SendOrganiserLink', eventId, email: DEMO_ORGANISER.email },
        context.at(DEMO_ORGANISER.linkSentDaysAgo),
      ),
    );
    await this.commands.execute(
      new ForChangeRequest(
        {
          type: 'SubmitChangeRequest',
          eventId,
          organiserEmail: DEMO_ORGANISER.email,
          changes: PROPOSED,
        },
        { ...context.at(DEMO_ORGANISER.proposedDaysAgo), actor: DEMO_ORGANISER.email },
      ),
    );
  }
}
