import { Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../shared/domain/domain-errors';
import { SharedState } from '../shared/shared-state/shared-state.port';

export const MAX_FOLLOWS_PER_HOUR = 10;
const WINDOW_SECONDS = 60 * 60;

export class TooManyFollows extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'too-many-requests',
      `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/**
 * Follow requests per client IP: each sends a confirmation message to whatever address was typed,
 * so without a limit the form would mail strangers on anyone's behalf. Counted in shared storage.
 */
@Injectable()
export class FollowThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(shared: SharedState) {
    this.limiter = shared.limiter({ name: 'follows', points: MAX_FOLLOWS_PER_HOUR, durationSeconds: WINDOW_SECONDS });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyFollows(Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }
}
