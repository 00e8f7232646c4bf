// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { submissionStream } from './domain/submission.decider';
export { SubmissionsModule } from './submissions.module';
export { SubmissionsQueries } from './submissions.queries';
export { SUBMISSIONS_COLLECTION } from './projections/submissions.projection';
