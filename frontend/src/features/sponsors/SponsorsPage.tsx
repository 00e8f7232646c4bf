import { useSearchParams } from 'react-router';
import { Building2, Handshake, Mail } from 'lucide-react';
import { DEFAULT_TIER_NAMES } from '@dental/contracts';
import { EmptyState, LoadError } from '../../components/EmptyState';
import { PageHero } from '../../components/PageHero';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSiteSettings } from '../site-settings/api/get-site-settings';
import { usePageHead } from '../site-settings/components/use-page-head';
import { useSponsorTierNames } from './api/get-sponsor-tiers';
import { useSponsoredEvents, useSponsors } from './api/get-sponsors';
import { SiteSponsorsBand } from './components/SiteSponsorsBand';
import { SponsorCardSkeleton } from './components/SponsorCard';
import { SponsorTierSections } from './components/SponsorTierSections';

const ALL_EVENTS = 'all';

export default function SponsorsPage() {
  usePageHead('Our Sponsors', { description: 'The companies supporting dental education across the US and Canada.' });
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('event') ?? ALL_EVENTS;
  const eventId = selected === ALL_EVENTS ? undefined : selected;

  const eventsQuery = useSponsoredEvents();
  const sponsorsQuery = useSponsors(eventId);
  const tierNames = useSponsorTierNames(eventId);
  const { data: settings } = useSiteSettings();
  const events = eventsQuery.data ?? [];
  const sponsors = sponsorsQuery.data ?? [];

  return (
    <>
      <PageHero
        title="Our Sponsors"
        subtitle="We thank the industry partners whose support makes world-class dental education possible."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-md flex-col gap-1">
          <label htmlFor="sponsor-event" className="text-sm font-medium text-slate-700">
            Show sponsors of
          </label>
          <select
            id="sponsor-event"
            value={selected}
            onChange={(changeEvent) =>
              setSearchParams(changeEvent.target.value === ALL_EVENTS ? {} : { event: changeEvent.target.value }, {
                replace: true,
                preventScrollReset: true,
              })
            }
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value={ALL_EVENTS}>All Events</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>

        <div className="mt-12">
          {sponsorsQuery.isError ? (
            <LoadError what="the sponsors" />
          ) : sponsorsQuery.isPending ? (
            <div role="status" className="skeleton-group space-y-6">
              <span className="sr-only">Loading sponsors</span>
              <Skeleton className="mx-auto h-8 w-64" />
              <div className="grid gap-6 md:grid-cols-2">
                <SponsorCardSkeleton />
                <SponsorCardSkeleton />
              </div>
            </div>
          ) : sponsors.length === 0 ? (
            <EmptyState icon={<Building2 className="size-10" />} title="No Sponsors Available" />
          ) : (
            <SponsorTierSections
              sponsors={sponsors}
              tierNames={eventId ? tierNames : DEFAULT_TIER_NAMES}
              idPrefix="sponsors"
            />
          )}
        </div>

        <SiteSponsorsBand inset />

        <section
          aria-labelledby="become-sponsor-heading"
          className="mt-16 rounded-2xl bg-gradient-to-br from-brand-800 to-teal-800 px-6 py-12 text-center text-white"
        >
          <Handshake className="mx-auto size-12 text-teal-200" aria-hidden="true" />
          <h2 id="become-sponsor-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
            Become a Sponsor
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Put your brand in front of thousands of dental professionals at the leading education events across the US
            and Canada.
          </p>
          {settings ? (
            <a
              href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent('Sponsorship Inquiry')}`}
              className={buttonClass('onDark', 'lg', 'mt-6')}
            >
              <Mail className="size-5" aria-hidden="true" />
              Contact Us for Sponsorship
            </a>
          ) : (
            <Skeleton className="mx-auto mt-6 h-12 w-64 bg-white/20" />
          )}
        </section>
      </div>
    </>
  );
}
