import { CreateLiveEventHandler } from './create-live-event';
import { ReceiveSubmissionHandler } from './receive-submission';
import { ReviewSubmissionHandler } from './review-submission';

export { CreateLiveEvent } from './create-live-event';
export { ReceiveSubmission } from './receive-submission';
export { ReviewSubmission } from './review-submission';

export const submissionCommandHandlers = [ReceiveSubmissionHandler, ReviewSubmissionHandler, CreateLiveEventHandler];
