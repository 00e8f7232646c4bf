/** How a message is doing: waiting (or between retries), delivered, or given up after the last retry. */
export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** Who took a sent message: the SMTP server, or nobody but the outbox itself (no SMTP_URL). */
export type DeliveredBy = 'smtp' | 'outbox';

export interface NewOutboxMessage {
  /**
   * What makes a message once-only: the domain event (or request) it answers, the recipient and the
   * template. Enqueuing a key already stored is a no-op, so replaying the log sends nothing twice.
   */
  key: string;
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO time. */
  createdAt: string;
  /** Milliseconds since the epoch: not sent before then (a digest waits for its window to close). Now when absent. */
  sendAt?: number;
  /**
   * A message that may join one still waiting instead (a follower's digest growing with each change
   * of its window): when the message stored under `joins.key` still waits to go out for the first
   * time (queued, never tried, its send time still ahead by this machine's clock), it takes these texts and this message is
   * not stored. Otherwise (it went out, is going, or failed once) this message is stored under its
   * own key like any other: what came too late for the one that went out opens one of its own.
   */
  joins?: JoinedTexts;
}

/** The texts a waiting message takes when another joins it: everything it names, old and new. */
export interface JoinedTexts {
  key: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends NewOutboxMessage {
  id: string;
  status: OutboxStatus;
  sentAt: string | null;
  deliveredBy: DeliveredBy | null;
  attempts: number;
  lastError: string | null;
  /** Milliseconds since the epoch: when a queued message is next tried. */
  nextAttemptAt: number;
}

/**
 * The outbox: every message the site sends, kept with the data (shared by every process on it), and
 * the mail reactor's checkpoint in the log. Enqueuing and moving the checkpoint happen together, so a
 * process killed between the two leaves nothing half-done: the domain events after the checkpoint
 * are read again and their messages, already stored or not, are stored once.
 */
export abstract class OutboxStore {
  /**
   * Stores the messages whose key is new (or rewrites the waiting one a message joins) and, when
   * given, moves the reactor's checkpoint, in one step. Returns how many were stored anew.
   */
  abstract enqueue(
    messages: readonly NewOutboxMessage[],
    checkpoint?: { name: string; position: number },
  ): Promise<number>;
  /**
   * Of these keys, those whose message still waits to go out for the first time: queued, never
   * tried, and not yet due at `now` (ms). A message joined now (`joins`) is one of them.
   */
  abstract waiting(keys: readonly string[], now: number): Promise<string[]>;
  /** The stored checkpoint, null before the first. */
  abstract checkpoint(name: string): Promise<number | null>;
  /** Queued messages whose next try is due at `now` (ms), oldest first. */
  abstract due(now: number, limit: number): Promise<OutboxMessage[]>;
  abstract markSent(id: string, sentAt: string, deliveredBy: DeliveredBy): Promise<void>;
  /** A failed try: queued again for `nextAttemptAt`, or given up (`nextAttemptAt` null). */
  abstract markAttemptFailed(
    id: string,
    attempts: number,
    lastError: string,
    nextAttemptAt: number | null,
  ): Promise<void>;
  /** Newest first. */
  abstract list(limit: number): Promise<OutboxMessage[]>;
  /**
   * Deletes the sent and failed messages created before `time` (ISO), which hold addresses and
   * single-use links no longer needed; a queued message stays whatever its age. Returns how many.
   */
  abstract forgetFinishedBefore(time: string): Promise<number>;
  abstract close(): Promise<void>;
}
