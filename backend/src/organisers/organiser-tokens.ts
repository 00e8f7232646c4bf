import { accountToken, idFromAccountToken } from '../accounts';

/**
 * An organiser link's token: `organiser-<linkId>` signed with the server secret (the HMAC scheme of
 * account and follower links). Only the id is in the log, so a copy of it signs nobody in, and the
 * mail reactor makes the same token from the domain event. The purpose is signed with the id, so
 * no other link of the site's can be passed off as an organiser's.
 */
export function organiserLinkToken(secret: string, linkId: string): string {
  return accountToken(secret, `organiser-${linkId}`);
}

/** The link id a token names, or null (forged, malformed, or another kind of link). */
export function linkIdFromOrganiserToken(secret: string, token: unknown): string | null {
  const signed = idFromAccountToken(secret, token);
  return signed !== null && signed.startsWith('organiser-') ? signed.slice('organiser-'.length) : null;
}
