import { type DashboardAnswer } from '@dental/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsMutating } from '@tanstack/react-query';
import {
  BarChart3,
  CalendarDays,
  CheckCircle2,
  ClipboardList,
  FilePenLine,
  FileText,
  History,
  ImageOff,
  KeyRound,
  ListX,
  LogOut,
  Mail,
  Settings,
  ShieldAlert,
  Star,
  Trash2,
  Trophy,
  UserCog,
  UserX,
  Users,
} from 'lucide-react';
import { LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { usePageHead } from '../../site-settings/components/use-page-head';
import { useLogout, useSession } from '../api/session';
import { mayOpen, ROLE_LABELS, roleOf, type AdminArea } from '../components/roles';
import { AuditRowItem } from '../audit/components/AuditRowItem';
import { daysLeft } from '../components/days-left';
import { useDashboard } from './api/dashboard';
import { waitingFor } from './waiting';

interface DashboardCard {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  /** Shown only to roles that may open it (auth/roles.ts). */
  area?: AdminArea;
}

/** The admin home: one card per admin screen (spec section 2) and the Logout button. */
export const DASHBOARD_CARDS: DashboardCard[] = [
  {
    to: '/admin/events',
    title: 'Manage Events',
    text: 'Create, edit, hide, feature and trash events.',
    icon: <CalendarDays className="size-6" />,
  },
  {
    to: '/admin/speakers',
    title: 'Manage Speakers',
    text: 'Speaker profiles, visibility and featured speakers.',
    icon: <Users className="size-6" />,
  },
  {
    to: '/admin/sponsors',
    title: 'Manage Sponsors',
    text: 'Sponsors, tiers and global site sponsors.',
    icon: <Trophy className="size-6" />,
  },
  {
    to: '/admin/submissions',
    title: 'Event Submissions',
    text: 'Review events proposed by organisers.',
    icon: <ClipboardList className="size-6" />,
  },
  {
    to: '/admin/analytics',
    title: 'Analytics',
    text: 'Totals and overview of the content.',
    icon: <BarChart3 className="size-6" />,
  },
  {
    to: '/admin/content',
    title: 'Content',
    text: 'Home page hero texts and the city banner.',
    icon: <FileText className="size-6" />,
  },
  {
    to: '/admin/settings',
    title: 'Settings',
    text: 'Contact details, web addresses and social links.',
    icon: <Settings className="size-6" />,
  },
  {
    to: '/admin/trash',
    title: 'Trash',
    text: 'Restore trashed events, speakers and sponsors within 14 days.',
    icon: <Trash2 className="size-6" />,
  },
  {
    to: '/admin/audit',
    title: 'Audit Log',
    text: 'Every change, who made it and when.',
    icon: <History className="size-6" />,
  },
  {
    to: '/admin/accounts',
    title: 'Accounts',
    text: 'Invite admins, change their roles, disable accounts.',
    icon: <UserCog className="size-6" />,
    area: 'accounts',
  },
  {
    to: '/admin/sent-mail',
    title: 'Sent Mail',
    text: 'Messages the site has sent, and any that failed.',
    icon: <Mail className="size-6" />,
    area: 'sent-mail',
  },
];

/** Items listed before the rest fold under 'Show all'. */
const SHOWN_ITEMS = 5;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const eventEditPath = (id: string) => `/admin/events/${encodeURIComponent(id)}/edit`;
const speakerEditPath = (id: string) => `/admin/speakers/edit/${encodeURIComponent(id)}`;

/** One panel of 'Needs attention': a count in its heading, what it is about, and links to fix it. */
function AttentionPanel({
  id,
  title,
  count,
  icon,
  done,
  children,
}: {
  id: string;
  title: string;
  count: ReactNode;
  icon: ReactNode;
  done: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border bg-white p-4 shadow-sm',
        done ? 'border-slate-200' : 'border-amber-300',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-lg',
            done ? 'bg-green-50 text-green-700' : 'bg-amber-50 text-amber-800',
          )}
          aria-hidden="true"
        >
          {done ? <CheckCircle2 className="size-5" /> : icon}
        </span>
        <h3 id={id} className="min-w-0 flex-1 font-semibold text-slate-900">
          {title}
          <span
            className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 align-middle text-sm font-bold text-slate-900"
            data-testid="attention-count"
          >
            {typeof count === 'number' ? count.toLocaleString('en-US') : count}
          </span>
        </h3>
      </div>
      <div className="mt-3 min-w-0 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/**
 * Links to each item; the first few shown, the rest behind 'Show all'. The answer names at most
 * DASHBOARD_LISTED of `total`: past that, the fold says how many of them it holds.
 */
function ItemLinks({
  items,
  label,
  total = items.length,
}: {
  items: Array<{ key: string; to: string; text: string; detail?: string }>;
  label: string;
  total?: number;
}) {
  if (items.length === 0) return <p className="text-slate-600">Nothing to do.</p>;
  const link = (item: (typeof items)[number]) => (
    <li key={item.key} className="py-1">
      <Link to={item.to} className="[overflow-wrap:anywhere] font-medium text-brand-700 hover:underline">
        {item.text}
      </Link>
      {item.detail && <span className="text-slate-600">{` · ${item.detail}`}</span>}
    </li>
  );
  const rest = items.slice(SHOWN_ITEMS);
  return (
    <>
      <ul aria-label={label}>{items.slice(0, SHOWN_ITEMS).map(link)}</ul>
      {rest.length > 0 && (
        <details>
          <summary className="cursor-pointer py-1 font-medium text-brand-700">
            {total > items.length
              ? `Show the first ${items.length} of ${total.toLocaleString('en-US')}`
              : `Show all ${total}`}
          </summary>
          <ul aria-label={`${label}, continued`}>{rest.map(link)}</ul>
        </details>
      )}
    </>
  );
}

function NeedsAttention({ dashboard }: { dashboard: DashboardAnswer }) {
  const { pendingSubmissions: pending, featured, trash } = dashboard;
  const trashed = trash.events + trash.speakers + trash.sponsors;
  const speakerItems = (speakers: DashboardAnswer['speakersWithoutPhoto']) =>
    speakers.map((speaker) => ({ key: speaker.id, to: speakerEditPath(speaker.id), text: speaker.name }));
  const nextPurgeDays = trash.nextPurgeAt ? daysLeft(trash.nextPurgeAt) : null;

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <AttentionPanel
        id="attention-submissions"
        title="Pending submissions"
        count={pending.count}
        icon={<ClipboardList className="size-5" />}
        done={pending.count === 0}
      >
        <p>
          {pending.oldestSubmittedAt
            ? `The oldest has waited ${waitingFor(pending.oldestSubmittedAt)}.`
            : 'No event is waiting for review.'}
        </p>
        {pending.count > 0 && (
          <Link to="/admin/submissions" className={buttonClass('secondary', 'sm', 'mt-3')}>
            Review submissions
          </Link>
        )}
      </AttentionPanel>

      <AttentionPanel
        id="attention-change-requests"
        title="Change requests"
        count={dashboard.pendingChangeRequests.count}
        icon={<FilePenLine className="size-5" />}
        done={dashboard.pendingChangeRequests.count === 0}
      >
        <p>
          {dashboard.pendingChangeRequests.oldestSubmittedAt
            ? `Organisers proposed changes to their events; the oldest has waited ${waitingFor(dashboard.pendingChangeRequests.oldestSubmittedAt)}.`
            : 'No organiser’s change is waiting for review.'}
        </p>
        {dashboard.pendingChangeRequests.count > 0 && (
          <Link to="/admin/change-requests" className={buttonClass('secondary', 'sm', 'mt-3')}>
            Review change requests
          </Link>
        )}
      </AttentionPanel>

      <AttentionPanel
        id="attention-featured"
        title="Featured places"
        count={`${featured.used}/${featured.limit}`}
        icon={<Star className="size-5" />}
        done={featured.stale.length === 0}
      >
        <p>
          {featured.stale.length === 0
            ? `${plural(featured.limit - featured.used, 'place is', 'places are')} free on the home page.`
            : `${plural(featured.stale.length, 'featured event is', 'featured events are')} past or hidden and no longer shown; unfeature ${featured.stale.length === 1 ? 'it' : 'them'}.`}
        </p>
        {featured.stale.length > 0 && (
          <div className="mt-2">
            <ItemLinks
              label="Featured events that are past or hidden"
              items={featured.stale.map((event) => ({
                key: event.id,
                to: `/admin/events?${new URLSearchParams({ show: 'featured', q: event.title }).toString()}`,
                text: event.title,
                detail: `Featured (${event.reason})`,
              }))}
            />
          </div>
        )}
      </AttentionPanel>

      <AttentionPanel
        id="attention-trash"
        title="In the trash"
        count={trashed}
        icon={<Trash2 className="size-5" />}
        done={trashed === 0}
      >
        <p>
          {trashed === 0
            ? 'The trash is empty.'
            : `${plural(trash.events, 'event', 'events')}, ${plural(trash.speakers, 'speaker', 'speakers')}, ${plural(trash.sponsors, 'sponsor', 'sponsors')}.`}
        </p>
        {nextPurgeDays !== null && (
          <p className="mt-1">
            {nextPurgeDays === 0
              ? 'The next one is deleted for good today.'
              : `The next one is deleted for good in ${plural(nextPurgeDays, 'day', 'days')}.`}
          </p>
        )}
        {trashed > 0 && (
          <Link to="/admin/trash" className={buttonClass('secondary', 'sm', 'mt-3')}>
            Open the trash
          </Link>
        )}
      </AttentionPanel>

      <AttentionPanel
        id="attention-agenda"
        title="Events without an agenda"
        count={dashboard.counts.eventsWithoutAgenda}
        icon={<ListX className="size-5" />}
        done={dashboard.counts.eventsWithoutAgenda === 0}
      >
        <ItemLinks
          label="Events without an agenda"
          total={dashboard.counts.eventsWithoutAgenda}
          items={dashboard.eventsWithoutAgenda.map((event) => ({
            key: event.id,
            to: eventEditPath(event.id),
            text: event.title,
          }))}
        />
      </AttentionPanel>

      <AttentionPanel
        id="attention-image"
        title="Events without an image"
        count={dashboard.counts.eventsWithoutImage}
        icon={<ImageOff className="size-5" />}
        done={dashboard.counts.eventsWithoutImage === 0}
      >
        <ItemLinks
          label="Events without an image"
          total={dashboard.counts.eventsWithoutImage}
          items={dashboard.eventsWithoutImage.map((event) => ({
            key: event.id,
            to: eventEditPath(event.id),
            text: event.title,
          }))}
        />
      </AttentionPanel>

      <AttentionPanel
        id="attention-photo"
        title="Speakers without a photo"
        count={dashboard.counts.speakersWithoutPhoto}
        icon={<UserX className="size-5" />}
        done={dashboard.counts.speakersWithoutPhoto === 0}
      >
        <ItemLinks
          label="Speakers without a photo"
          items={speakerItems(dashboard.speakersWithoutPhoto)}
          total={dashboard.counts.speakersWithoutPhoto}
        />
      </AttentionPanel>

      <AttentionPanel
        id="attention-disclosure"
        title="Speakers without a disclosure"
        count={dashboard.counts.speakersWithoutDisclosure}
        icon={<ShieldAlert className="size-5" />}
        done={dashboard.counts.speakersWithoutDisclosure === 0}
      >
        <ItemLinks
          label="Speakers without a disclosure"
          items={speakerItems(dashboard.speakersWithoutDisclosure)}
          total={dashboard.counts.speakersWithoutDisclosure}
        />
      </AttentionPanel>
    </div>
  );
}

export default function DashboardPage() {
  usePageHead('Admin Dashboard');
  const { data: session } = useSession();
  const role = roleOf(session);
  const cards = DASHBOARD_CARDS.filter((card) => !card.area || (role !== null && mayOpen(role, card.area)));
  const logout = useLogout();
  const dashboard = useDashboard();

  // An undo from 'Recent changes' (or any other change made here) changes what needs attention.
  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  const { refetch } = dashboard;
  useEffect(() => {
    if (wasMutating.current && mutating === 0) void refetch();
    wasMutating.current = mutating > 0;
  }, [mutating, refetch]);

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged Out', description: 'You have been successfully logged out' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' }),
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          {session && (
            <p className="mt-1 text-sm text-slate-600">{`Signed in as ${session.email}${session.role && role ? ` (${ROLE_LABELS[role]})` : ''}`}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/password" className={buttonClass('ghost')}>
            <KeyRound className="size-4" aria-hidden="true" />
            Change password
          </Link>
          <button type="button" onClick={onLogout} disabled={logout.isPending} className={buttonClass('secondary')}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </button>
        </div>
      </div>

      <section aria-labelledby="needs-attention" className="mt-8">
        <h2 id="needs-attention" className="text-xl font-semibold text-slate-900">
          Needs attention
        </h2>
        <div className="mt-4">
          {dashboard.isError ? (
            <LoadError what="what needs attention" />
          ) : dashboard.isPending ? (
            <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              <span className="sr-only">Loading what needs attention</span>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-32 w-full rounded-xl" />
              ))}
            </div>
          ) : (
            <NeedsAttention dashboard={dashboard.data} />
          )}
        </div>
      </section>

      <section aria-labelledby="admin-screens" className="mt-10">
        <h2 id="admin-screens" className="text-xl font-semibold text-slate-900">
          Admin screens
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <span
                  className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                  aria-hidden="true"
                >
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
      </section>

      <section aria-labelledby="recent-changes" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="recent-changes" className="text-xl font-semibold text-slate-900">
            Recent changes
          </h2>
          <Link to="/admin/audit" className="text-sm font-semibold text-brand-700 hover:underline">
            Open the audit log
          </Link>
        </div>
        <div className="mt-4">
          {dashboard.isSuccess &&
            (dashboard.data.recentChanges.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
                No changes yet.
              </p>
            ) : (
              <ul className="space-y-3" aria-label="The last 10 changes">
                {dashboard.data.recentChanges.map((row) => (
                  <AuditRowItem key={row.position} row={row} />
                ))}
              </ul>
            ))}
        </div>
      </section>
    </div>
  );
}
