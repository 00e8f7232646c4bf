import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../shared/domain-errors';

export const MAX_FAILED_LOGINS = 10;
const WINDOW_SECONDS = 15 * 60;

/** Sign-in throttling per client IP: after 10 failures in 15 minutes, further attempts get 429. */
@Injectable()
export class LoginThrottle {
  private readonly failures = new RateLimiterMemory({ points: MAX_FAILED_LOGINS, duration: WINDOW_SECONDS, keyPrefix: 'login-failures' });

  async assertAllowed(ip: string): Promise<void> {
    const record = await this.failures.get(ip);
    if (record && record.consumedPoints >= MAX_FAILED_LOGINS) throw tooMany(record);
  }

  async recordFailure(ip: string): Promise<void> {
    try {
      await this.failures.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rejection);
      throw rejection;
    }
  }

  async recordSuccess(ip: string): Promise<void> {
    await this.failures.delete(ip);
  }
}

function tooMany(record: RateLimiterRes): DomainError {
  const minutes = Math.max(1, Math.ceil(record.msBeforeNext / 60000));
  return new DomainError('too-many-requests', `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
