import type { DeliveredBy } from '../shared/shared-state/outbox-store.port';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where messages go once they are in the outbox. Two adapters: SMTP through nodemailer (SMTP_URL),
 * and the embedded default, which delivers to the outbox itself: the message is already kept
 * there and shown to owners as "Sent mail", so nothing more has to happen.
 */
export abstract class MailSender {
  abstract readonly deliveredBy: DeliveredBy;
  /** Resolves once the message is handed over; rejects with the reason otherwise (it is retried). */
  abstract send(message: MailMessage): Promise<void>;
  async close(): Promise<void> {}
}

/** The embedded default: with no SMTP server, a message is delivered when it is in the outbox. */
export class OutboxOnlyMailSender extends MailSender {
  readonly deliveredBy = 'outbox' as const;
  async send(): Promise<void> {}
}
