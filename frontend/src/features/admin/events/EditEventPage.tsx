import { useNavigate, useParams } from 'react-router';
import type { EventListing } from '@dental/contracts';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminEvent, useUpdateEvent, type EventSave } from '../api/events';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { EventForm, type EventFormResult } from './EventForm';
import { HistoryPanel } from '../audit/HistoryPanel';

function EditEventForm({ event }: { event: EventListing }) {
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
    navigate('/admin/events');
  };

  return <EventForm event={event} submitLabel="Save Changes" pendingLabel="Saving..." pending={update.isPending} onSubmit={save} />;
}

export default function EditEventPage() {
  const { id = '' } = useParams();
  const eventQuery = useAdminEvent(id);
  const missing = eventQuery.isError && eventQuery.error instanceof ApiError && eventQuery.error.status === 404;

  return (
    <AdminPage title="Edit Event" description={eventQuery.data?.title} parent={{ to: '/admin/events', label: 'Events' }}>
      {eventQuery.isPending ? (
        <AdminMessage>Loading event...</AdminMessage>
      ) : missing || !eventQuery.data ? (
        <AdminMessage role="alert">{missing ? 'Event not found' : "We couldn't load this event. Please refresh the page to try again."}</AdminMessage>
      ) : (
        <div className="space-y-8">
          {/* Keyed by updatedAt: an undo from the history below refills the form with the restored values. */}
          <EditEventForm key={`${eventQuery.data.id}-${eventQuery.data.updatedAt}`} event={eventQuery.data} />
          <HistoryPanel entityKind="event" entityId={eventQuery.data.id} />
        </div>
      )}
    </AdminPage>
  );
}
