import { Globe, Mail, Phone } from 'lucide-react';
import type { SiteSettings } from '@dental/contracts';
import { ExternalLink } from '../../../components/ExternalLink';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { telHref } from '../../../lib/contact';
import { EmailText } from '../../../components/EmailText';

/**
 * Email, phone and web cards. Addresses are long unbroken words: on tablets (md to xl) the e-mail
 * card takes a whole row and the phone and web cards share the next, the web card's addresses
 * getting the larger part; from xl the three share one row. Any text may still wrap mid-word
 * rather than push a card past the screen.
 */
export function GetConnected({ settings }: { settings: SiteSettings | undefined }) {
  const cardClass =
    'flex h-full min-w-0 items-center gap-4 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300';
  const textClass = 'min-w-0 [overflow-wrap:anywhere]';
  const iconClass = 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
  return (
    <section aria-labelledby="connect-heading" className="render-near-viewport-96 bg-brand-50/60 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="connect-heading" className="text-center text-3xl font-bold text-slate-900">
          Get Connected
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Questions about an event, speaking or sponsorship? We're happy to help.
        </p>
        {settings ? (
          <ul className="mt-10 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-cols-3">
            <li className="min-w-0 md:col-span-2 xl:col-span-1">
              <a href={`mailto:${settings.contactEmail}`} className={cardClass}>
                <span className={iconClass}>
                  <Mail className="size-6" aria-hidden="true" />
                </span>
                <span className={textClass}>
                  <span className="block text-sm font-medium text-slate-600">Email</span>
                  <span className="block font-semibold text-slate-900">
                    <EmailText email={settings.contactEmail} />
                  </span>
                </span>
              </a>
            </li>
            <li className="min-w-0">
              <a href={telHref(settings.contactPhone)} className={cardClass}>
                <span className={iconClass}>
                  <Phone className="size-6" aria-hidden="true" />
                </span>
                <span className={textClass}>
                  <span className="block text-sm font-medium text-slate-600">Phone</span>
                  <span className="block font-semibold text-slate-900">{settings.contactPhone}</span>
                </span>
              </a>
            </li>
            <li className={cardClass}>
              <span className={iconClass}>
                <Globe className="size-6" aria-hidden="true" />
              </span>
              <span className={textClass}>
                <span className="block text-sm font-medium text-slate-600">Web</span>
                {settings.websites.map((site) => (
                  <ExternalLink
                    key={site.url}
                    href={site.url}
                    className="block font-semibold text-brand-800 hover:underline"
                  >
                    {site.label}
                  </ExternalLink>
                ))}
              </span>
            </li>
          </ul>
        ) : (
          <div
            className="mt-10 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-cols-3"
            aria-hidden="true"
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className={cn('h-24 rounded-2xl', index === 0 && 'md:col-span-2 xl:col-span-1')} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
