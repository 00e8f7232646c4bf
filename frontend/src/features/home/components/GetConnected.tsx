import { Globe, Mail, Phone } from 'lucide-react';
import type { SiteSettings } from '@dental/contracts';
import { ExternalLink } from '../../../components/ExternalLink';
import { Skeleton } from '../../../components/ui/Skeleton';
import { telHref } from '../../../lib/contact';
import { EmailText } from '../../../components/EmailText';

export function GetConnected({ settings }: { settings: SiteSettings | undefined }) {
  const cardClass = 'flex items-center gap-4 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300';
  const iconClass = 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
  return (
    <section aria-labelledby="connect-heading" className="render-near-viewport-96 bg-brand-50/60 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="connect-heading" className="text-center text-3xl font-bold text-slate-900">
          Get Connected
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">Questions about an event, speaking or sponsorship? We're happy to help.</p>
        {settings ? (
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            <li>
              <a href={`mailto:${settings.contactEmail}`} className={cardClass}>
                <span className={iconClass}>
                  <Mail className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-600">Email</span>
                  <span className="block font-semibold text-slate-900"><EmailText email={settings.contactEmail} /></span>
                </span>
              </a>
            </li>
            <li>
              <a href={telHref(settings.contactPhone)} className={cardClass}>
                <span className={iconClass}>
                  <Phone className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-medium text-slate-600">Phone</span>
                  <span className="block font-semibold text-slate-900">{settings.contactPhone}</span>
                </span>
              </a>
            </li>
            <li className={cardClass}>
              <span className={iconClass}>
                <Globe className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-600">Web</span>
                {settings.websites.map((site) => (
                  <ExternalLink key={site.url} href={site.url} className="block font-semibold text-brand-800 hover:underline">
                    {site.label}
                  </ExternalLink>
                ))}
              </span>
            </li>
          </ul>
        ) : (
          <div className="mt-10 grid gap-4 md:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24 rounded-2xl" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
