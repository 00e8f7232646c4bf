import { Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../shared/domain-errors';
import { SharedState } from '../shared/shared-state/shared-state.port';

export const MAX_FAILED_LOGINS = 10;
export const MAX_WRONG_TRASH_PASSWORDS = 10;
const WINDOW_SECONDS = 15 * 60;

/**
 * Password attempts per client address, counted in shared storage so every process counts
 * together. An attempt is taken BEFORE the password is checked: checking first and counting after
 * let a burst of parallel guesses all be checked before the first failure was counted. A correct
 * password gives the address its attempts back.
 */
export class PasswordAttempts {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly refusal: (minutes: number) => string,
  ) {}

  /** Takes one attempt for `ip`, or throws 429 when its attempts are used up. */
  async take(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw this.tooMany(rejection);
      throw rejection;
    }
  }

  async succeeded(ip: string): Promise<void> {
    await this.limiter.delete(ip);
  }

  private tooMany(record: RateLimiterRes): DomainError {
    return new DomainError('too-many-requests', this.refusal(Math.max(1, Math.ceil(record.msBeforeNext / 60000))));
  }
}

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Sign-in: 10 attempts that fail in 15 minutes per address; the eleventh attempt gets 429. */
@Injectable()
export class LoginThrottle extends PasswordAttempts {
  constructor(shared: SharedState) {
    super(
      shared.limiter({ name: 'login-failures', points: MAX_FAILED_LOGINS, durationSeconds: WINDOW_SECONDS }),
      (minutes) => `Too many failed sign-in attempts. Please try again in ${inMinutes(minutes)}.`,
    );
  }
}

/** The password asked again before moving something to the trash: limited like sign-in. */
@Injectable()
export class TrashPasswordThrottle extends PasswordAttempts {
  constructor(shared: SharedState) {
    super(
      shared.limiter({ name: 'trash-password', points: MAX_WRONG_TRASH_PASSWORDS, durationSeconds: WINDOW_SECONDS }),
      (minutes) => `Too many wrong passwords. Please try again in ${inMinutes(minutes)}.`,
    );
  }
}
