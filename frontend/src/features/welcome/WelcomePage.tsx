import { Link } from 'react-router';
import { ArrowRight, Globe2, Sparkles, UsersRound, type LucideIcon } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../site-settings/api/get-site-settings';
import { usePageHead } from '../site-settings/components/use-page-head';

const FEATURES: Array<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Expert Network',
    text: 'Connect with leading clinicians, researchers and educators from every dental specialty.',
    icon: UsersRound,
  },
  {
    title: 'Global Reach',
    text: 'Discover conferences and symposiums across the US and Canada, all in one place.',
    icon: Globe2,
  },
  {
    title: 'Premium Content',
    text: 'Explore agendas, lecture abstracts and course objectives before you register.',
    icon: Sparkles,
  },
];

export default function WelcomePage() {
  usePageHead('Welcome');
  const { data: settings } = useSiteSettings();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 md:py-24 lg:px-8">
        <span className="inline-flex items-center gap-2 rounded-full bg-teal-100 px-4 py-1.5 text-sm font-semibold text-teal-900">
          <Sparkles className="size-4" aria-hidden="true" />
          Coming Soon - Full Platform Launch
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
          {settings ? `Welcome to ${settings.siteName}` : 'Welcome'}
        </h1>
        {settings && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{settings.tagline}</p>}

        <ul className="mt-14 grid gap-6 text-left md:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-700 to-teal-600 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>

        <Link to={paths.events} className={buttonClass('primary', 'lg', 'mt-14')}>
          Get Started Today
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
