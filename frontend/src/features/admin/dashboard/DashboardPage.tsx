import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3, CalendarDays, ClipboardList, FileText, History, LogOut, Settings, Trash2, Trophy, Users } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { usePageHead } from '../../site-settings/use-page-head';
import { useLogout, useSession } from '../api/auth';

interface DashboardCard {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** The admin home: one card per admin screen (spec section 2) and the Logout button. */
export const DASHBOARD_CARDS: DashboardCard[] = [
  { to: '/admin/events', title: 'Manage Events', text: 'Create, edit, hide, feature and trash events.', icon: <CalendarDays className="size-6" /> },
  { to: '/admin/speakers', title: 'Manage Speakers', text: 'Speaker profiles, visibility and featured speakers.', icon: <Users className="size-6" /> },
  { to: '/admin/sponsors', title: 'Manage Sponsors', text: 'Sponsors, tiers and global site sponsors.', icon: <Trophy className="size-6" /> },
  { to: '/admin/submissions', title: 'Event Submissions', text: 'Review events proposed by organisers.', icon: <ClipboardList className="size-6" /> },
  { to: '/admin/analytics', title: 'Analytics', text: 'Totals and overview of the content.', icon: <BarChart3 className="size-6" /> },
  { to: '/admin/content', title: 'Content', text: 'Home page hero texts and the city banner.', icon: <FileText className="size-6" /> },
  { to: '/admin/settings', title: 'Settings', text: 'Contact details, web addresses and social links.', icon: <Settings className="size-6" /> },
  { to: '/admin/trash', title: 'Trash', text: 'Restore trashed events and speakers within 14 days.', icon: <Trash2 className="size-6" /> },
  { to: '/admin/audit', title: 'Audit Log', text: 'Every change, who made it and when.', icon: <History className="size-6" /> },
];

export default function DashboardPage() {
  usePageHead('Admin Dashboard');
  const { data: session } = useSession();
  const logout = useLogout();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged Out', description: 'You have been successfully logged out' }),
      onError: () => toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' }),
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          {session && <p className="mt-1 text-sm text-slate-600">{`Signed in as ${session.email}`}</p>}
        </div>
        <button type="button" onClick={onLogout} disabled={logout.isPending} className={buttonClass('secondary')}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </button>
      </div>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
                {card.icon}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{card.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{card.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
