import { CalendarCheck, ExternalLink as ExternalIcon, Mic2, Search } from 'lucide-react';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHero } from '../../components/PageHero';
import { Skeleton } from '../../components/ui/Skeleton';
import { buttonClass } from '../../components/ui/button';
import { useSiteSettings } from '../site-settings/api/get-site-settings';
import { usePageHead } from '../site-settings/components/use-page-head';

const POINTS = [
  { icon: Search, title: 'Find the right expert', text: 'Browse dental speakers by specialty, topic and region.' },
  { icon: Mic2, title: 'See what they teach', text: 'Review lecture topics, abstracts and course objectives.' },
  {
    icon: CalendarCheck,
    title: 'Book with confidence',
    text: 'Contact speakers and arrange engagements for your meeting or study club.',
  },
];

export default function SpeakerSpherePage() {
  usePageHead('SpeakerSphere', { description: 'SpeakerSphere: find and book expert dental speakers.' });
  const { data: settings } = useSiteSettings();
  return (
    <>
      <PageHero
        title="SpeakerSphere"
        subtitle="Our partner platform for finding and booking expert dental speakers for your meetings, study clubs and courses."
      />
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="size-8 text-teal-700" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          {settings ? (
            <ExternalLink href={settings.speakerSphereUrl} className={buttonClass('accent', 'lg')}>
              Visit SpeakerSphere
              <ExternalIcon className="size-5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </ExternalLink>
          ) : (
            <Skeleton className="mx-auto h-12 w-56" />
          )}
        </div>
      </div>
    </>
  );
}
