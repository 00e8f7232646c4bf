/** A confirmed follower of an event as a message to them needs it: the address and its unsubscribe token. */
export interface FollowerToMail {
  email: string;
  unsubscribeToken: string;
}

/**
 * What the mail reactor needs of an event's followers. Following is followers/' business (it
 * keeps the addresses and signs their links) and it mails through this module, so mail names what
 * it needs here and followers/ provides it: the two do not import each other.
 */
export abstract class EventFollowers {
  /** Double opt-in: only the addresses that confirmed, oldest first. */
  abstract confirmedOf(eventId: string): Promise<FollowerToMail[]>;
  /** The event is gone for good: its followers' addresses have nothing left to serve. */
  abstract eraseOf(eventId: string): Promise<void>;
}
