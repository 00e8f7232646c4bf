/** What decides whether a link still signs its organiser in. */
export interface LinkValidity {
  revoked: boolean;
  /** ISO date-time. */
  expiresAt: string;
}

export type LinkStatus = 'active' | 'expired' | 'revoked';

/** A revoked link stays revoked; otherwise it is active until the instant it expires. */
export function organiserLinkStatus(link: LinkValidity, now: Date): LinkStatus {
  if (link.revoked) return 'revoked';
  return Date.parse(link.expiresAt) > now.getTime() ? 'active' : 'expired';
}

/** When a link issued at `issuedAt` stops signing in, `days` later. */
export function linkExpiry(issuedAt: Date | string, days: number): string {
  return new Date(new Date(issuedAt).getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}
