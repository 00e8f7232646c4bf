import { Logger } from '@nestjs/common';

/** A store address fit for a log line: the password, if any, replaced by ****. */
export function maskAddress(address: string): string {
  return address
    .replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/?#]*):[^@/?#]*@/i, '$1:****@')
    .replace(/([?&](?:password|tlsCertificateKeyFilePassword)=)[^&]*/gi, '$1****');
}

export class StoreUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnreachableError';
  }
}

export interface ConnectOptions {
  /** How long to keep trying before the start fails (docs/operations.md). */
  giveUpAfterMs?: number;
  retryEveryMs?: number;
  logger?: Pick<Logger, 'warn' | 'log'>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Connects to a store at boot. Each try must fail within 5 s (the adapters set their clients'
 * timeouts below that), and every failure is reported with the address, its password masked;
 * it is tried again every few seconds, so a store that starts a little after the app is waited
 * for, and after `giveUpAfterMs` the start fails (a supervisor restarts the process).
 */
export async function connectWithRetry(
  name: string,
  address: string,
  attempt: () => Promise<unknown>,
  options: ConnectOptions = {},
): Promise<void> {
  const giveUpAfterMs = options.giveUpAfterMs ?? 60_000;
  const retryEveryMs = options.retryEveryMs ?? 5_000;
  const logger = options.logger ?? new Logger('Stores');
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const startedAt = now();
  for (let tries = 1; ; tries += 1) {
    try {
      await attempt();
      if (tries > 1) logger.log(`Reached ${name} at ${maskAddress(address)} after ${tries} tries`);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      const elapsed = now() - startedAt;
      if (elapsed + retryEveryMs > giveUpAfterMs) {
        throw new StoreUnreachableError(
          `Cannot reach ${name} at ${maskAddress(address)}: ${reason} (gave up after ${tries} ${tries === 1 ? 'try' : 'tries'} in ${Math.round(elapsed / 1000)} s)`,
        );
      }
      logger.warn(
        `Cannot reach ${name} at ${maskAddress(address)}: ${reason}; trying again in ${Math.round(retryEveryMs / 1000)} s`,
      );
      await sleep(retryEveryMs);
    }
  }
}

/** Rejects after `ms` when `work` has not settled by then (a store that does not answer is not reachable). */
export function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
