import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Clock } from '../shared/clock';
import { OutboxMessage, OutboxStore } from '../shared/shared-state/outbox-store.port';
import { MailSender } from './mail-sender.port';

export interface DeliveryOptions {
  /** How often the outbox is looked at for due messages (others' processes enqueue too). */
  pollMs: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Tries in all before a message is 'failed'. */
  maxAttempts: number;
}

export const DELIVERY_OPTIONS = Symbol('DELIVERY_OPTIONS');

/** 30 s, 1, 2, 4, 8 and 16 min: a server down for half an hour is ridden out, then the message shows as failed. */
export const DEFAULT_DELIVERY: DeliveryOptions = { pollMs: 1000, retryBaseMs: 30_000, maxAttempts: 7 };

/** The wait before try number `attempts + 1` after `attempts` failed tries: exponential backoff. */
export function retryDelayMs(attempts: number, options: Pick<DeliveryOptions, 'retryBaseMs'>): number {
  return options.retryBaseMs * 2 ** Math.max(0, attempts - 1);
}

/**
 * Sends what is queued in the outbox through the mail port, one message at a time, in the process
 * that runs the reactor. A message is marked sent only after the server took it, so a crash while
 * sending means it is sent again at the next start: at least once.
 */
@Injectable()
export class MailDispatcher {
  private readonly logger = new Logger('Mail');
  private readonly options: DeliveryOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private active = false;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly sender: MailSender,
    private readonly clock: Clock,
    @Optional() @Inject(DELIVERY_OPTIONS) options?: Partial<DeliveryOptions>,
  ) {
    this.options = { ...DEFAULT_DELIVERY, ...options };
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.wake();
  }

  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Looks at the outbox now (something was just queued) instead of at the next poll. */
  wake(): void {
    if (!this.active) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.deliverDue()
      .catch((error: unknown) => this.logger.error(`Outbox not readable: ${String(error)}`))
      .finally(() => {
        this.running = null;
        if (!this.active) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.timer = setTimeout(() => this.wake(), this.options.pollMs);
      });
  }

  /** Sends every message due now; resolves when done. Tests call it to send without waiting for a poll. */
  async deliverDue(): Promise<void> {
    for (;;) {
      const due = await this.outbox.due(Date.now(), 20);
      if (due.length === 0) return;
      for (const message of due) await this.deliver(message);
      if (due.length < 20) return;
    }
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    try {
      await this.sender.send({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      await this.outbox.markSent(message.id, this.clock.now().toISOString(), this.sender.deliveredBy);
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = attempts >= this.options.maxAttempts;
      await this.outbox.markAttemptFailed(
        message.id,
        attempts,
        reason,
        giveUp ? null : Date.now() + retryDelayMs(attempts, this.options),
      );
      if (giveUp) this.logger.error(`Mail to ${message.to} failed after ${attempts} tries: ${reason}`);
      else this.logger.warn(`Mail to ${message.to} not sent (try ${attempts}): ${reason}`);
    }
  }
}
