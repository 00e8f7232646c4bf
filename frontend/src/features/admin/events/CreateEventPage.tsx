import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateEvent } from './api/events';
import { AdminPage } from '../components/AdminPage';
import { EventForm, type EventFormResult } from './components/EventForm';

export default function CreateEventPage() {
  const navigate = useNavigate();
  const create = useCreateEvent();

  const save = async (result: EventFormResult) => {
    try {
      await create.mutateAsync({
        fields: { ...result.fields, agenda: result.agenda ?? null },
        flags: result.flags,
        isHidden: result.isHidden,
      });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create event'), variant: 'destructive' });
      throw error;
    }
    toast({ title: 'Success', description: 'Event created successfully' });
    void navigate('/admin/events');
  };

  return (
    <AdminPage title="Add New Event" parent={{ to: '/admin/events', label: 'Events' }}>
      <EventForm
        event={null}
        submitLabel="Create Event"
        pendingLabel="Creating..."
        pending={create.isPending}
        showVisibility
        onSubmit={save}
      />
    </AdminPage>
  );
}
