import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PUBLIC_ACTOR } from '@dental/contracts';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { demoSubmissions } from '../demo/data/demo-data';
import { ForSubmission } from './commands';

/**
 * Loads the demo submissions in their review states: each is received from the public (dated
 * `submittedDaysAgo`), then reviewed a day later by the system acting as the admin.
 */
@Injectable()
export class SubmissionsDemoSeeder implements DemoSeeder {
  readonly order = 50;
  readonly name = 'submissions';

  constructor(private readonly commands: CommandBus) {}

  async seed(context: DemoContext): Promise<void> {
    for (const demo of demoSubmissions) {
      const form = {
        title: demo.title,
        description: demo.description,
        eventType: demo.eventType,
        date: demo.date,
        location: demo.location,
        city: demo.city,
        expectedAttendees: demo.expectedAttendees,
        additionalInfo: demo.additionalInfo,
        organizationName: demo.organizationName,
        contactEmail: demo.contactEmail,
        contactPhone: demo.contactPhone,
        image: demo.image,
        registrationUrl: demo.registrationUrl,
        // The optional 'Continuing Education' section, only where the organiser filled it in.
        ...(demo.format ? { format: demo.format } : {}),
        ...(demo.audiences ? { audiences: demo.audiences } : {}),
        ...(demo.topics ? { topics: demo.topics } : {}),
        ...(demo.ceProvider ? { ceProvider: demo.ceProvider } : {}),
        ...(demo.estimatedCeCredits !== undefined ? { estimatedCeCredits: demo.estimatedCeCredits } : {}),
      };
      const received = { ...context.at(demo.submittedDaysAgo), actor: PUBLIC_ACTOR };
      const { submissionId } = await this.commands.execute(
        new ForSubmission({ type: 'ReceiveSubmission', form }, received),
      );
      if (demo.status === 'pending') continue;
      const reviewedDaysAgo = Math.max(0, demo.submittedDaysAgo - 1);
      await this.commands.execute(
        new ForSubmission(
          { type: 'ReviewSubmission', submissionId, decision: demo.status, reviewNotes: demo.reviewNotes ?? null },
          context.at(reviewedDaysAgo),
        ),
      );
      if (demo.status === 'approved' && demo.createLiveEvent) {
        // Demo data never fetches registration pages.
        await this.commands.execute(
          new ForSubmission(
            { type: 'CreateLiveEvent', submissionId, extractAgenda: false },
            context.at(reviewedDaysAgo),
          ),
        );
      }
    }
  }
}
