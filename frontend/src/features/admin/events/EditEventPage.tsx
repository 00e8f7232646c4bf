import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Eye, Pencil, UserPlus } from 'lucide-react';
import { DEFAULT_TIER_NAMES, SPONSOR_TIERS, type EventListing, type Speaker, type Sponsor } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminEvent, useUpdateEvent, type EventSave } from './api/events';
import { useQuery } from '@tanstack/react-query';
import { adminEventSpeakersQueryOptions } from '../speakers/api/speakers';
import { useAdminSponsors } from '../sponsors/api/sponsors';
import { useSponsorTierNames } from '../../sponsors/api/get-sponsor-tiers';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { EventForm, type EventFormResult } from './components/EventForm';
import { EventStatusForm } from './components/EventStatusControl';
import { HistoryPanel } from '../audit/components/HistoryPanel';
import { FollowersPanel } from '../followers/components/FollowersPanel';
import { OrganiserLinksPanel } from '../organisers/components/OrganiserLinksPanel';

function EditEventForm({ event, onDirtyChange }: { event: EventListing; onDirtyChange: (dirty: boolean) => void }) {
  const navigate = useNavigate();
  const update = useUpdateEvent(event.id);

  const save = async (result: EventFormResult) => {
    const flags: EventSave['flags'] = {};
    if (result.flags.hideSocialMedia !== event.hideSocialMedia) flags.hideSocialMedia = result.flags.hideSocialMedia;
    if (result.flags.hideAbstracts !== event.hideAbstracts) flags.hideAbstracts = result.flags.hideAbstracts;
    const fields = { ...result.changed, ...('agenda' in result ? { agenda: result.agenda } : {}) };
    try {
      await update.mutateAsync({ fields, flags });
    } catch (error) {
      // Field problems of a 400 show under their fields; the toast says what failed.
      toast({ title: 'Error', description: 'Failed to update event', variant: 'destructive' });
      throw error;
    }
    toast({ title: 'Success', description: 'Event updated successfully' });
    void navigate('/admin/events');
  };

  return (
    <EventForm
      event={event}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={save}
      onDirtyChange={onDirtyChange}
    />
  );
}

const listLink = 'font-medium text-brand-700 [overflow-wrap:anywhere] hover:underline';

/** The event's speakers and sponsors, each a link to where it is edited, and 'Add speaker to this event'. */
function EventPeopleAndSponsors({ event }: { event: EventListing }) {
  const speakersQuery = useQuery(adminEventSpeakersQueryOptions(event.id));
  const sponsorsQuery = useAdminSponsors();
  const tierNames = useSponsorTierNames(event.id);
  const speakers: Speaker[] = [...(speakersQuery.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const sponsors: Sponsor[] = (sponsorsQuery.data ?? []).filter((sponsor) => sponsor.eventId === event.id);
  const tierOrder = (sponsor: Sponsor) => SPONSOR_TIERS.indexOf(sponsor.tier);
  sponsors.sort((a, b) => tierOrder(a) - tierOrder(b) || a.name.localeCompare(b.name));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="event-speakers-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="event-speakers-title" className="text-lg font-semibold text-slate-900">
            {`Speakers (${speakersQuery.data ? speakers.length : '–'})`}
          </h2>
          <Link
            to={`/admin/speakers/new?event=${encodeURIComponent(event.id)}`}
            className={buttonClass('secondary', 'sm')}
          >
            <UserPlus className="size-4" aria-hidden="true" />
            Add speaker to this event
          </Link>
        </div>
        {speakersQuery.isPending ? (
          <p role="status" className="mt-3 text-sm text-slate-600">
            Loading speakers...
          </p>
        ) : speakersQuery.isError ? (
          <p role="alert" className="mt-3 text-sm text-slate-700">
            {"We couldn't load the speakers."}
          </p>
        ) : speakers.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No speakers yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Speakers of this event">
            {speakers.map((speaker) => (
              <li key={speaker.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                <Link to={`/admin/speakers/edit/${encodeURIComponent(speaker.id)}`} className={listLink}>
                  {speaker.name}
                </Link>
                <span className="min-w-0 text-slate-600 [overflow-wrap:anywhere]">{speaker.lectureTitle}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="event-sponsors-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="event-sponsors-title" className="text-lg font-semibold text-slate-900">
            {`Sponsors (${sponsorsQuery.data ? sponsors.length : '–'})`}
          </h2>
          <Link to="/admin/sponsors" className={buttonClass('secondary', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            Manage sponsors
          </Link>
        </div>
        {sponsorsQuery.isPending ? (
          <p role="status" className="mt-3 text-sm text-slate-600">
            Loading sponsors...
          </p>
        ) : sponsorsQuery.isError ? (
          <p role="alert" className="mt-3 text-sm text-slate-700">
            {"We couldn't load the sponsors."}
          </p>
        ) : sponsors.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No sponsors yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Sponsors of this event">
            {sponsors.map((sponsor) => (
              <li key={sponsor.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                {/* Sponsors are edited on the sponsors screen, in a dialog of their own. */}
                <Link to="/admin/sponsors" className={listLink}>
                  {sponsor.name}
                </Link>
                <span className="text-slate-600">{tierNames[sponsor.tier] ?? DEFAULT_TIER_NAMES[sponsor.tier]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default function EditEventPage() {
  const { id = '' } = useParams();
  const eventQuery = useAdminEvent(id);
  const missing = eventQuery.isError && eventQuery.error instanceof ApiError && eventQuery.error.status === 404;
  const [dirty, setDirty] = useState(false);
  const event = eventQuery.data;

  return (
    <AdminPage title="Edit Event" description={event?.title} parent={{ to: '/admin/events', label: 'Events' }}>
      {eventQuery.isPending ? (
        <AdminMessage>Loading event...</AdminMessage>
      ) : missing || !event ? (
        <AdminMessage role="alert">
          {missing ? 'Event not found' : "We couldn't load this event. Please refresh the page to try again."}
        </AdminMessage>
      ) : (
        <div className="space-y-8">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {event.isHidden ? 'Hidden: only admins can see its page.' : 'Visible on the public site.'}
            <Link to={paths.event(event.id)} className={buttonClass('ghost', 'sm')}>
              <Eye className="size-4" aria-hidden="true" />
              {event.isHidden ? 'Preview the event page' : 'View the event page'}
            </Link>
          </p>
          <EventStatusForm key={`status-${event.updatedAt}`} event={event} />
          {/* Keyed by updatedAt: an undo from the history below refills the form with the restored values. */}
          <EditEventForm key={`${event.id}-${event.updatedAt}`} event={event} onDirtyChange={setDirty} />
          <EventPeopleAndSponsors event={event} />
          <FollowersPanel eventId={event.id} />
          <OrganiserLinksPanel eventId={event.id} />
          <HistoryPanel entityKind="event" entityId={event.id} unsavedChanges={dirty} />
        </div>
      )}
    </AdminPage>
  );
}
