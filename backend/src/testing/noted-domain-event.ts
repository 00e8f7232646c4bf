import { randomUUID } from 'node:crypto';

/**
 * A domain event of the small "notes" log the projection engine's and read stores' tests append:
 * `Noted` with a note id and its text, by one admin at one time.
 */
export const noted = (noteId: string, text: string) => ({
  id: randomUUID(),
  type: 'Noted',
  data: { noteId, text },
  metadata: {
    actor: 'admin@example.com',
    occurredAt: '2026-11-01T10:00:00.000Z',
    correlationId: 'c',
    causationId: 'c',
  },
});
