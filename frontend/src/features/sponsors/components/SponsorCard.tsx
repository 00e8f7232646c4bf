import { useState } from 'react';
import { Globe } from 'lucide-react';
import { isSponsorImage, mediaSrcSet, sponsorBadgeGradient, type Sponsor } from '@dental/contracts';
import { ExternalLink } from '../../../components/ExternalLink';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

/**
 * The logo given as an image (an upload, an https address or a picture shipped with the site) when it loads, else the logo text on a
 * gradient badge (stable colour per sponsor); a logo image has no text, so the name stands in.
 */
function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const [failed, setFailed] = useState(false);
  const logo = sponsor.logo.trim();
  if (isSponsorImage(logo) && !failed) {
    return (
      <div
        className="flex h-20 w-full max-w-[14rem] items-center justify-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
        aria-hidden="true"
      >
        <img
          src={logo}
          srcSet={mediaSrcSet(logo)}
          sizes="224px"
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-2"
          onError={() => setFailed(true)}
        />
      </div>
    );
  }
  const text = logo === '' || isSponsorImage(logo) || logo.includes('://') ? sponsor.name : logo;
  return (
    <div
      className={cn(
        'relative flex h-20 w-full max-w-[14rem] items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br px-4',
        sponsorBadgeGradient(sponsor.id),
      )}
      aria-hidden="true"
    >
      <span className="absolute inset-0 bg-slate-900/35" />
      <span className="relative truncate text-xl font-extrabold tracking-wide text-white">{text}</span>
    </div>
  );
}

/** The logo, the name and the description. */
export function SponsorCard({
  sponsor,
  headingLevel: Heading = 'h3',
}: {
  sponsor: Sponsor;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm transition hover:shadow-md">
      <SponsorLogo sponsor={sponsor} />
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{sponsor.name}</Heading>
      {sponsor.description && <p className="mt-2 text-sm text-slate-600">{sponsor.description}</p>}
      <ExternalLink
        href={sponsor.website}
        className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-medium text-brand-700 hover:underline"
      >
        <Globe className="size-4" aria-hidden="true" />
        Visit website
        <span className="sr-only">{`of ${sponsor.name} (opens in a new tab)`}</span>
      </ExternalLink>
    </article>
  );
}

export function SponsorCardSkeleton() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6" aria-hidden="true">
      <Skeleton className="h-20 w-56" />
      <Skeleton className="mt-4 h-5 w-32" />
      <Skeleton className="mt-2 h-4 w-48" />
    </div>
  );
}
