import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../domain/domain-errors';
import { LimitSpec, SharedState } from '../shared-state/shared-state.port';
import { limitKeyOf } from './limit-key';

/** Builds the refusal's sentence from how long to wait ('1 minute', '15 minutes'). */
export type Refusal = (wait: string) => string;

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * At most `points` attempts per key within a window, counted in shared storage so every process
 * counts together. Every limit of the site is one of these; a refusal is a 429 whose message says
 * when to try again and whose Retry-After header says it in seconds.
 */
export class AttemptLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    shared: SharedState,
    spec: LimitSpec,
    private readonly refusal: Refusal,
  ) {
    this.limiter = shared.limiter(spec);
  }

  /** Takes one attempt for `key`, or throws TooManyRequests when its attempts are used up. */
  async take(key: string): Promise<void> {
    const refused = await this.consume(key);
    if (refused) throw refused;
  }

  /**
   * Takes one attempt for `key` and returns the refusal when its attempts were already used up
   * (the attempt is counted either way), for a caller that takes from several limits first.
   */
  async consume(key: string): Promise<TooManyRequests | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return new TooManyRequests(this.refusal(inMinutes(Math.ceil(seconds / 60))), seconds);
    }
  }

  /** How many attempts `key` has taken in its current window. */
  async taken(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  /** Gives `key` back up to `attempts` of the attempts it took (never more than it took). */
  async giveBack(key: string, attempts: number): Promise<void> {
    const given = Math.min(attempts, await this.taken(key));
    if (given > 0) await this.limiter.reward(key, given);
  }

  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** A limit per client, counted under the client's network (limitKeyOf), for requests anyone may send. */
export class ClientLimit {
  private readonly limit: AttemptLimit;

  constructor(shared: SharedState, spec: LimitSpec, refusal: Refusal) {
    this.limit = new AttemptLimit(shared, spec, refusal);
  }

  /** Takes one attempt for the client at `clientAddress`, or throws TooManyRequests (429). */
  take(clientAddress: string): Promise<void> {
    return this.limit.take(limitKeyOf(clientAddress));
  }
}
