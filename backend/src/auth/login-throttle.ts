import { Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../shared/domain/domain-errors';
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

export const MAX_RESETS_PER_ADDRESS = 5;
export const MAX_RESETS_PER_EMAIL = 3;
const RESET_WINDOW_SECONDS = 60 * 60;

/**
 * Password-reset requests: 5 an hour per client address (the 6th gets 429), and 3 an hour per
 * e-mail address, past which requests still get the same 202 but record no new link, so nobody can
 * fill an inbox with reset mails nor learn from the answer whether the address has an account.
 */
@Injectable()
export class PasswordResetThrottle {
  private readonly perAddress: PasswordAttempts;
  private readonly perEmail: RateLimiterAbstract;

  constructor(shared: SharedState) {
    this.perAddress = new PasswordAttempts(
      shared.limiter({
        name: 'password-reset-address',
        points: MAX_RESETS_PER_ADDRESS,
        durationSeconds: RESET_WINDOW_SECONDS,
      }),
      (minutes) => `Too many password reset requests. Please try again in ${inMinutes(minutes)}.`,
    );
    this.perEmail = shared.limiter({
      name: 'password-reset-email',
      points: MAX_RESETS_PER_EMAIL,
      durationSeconds: RESET_WINDOW_SECONDS,
    });
  }

  /** Throws 429 when the client's address is over its limit; false when the e-mail is (send nothing). */
  async take(ip: string, email: string): Promise<boolean> {
    await this.perAddress.take(ip);
    try {
      await this.perEmail.consume(email.trim().toLowerCase());
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }
}
