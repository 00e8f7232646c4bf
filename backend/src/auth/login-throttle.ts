import { Injectable } from '@nestjs/common';
import { AttemptLimit, ClientLimit, Refusal } from '../shared/limits/attempt-limit';
import { limitKeyOf } from '../shared/limits/limit-key';
import { SharedState } from '../shared/shared-state/shared-state.port';

export const MAX_FAILED_LOGINS = 10;
export const MAX_WRONG_TRASH_PASSWORDS = 10;
const WINDOW_SECONDS = 15 * 60;

/** Who is trying a password: the client's address and the account whose password it is (its e-mail). */
export interface PasswordAttempt {
  clientAddress: string;
  email: string;
}

/**
 * Password attempts, counted per client network (limitKeyOf) and per account, in shared storage so
 * every process counts together: the eleventh attempt within the window from one network, or
 * against one account from anywhere, gets 429. An attempt is taken BEFORE the password is checked:
 * checking first and counting after let a burst of parallel guesses all be checked before the
 * first failure was counted.
 *
 * A correct password gives back only what that client took against that same account (decision
 * 0050): a third count per (network, account) remembers it. So someone who signs in to an account
 * of their own between guesses at another's gets back the attempt they spent on their own and
 * nothing of the guesses; a person who mistyped their own password a few times gets those back.
 */
export class PasswordAttempts {
  private readonly perNetwork: AttemptLimit;
  private readonly perAccount: AttemptLimit;
  private readonly ownAttempts: AttemptLimit;

  constructor(shared: SharedState, name: string, points: number, refusal: Refusal) {
    const spec = (suffix: string) => ({ name: `${name}${suffix}`, points, durationSeconds: WINDOW_SECONDS });
    this.perNetwork = new AttemptLimit(shared, spec(''), refusal);
    this.perAccount = new AttemptLimit(shared, spec('-account'), refusal);
    // A ledger of what a client took against one account: never refuses (take() ignores its answer).
    this.ownAttempts = new AttemptLimit(shared, spec('-own'), refusal);
  }

  /**
   * Takes one attempt, or throws TooManyRequests (429) when the network's or the account's are used
   * up. Only an attempt whose password is then checked counts against both: one the network's limit
   * refuses leaves the account's count alone, and one the account's limit refuses is given back to
   * the network, so neither limit spends the other's attempts.
   */
  async take(attempt: PasswordAttempt): Promise<void> {
    const keys = keysOf(attempt);
    await this.perNetwork.take(keys.network);
    const refused = await this.perAccount.consume(keys.account);
    if (refused) {
      await this.perNetwork.giveBack(keys.network, 1);
      throw refused;
    }
    await this.ownAttempts.consume(keys.own);
  }

  /** The password was right: the client gets back the attempts it took against this account. */
  async succeeded(attempt: PasswordAttempt): Promise<void> {
    const keys = keysOf(attempt);
    const own = await this.ownAttempts.taken(keys.own);
    await Promise.all([this.perNetwork.giveBack(keys.network, own), this.perAccount.giveBack(keys.account, own)]);
    await this.ownAttempts.forget(keys.own);
  }
}

function keysOf({ clientAddress, email }: PasswordAttempt): { network: string; account: string; own: string } {
  const network = limitKeyOf(clientAddress);
  const account = email.trim().toLowerCase();
  return { network, account, own: `${network} ${account}` };
}

/** Sign-in (and a password change): 10 failed attempts in 15 minutes per network and per account; the eleventh gets 429. */
@Injectable()
export class LoginThrottle extends PasswordAttempts {
  constructor(shared: SharedState) {
    super(
      shared,
      'login-failures',
      MAX_FAILED_LOGINS,
      (wait) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
    );
  }
}

/** The password asked again before moving something to the trash: limited like sign-in. */
@Injectable()
export class TrashPasswordThrottle extends PasswordAttempts {
  constructor(shared: SharedState) {
    super(
      shared,
      'trash-password',
      MAX_WRONG_TRASH_PASSWORDS,
      (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
    );
  }
}

export const MAX_RESETS_PER_ADDRESS = 5;
export const MAX_RESETS_PER_EMAIL = 3;
const RESET_WINDOW_SECONDS = 60 * 60;

/**
 * Password-reset requests: 5 an hour per client network (the 6th gets 429), and 3 an hour per
 * e-mail address, past which requests still get the same 202 but record no new link, so nobody can
 * fill an inbox with reset mails nor learn from the answer whether the address has an account.
 */
@Injectable()
export class PasswordResetThrottle {
  private readonly perClient: ClientLimit;
  private readonly perEmail: AttemptLimit;

  constructor(shared: SharedState) {
    this.perClient = new ClientLimit(
      shared,
      { name: 'password-reset-address', points: MAX_RESETS_PER_ADDRESS, durationSeconds: RESET_WINDOW_SECONDS },
      (wait) => `Too many password reset requests. Please try again in ${wait}.`,
    );
    this.perEmail = new AttemptLimit(
      shared,
      { name: 'password-reset-email', points: MAX_RESETS_PER_EMAIL, durationSeconds: RESET_WINDOW_SECONDS },
      (wait) => `Too many password reset requests. Please try again in ${wait}.`,
    );
  }

  /** Throws 429 when the client is over its limit; false when the e-mail is (send nothing). */
  async take(clientAddress: string, email: string): Promise<boolean> {
    await this.perClient.take(clientAddress);
    return (await this.perEmail.consume(email.trim().toLowerCase())) === null;
  }
}
