import type { SocialLink } from '@dental/contracts';
import { cn } from '../lib/cn';
import { ExternalLink } from './ExternalLink';
import { SocialIcon, socialNetworkLabel } from './SocialIcon';

/** Icon links; pass only links already filtered by the rules (visibleSocialLinks). */
export function SocialLinks({
  links,
  ownerName,
  className,
  tone = 'light',
}: {
  links: SocialLink[];
  ownerName: string;
  className?: string;
  tone?: 'light' | 'dark';
}) {
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap items-center gap-1', className)} aria-label={`${ownerName} on social media`}>
      {links.map((link) => (
        <li key={link.network}>
          <ExternalLink
            href={link.url}
            aria-label={`${ownerName} on ${socialNetworkLabel(link.network)} (opens in a new tab)`}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-full transition-colors',
              tone === 'light'
                ? 'text-brand-700 hover:bg-brand-50 hover:text-brand-900'
                : 'text-brand-100 hover:bg-white/10 hover:text-white',
            )}
          >
            <SocialIcon network={link.network} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
