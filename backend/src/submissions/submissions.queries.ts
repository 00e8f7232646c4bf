import { Injectable } from '@nestjs/common';
import type { EventSubmission, SubmissionStatus } from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { notFound } from '../shared/domain-errors';
import { SUBMISSION_NOT_FOUND } from './domain/submission.decider';
import { SUBMISSIONS_COLLECTION } from './projections/submissions.projection';

/** Reads of the `event_submissions` read model (admin only: it holds organisers' contact details). */
@Injectable()
export class SubmissionsQueries {
  constructor(private readonly readStore: ReadStore) {}

  /** Newest first, optionally only one status. */
  async list(status?: SubmissionStatus): Promise<EventSubmission[]> {
    const documents = await this.readStore.list<EventSubmission>(SUBMISSIONS_COLLECTION);
    return documents
      .map((document) => document.value)
      .filter((submission) => status === undefined || submission.status === status)
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || a.id.localeCompare(b.id));
  }

  async get(id: string): Promise<EventSubmission> {
    const submission = (await this.readStore.get<EventSubmission>(SUBMISSIONS_COLLECTION, id))?.value;
    if (!submission) throw notFound(SUBMISSION_NOT_FOUND);
    return submission;
  }
}
