import { useState } from 'react';
import { mediaSrcSet, sponsorBadgeGradient, type SiteSponsor } from '@dental/contracts';
import { ExternalLink } from '../../../components/ExternalLink';
import { cn } from '../../../lib/cn';
import { useSiteSponsors } from '../api/get-site-sponsors';
import { SITE_SPONSOR_TIER_LABELS, siteSponsorsByTier } from '../site-sponsors';

/** Every logo tile has the same box, so a picture arriving late moves nothing. */
const TILE = 'flex h-16 w-36 sm:w-40 shrink-0 items-center justify-center overflow-hidden rounded-xl';

/** The company's picture when it has one that loads, else its logo text on its badge colours. */
function SponsorLogo({ sponsor }: { sponsor: SiteSponsor }) {
  const [failed, setFailed] = useState(false);
  if (sponsor.image && !failed) {
    return (
      <span className={cn(TILE, 'bg-white ring-1 ring-slate-200')}>
        <img
          src={sponsor.image}
          srcSet={mediaSrcSet(sponsor.image)}
          sizes="160px"
          alt=""
          width={144}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-2"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span className={cn(TILE, 'relative bg-gradient-to-br px-3', sponsorBadgeGradient(sponsor.id))} aria-hidden="true">
      <span className="absolute inset-0 bg-slate-900/35" />
      <span className="relative truncate text-lg font-extrabold tracking-wide text-white">{sponsor.logoText}</span>
    </span>
  );
}

function SponsorTile({ sponsor }: { sponsor: SiteSponsor }) {
  const content = (
    <>
      <SponsorLogo sponsor={sponsor} />
      <span className="mt-2 block max-w-36 sm:max-w-40 text-center text-sm font-medium [overflow-wrap:anywhere] text-slate-700">
        {sponsor.name}
      </span>
    </>
  );
  return (
    <ExternalLink
      href={sponsor.website}
      className="flex flex-col items-center rounded-xl p-1 transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      fallback={<div className="flex flex-col items-center p-1">{content}</div>}
    >
      {content}
      <span className="sr-only"> (opens in a new tab)</span>
    </ExternalLink>
  );
}

/**
 * 'Site Sponsors': the global site sponsors as logos by tier, on the home page, the event pages
 * and /sponsors. Its data is fetched with the page on the server (app/page-data.ts), so it is
 * in the first paint; with no global sponsor it renders nothing. Full width at the foot of a
 * page, or `inset` as a card inside a page's column.
 */
export function SiteSponsorsBand({ inset = false }: { inset?: boolean }) {
  const { data } = useSiteSponsors();
  const groups = siteSponsorsByTier(data ?? []);
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="site-sponsors-heading"
      className={
        inset ? 'mt-14 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200' : 'border-t border-slate-200 bg-white'
      }
      data-testid="site-sponsors"
    >
      <div className={inset ? 'px-4 py-8 sm:px-6' : 'mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8'}>
        <h2 id="site-sponsors-heading" className="text-center text-2xl font-bold text-slate-900">
          Site Sponsors
        </h2>
        <p className="mt-1 text-center text-sm text-slate-600">The companies supporting this site.</p>
        <div className="mt-6 space-y-6">
          {groups.map(({ tier, sponsors }) => (
            <div key={tier}>
              <h3
                id={`site-sponsors-${tier}`}
                className="text-center text-xs font-semibold tracking-widest text-slate-500 uppercase"
              >
                {SITE_SPONSOR_TIER_LABELS[tier]}
              </h3>
              <ul
                aria-labelledby={`site-sponsors-${tier}`}
                className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-4 sm:gap-x-6"
              >
                {sponsors.map((sponsor) => (
                  <li key={sponsor.id}>
                    <SponsorTile sponsor={sponsor} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
