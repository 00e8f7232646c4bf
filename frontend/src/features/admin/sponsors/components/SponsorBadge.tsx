import { isHttpUrl, sponsorBadgeGradient, type Sponsor } from '@dental/contracts';
import { cn } from '../../../../lib/cn';

/** The logo: an image when it is a URL, else its short text on the sponsor's gradient. */
export function SponsorBadge({
  sponsor,
  className,
}: {
  sponsor: Pick<Sponsor, 'id' | 'logo' | 'name'>;
  className?: string;
}) {
  const logo: string = sponsor.logo;
  const isImage = isHttpUrl(logo);
  if (isImage) {
    return (
      <img
        src={logo}
        alt=""
        loading="lazy"
        className={cn('rounded-lg border border-slate-200 bg-white object-contain', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-lg bg-gradient-to-br text-xs font-bold tracking-wide text-white',
        sponsorBadgeGradient(sponsor.id),
        className,
      )}
    >
      {(sponsor.logo || sponsor.name.slice(0, 2)).slice(0, 6).toUpperCase()}
    </span>
  );
}
