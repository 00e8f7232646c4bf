import { SubmissionCommandHandler } from './submission-commands';

export { ForSubmission } from './submission-commands';
export { LiveEventCreation } from './create-live-event';

export const submissionCommandHandlers = [SubmissionCommandHandler];
