import { Link } from 'react-router';
import { Globe, Mail, Phone } from 'lucide-react';
import { isHttpUrl } from '@dental/contracts';
import { ExternalLink } from '../../components/ExternalLink';
import { SocialIcon, socialNetworkLabel } from '../../components/SocialIcon';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSiteSettings } from '../../features/site-settings/api/get-site-settings';
import { telHref } from '../../lib/contact';
import { NAV_ITEMS } from './Header';
import { EmailText } from '../../components/EmailText';
import { cn } from '../../lib/cn';

const COPYRIGHT_YEAR = 2024;

/**
 * A footer link is at least 36 px tall, its whole row a tap target (WCAG 2.2's target size asks 24 px
 * at least; a text line alone was 16 to 20), so the stacked links need no gap between them.
 */
const FOOTER_LINK = 'inline-flex min-h-9 max-w-full items-center hover:text-white hover:underline';

export function Footer() {
  const { data: settings } = useSiteSettings();
  const socialLinks = settings
    ? Object.entries(settings.socialLinks).filter((entry): entry is [string, string] => isHttpUrl(entry[1]))
    : [];

  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1fr_0.7fr_1.4fr_0.9fr] lg:px-8">
        <div>
          {settings ? (
            <>
              <p className="text-lg font-bold text-white">{settings.siteName}</p>
              <p className="mt-3 text-sm leading-relaxed">{settings.tagline}</p>
            </>
          ) : (
            <div className="space-y-2">
              <Skeleton className="h-6 w-40 bg-white/10" />
              <Skeleton className="h-4 w-56 bg-white/10" />
            </div>
          )}
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Quick Links</h2>
          <ul className="mt-3 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={FOOTER_LINK}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          {settings && (
            <ul className="mt-3 text-sm">
              <li>
                <a href={telHref(settings.contactPhone)} className={cn(FOOTER_LINK, 'gap-2')}>
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  {settings.contactPhone}
                </a>
              </li>
              <li>
                <a href={`mailto:${settings.contactEmail}`} className={cn(FOOTER_LINK, 'gap-2')}>
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  <EmailText email={settings.contactEmail} />
                </a>
              </li>
              {settings.websites.map((site) => (
                <li key={site.url}>
                  <ExternalLink href={site.url} className={cn(FOOTER_LINK, 'gap-2')}>
                    <Globe className="size-4 shrink-0" aria-hidden="true" />
                    {site.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Follow Us</h2>
          {socialLinks.length > 0 && (
            <ul className="mt-4 flex gap-2">
              {socialLinks.map(([network, url]) => (
                <li key={network}>
                  <ExternalLink
                    href={url}
                    aria-label={`${socialNetworkLabel(network)} (opens in a new tab)`}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon network={network} className="size-5" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          © {COPYRIGHT_YEAR} {settings?.siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
