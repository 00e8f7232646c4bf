import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../shared/domain-errors';

export const MAX_SUBMISSIONS_PER_HOUR = 5;
const WINDOW_SECONDS = 60 * 60;

/** Refused because the client's network sent too many submissions; says when to try again. */
export class TooManySubmissions extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('too-many-requests', `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** Public submissions per client IP: at most 5 an hour; the sixth within the hour gets 429. */
@Injectable()
export class SubmissionThrottle {
  private readonly limiter = new RateLimiterMemory({ points: MAX_SUBMISSIONS_PER_HOUR, duration: WINDOW_SECONDS, keyPrefix: 'submissions' });

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManySubmissions(Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }
}
