import { accountToken, idFromAccountToken } from '../accounts';

/**
 * Links in follower mail carry `${purpose}-${followerId}` signed with the server secret (the same
 * HMAC scheme as account links). The purpose is part of what is signed, so an unsubscribe link
 * (in every message) can never confirm an address, and no follower id is ever stored as a secret.
 */
export type FollowerLinkPurpose = 'confirm' | 'unsubscribe';

export function followerToken(secret: string, purpose: FollowerLinkPurpose, followerId: string): string {
  return accountToken(secret, `${purpose}-${followerId}`);
}

/** The follower id a token names for this purpose, or null (forged, malformed, or another purpose). */
export function followerIdFromToken(secret: string, purpose: FollowerLinkPurpose, token: unknown): string | null {
  const signed = idFromAccountToken(secret, token);
  const prefix = `${purpose}-`;
  return signed !== null && signed.startsWith(prefix) ? signed.slice(prefix.length) : null;
}
