import { Injectable } from '@nestjs/common';
import type { EventSubmission, SubmissionStatus } from '@dental/contracts';
import { AccountsQueries } from '../accounts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { notFound } from '../shared/domain/domain-errors';
import { SUBMISSION_NOT_FOUND } from './domain/submission.decider';
import { SUBMISSIONS_COLLECTION } from './projections/submissions.projection';

/** Reads of the `event_submissions` read model (admin only: it holds organisers' contact details). */
@Injectable()
export class SubmissionsQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly accounts: AccountsQueries,
  ) {}

  /** Newest first, optionally only one status. */
  async list(status?: SubmissionStatus): Promise<EventSubmission[]> {
    const documents = await this.readStore.list<EventSubmission>(SUBMISSIONS_COLLECTION);
    const withReviewer = await this.reviewerIds();
    return documents
      .map((document) => withReviewer(document.value))
      .filter((submission) => status === undefined || submission.status === status)
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || a.id.localeCompare(b.id));
  }

  async get(id: string): Promise<EventSubmission> {
    const submission = (await this.readStore.get<EventSubmission>(SUBMISSIONS_COLLECTION, id))?.value;
    if (!submission) throw notFound(SUBMISSION_NOT_FOUND);
    return (await this.reviewerIds())(submission);
  }

  /** Adds the reviewing account's id beside its e-mail (the read model has the e-mail only). */
  private async reviewerIds(): Promise<(submission: EventSubmission) => EventSubmission> {
    const reviewed = (submission: EventSubmission) => submission.reviewedByAccount ?? null;
    const accounts = await this.accounts.list();
    return (submission) => {
      const reviewer = reviewed(submission);
      if (!reviewer) return { ...submission, reviewedByAccount: null };
      const account = accounts.find((candidate) => candidate.email === reviewer.email);
      return { ...submission, reviewedByAccount: { id: account?.id ?? null, email: reviewer.email } };
    };
  }
}
