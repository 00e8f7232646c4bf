import { LiveEventCreation } from './create-live-event';
import { SubmissionCommandHandler } from './submission-commands';

export { ForSubmission } from './submission-commands';

export const submissionCommandHandlers = [SubmissionCommandHandler, LiveEventCreation];
