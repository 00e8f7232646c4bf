import { Controller, Get } from '@nestjs/common';
import { AdminOnly, OwnersOnly } from '../shared/http/access.decorators';
import { OutboxStore } from '../shared/shared-state/outbox-store.port';

/** The newest messages shown; older ones stay stored until their retention ends (SentMailRetentionJob). */
const SHOWN = 500;

/**
 * "Sent mail" in the admin area, for owners (messages hold organisers' and followers' addresses): every message the site sent or is trying to send, newest first.
 * `status: 'sent'` with `deliveredBy: 'outbox'` means kept here only (no SMTP_URL: nothing left the
 * server); with 'smtp', the SMTP server accepted it. Queued messages between retries carry the last
 * error; 'failed' ones were given up after the last retry.
 */
@Controller('api/outbox')
export class OutboxController {
  constructor(private readonly outbox: OutboxStore) {}

  @Get()
  @AdminOnly()
  @OwnersOnly()
  async list() {
    return (await this.outbox.list(SHOWN)).map(
      ({ id, to, subject, text, status, createdAt, sentAt, attempts, lastError, deliveredBy, template }) => ({
        id,
        to,
        subject,
        text,
        status,
        createdAt,
        sentAt,
        attempts,
        lastError,
        deliveredBy,
        template,
      }),
    );
  }
}
