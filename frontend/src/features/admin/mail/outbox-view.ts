import type { OutboxMessage, OutboxStatus } from './api/outbox';

export type OutboxFilter = OutboxStatus | 'all';

export const OUTBOX_FILTERS: readonly OutboxFilter[] = ['all', 'failed', 'queued', 'sent'];

/**
 * 'sent' means handed over: to the mail server with SMTP, or kept in the outbox when the site has
 * none (the outbox is then where the message is read).
 */
export const STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
};

/** The badge of one message: a sent one that only reached the outbox says 'Kept', not 'Sent'. */
export function badgeOf(message: OutboxMessage): { label: string; tone: 'sent' | 'kept' | 'queued' | 'failed' } {
  if (message.status === 'sent' && message.deliveredBy === 'outbox') return { label: 'Kept', tone: 'kept' };
  return { label: STATUS_LABELS[message.status], tone: message.status };
}

/** True when the newest message went only to the outbox: the site has no mail server set now. */
export const keptOnly = (messages: readonly OutboxMessage[]): boolean =>
  messages.find((message) => message.status === 'sent')?.deliveredBy === 'outbox';

export const FILTER_LABELS: Record<OutboxFilter, string> = { all: 'All', ...STATUS_LABELS };

export function outboxCounts(messages: readonly OutboxMessage[]): Record<OutboxFilter, number> {
  const counts: Record<OutboxFilter, number> = { all: messages.length, queued: 0, sent: 0, failed: 0 };
  for (const message of messages) counts[message.status] += 1;
  return counts;
}

export const filterOutbox = (messages: readonly OutboxMessage[], filter: OutboxFilter): OutboxMessage[] =>
  filter === 'all' ? [...messages] : messages.filter((message) => message.status === filter);

/** Reads a filter from the address (?status=failed); anything else shows all. */
export const outboxFilterOf = (value: string | null): OutboxFilter =>
  (OUTBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value as OutboxFilter) : 'all';

/** The line under a message's subject: when it was written, when handed over, or how it failed. */
export function deliveryLine(message: OutboxMessage, format: (iso: string) => string): string {
  const { attempts } = message;
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  if (message.status === 'sent') {
    const when = message.sentAt ? ` ${format(message.sentAt)}` : '';
    // Without SMTP_URL nothing leaves the site: say so, or an owner would wait for mail that never comes.
    return message.deliveredBy === 'outbox'
      ? `Kept in the outbox${when}; no mail server is set, so it was not e-mailed`
      : `Sent${when}`;
  }
  if (message.status === 'failed') return `Failed after ${tries}`;
  return attempts > 0 ? `Waiting to be retried (${tries} so far)` : `Waiting since ${format(message.createdAt)}`;
}
