import type { EventListing, Speaker } from '../entities';
import { isHttpUrl } from '../http/url';

export interface SocialLink {
  network: string;
  url: string;
}

/** The order icons appear in (spec section 2); other networks follow alphabetically. */
export const SOCIAL_NETWORK_ORDER = ['instagram', 'twitter', 'linkedin', 'facebook'] as const;

/**
 * Social icons to render for a speaker (spec sections 4 and 5). A link is unset when empty or '#',
 * and one containing '/speaker' points back at a conference's own speaker page rather than a
 * profile. Only http(s) URLs are ever rendered, whatever was stored.
 */
export function visibleSocialLinks(
  speaker: Pick<Speaker, 'socialLinks' | 'socialVisible'>,
  event?: Pick<EventListing, 'hideSocialMedia'> | null,
): SocialLink[] {
  if (speaker.socialVisible === false || event?.hideSocialMedia) return [];
  return Object.entries(speaker.socialLinks ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([network, url]) => ({ network, url: url.trim() }))
    .filter(({ url }) => isSetSocialLink(url) && isHttpUrl(url))
    .sort((a, b) => networkRank(a.network) - networkRank(b.network) || a.network.localeCompare(b.network));
}

/** Whether a stored link counts as set at all; admin screens use it for their small icons. */
export function isSetSocialLink(url: string | null | undefined): boolean {
  const value = url?.trim() ?? '';
  return value !== '' && value !== '#' && !value.toLowerCase().includes('/speaker');
}

function networkRank(network: string): number {
  const index = (SOCIAL_NETWORK_ORDER as readonly string[]).indexOf(network.toLowerCase());
  return index < 0 ? SOCIAL_NETWORK_ORDER.length : index;
}
