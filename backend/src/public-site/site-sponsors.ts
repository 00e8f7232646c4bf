import { isHttpUrl, isSponsorImage, type SiteSponsor, type Sponsor } from '@dental/contracts';

/** Pages may load images from https and the site itself only (the Content-Security-Policy's img-src): an uploaded /media/ file, an https picture or one shipped with the site. */
function siteImage(value: string | null | undefined): string | null {
  return typeof value === 'string' && isSponsorImage(value) ? value : null;
}

/** A logo given as an image has no text: the name stands in when the image is not shown. */
function badgeText(sponsor: Sponsor): string {
  const logo = sponsor.logo.trim();
  return logo === '' || isHttpUrl(logo) || isSponsorImage(logo) ? sponsor.name : logo;
}

/**
 * The 'Site Sponsors' band from the sponsors the public may see (already ordered platinum first,
 * then by name): the global ones only, with only what the band shows. The company image is the
 * logo when there is one; a logo given as an image URL comes next; otherwise the logo's text
 * badge. Addresses are checked again here, so nothing but an http(s) link or an https or site image leaves.
 */
export function siteSponsors(publicSponsors: readonly Sponsor[]): SiteSponsor[] {
  return publicSponsors
    .filter((sponsor) => sponsor.isGlobalSponsor)
    .map((sponsor) => ({
      id: sponsor.id,
      name: sponsor.name,
      tier: sponsor.tier,
      logoText: badgeText(sponsor),
      image: siteImage(sponsor.companyImage) ?? siteImage(sponsor.logo),
      website: isHttpUrl(sponsor.website) ? sponsor.website : null,
    }));
}
