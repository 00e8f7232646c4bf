import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { speakersOfEvent, useCreateSpeaker } from './api/speakers';
import { AdminPage } from '../components/AdminPage';
import { SpeakerForm, toSpeakerFields, type SpeakerFormValues } from './components/SpeakerForm';

export default function CreateSpeakerPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const create = useCreateSpeaker();

  const save = async (values: SpeakerFormValues) => {
    try {
      await create.mutateAsync({ ...toSpeakerFields(values), eventId: values.eventId });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to add speaker'), variant: 'destructive' });
      throw error;
    }
    toast({ title: 'Success', description: 'Speaker added successfully' });
    // Back to the list, at the speaker's event: among any number of speakers, the one just added shows.
    void navigate(speakersOfEvent(values.eventId));
  };

  return (
    <AdminPage title="Add New Speaker" parent={{ to: '/admin/speakers', label: 'Speakers' }}>
      <SpeakerForm
        speaker={null}
        chooseEvent
        defaultEventId={searchParams.get('event') ?? searchParams.get('eventId') ?? ''}
        submitLabel="Add Speaker"
        pendingLabel="Adding..."
        pending={create.isPending}
        onSubmit={save}
      />
    </AdminPage>
  );
}
