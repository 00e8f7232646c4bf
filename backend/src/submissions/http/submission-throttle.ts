import { Injectable } from '@nestjs/common';
import { ClientLimit } from '../../shared/limits/attempt-limit';
import { SharedState } from '../../shared/shared-state/shared-state.port';

export const MAX_SUBMISSIONS_PER_HOUR = 5;

/**
 * Public submissions per client network: at most 5 an hour; the sixth within the hour gets 429.
 * Counted in shared storage, so several processes do not multiply the limit.
 */
@Injectable()
export class SubmissionThrottle extends ClientLimit {
  constructor(shared: SharedState) {
    super(
      shared,
      { name: 'submissions', points: MAX_SUBMISSIONS_PER_HOUR, durationSeconds: 60 * 60 },
      (wait) => `Too many submissions from your network. Please try again in ${wait}.`,
    );
  }
}
