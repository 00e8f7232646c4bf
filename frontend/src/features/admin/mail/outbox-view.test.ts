import type { OutboxMessage } from './api/outbox';
import { badgeOf, deliveryLine, filterOutbox, keptOnly, outboxCounts, outboxFilterOf } from './outbox-view';

const message = (id: string, status: OutboxMessage['status'], extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  to: 'ana@example.com',
  subject: `Subject ${id}`,
  text: 'Hello',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  attempts: 0,
  lastError: null,
  deliveredBy: null,
  template: 'invitation',
  ...extra,
});

describe('the sent mail screen', () => {
  const messages = [
    message('a', 'sent', { sentAt: '2026-11-20T10:01:00.000Z', attempts: 1 }),
    message('b', 'failed', { attempts: 5, lastError: 'connect ECONNREFUSED' }),
    message('c', 'queued'),
  ];

  it('counts and filters by status', () => {
    expect(outboxCounts(messages)).toEqual({ all: 3, sent: 1, failed: 1, queued: 1 });
    expect(filterOutbox(messages, 'failed').map((entry) => entry.id)).toEqual(['b']);
    expect(filterOutbox(messages, 'all')).toHaveLength(3);
  });

  it('reads the filter from the address, anything unknown meaning all', () => {
    expect(outboxFilterOf('failed')).toBe('failed');
    expect(outboxFilterOf('nonsense')).toBe('all');
    expect(outboxFilterOf(null)).toBe('all');
  });

  it('calls a message kept in the outbox kept, and notices when the site sends no mail', () => {
    expect(badgeOf({ ...messages[0], deliveredBy: 'outbox' })).toEqual({ label: 'Kept', tone: 'kept' });
    expect(badgeOf({ ...messages[0], deliveredBy: 'smtp' })).toEqual({ label: 'Sent', tone: 'sent' });
    expect(badgeOf(messages[1])).toEqual({ label: 'Failed', tone: 'failed' });
    expect(
      keptOnly([messages[2], { ...messages[0], deliveredBy: 'outbox' }, { ...messages[0], deliveredBy: 'smtp' }]),
    ).toBe(true);
    expect(
      keptOnly([
        { ...messages[0], deliveredBy: 'smtp' },
        { ...messages[0], deliveredBy: 'outbox' },
      ]),
    ).toBe(false);
    expect(keptOnly([messages[2]])).toBe(false);
  });

  it('says when a message went, or how many attempts failed', () => {
    const format = (iso: string) => iso.slice(0, 16);
    expect(deliveryLine(messages[0], format)).toBe('Sent 2026-11-20T10:01');
    expect(deliveryLine({ ...messages[0], deliveredBy: 'smtp' }, format)).toBe('Sent 2026-11-20T10:01');
    expect(deliveryLine({ ...messages[0], deliveredBy: 'outbox' }, format)).toBe(
      'Kept in the outbox 2026-11-20T10:01; no mail server is set, so it was not e-mailed',
    );
    expect(deliveryLine(messages[1], format)).toBe('Failed after 5 attempts');
    expect(deliveryLine(messages[2], format)).toBe('Waiting since 2026-11-20T10:00');
    expect(deliveryLine(message('d', 'queued', { attempts: 1 }), format)).toBe(
      'Waiting to be retried (1 attempt so far)',
    );
  });
});
