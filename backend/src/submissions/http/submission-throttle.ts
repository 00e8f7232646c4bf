import { Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../shared/domain/domain-errors';
import { SharedState } from '../../shared/shared-state/shared-state.port';

export const MAX_SUBMISSIONS_PER_HOUR = 5;
const WINDOW_SECONDS = 60 * 60;

/** Refused because the client's network sent too many submissions; says when to try again. */
export class TooManySubmissions extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'too-many-requests',
      `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/**
 * Public submissions per client IP: at most 5 an hour; the sixth within the hour gets 429. Counted
 * in shared storage, so several processes do not multiply the limit.
 */
@Injectable()
export class SubmissionThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(shared: SharedState) {
    this.limiter = shared.limiter({
      name: 'submissions',
      points: MAX_SUBMISSIONS_PER_HOUR,
      durationSeconds: WINDOW_SECONDS,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManySubmissions(Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }
}
