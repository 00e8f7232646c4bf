import { useNavigate, useParams } from 'react-router';
import type { Speaker } from '@dental/contracts';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminSpeaker, useUpdateSpeaker } from '../api/speakers';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { SpeakerForm, toSpeakerFields, type SpeakerFormValues } from './SpeakerForm';
import { HistoryPanel } from '../audit/HistoryPanel';

function EditSpeakerForm({ speaker }: { speaker: Speaker }) {
  const navigate = useNavigate();
  const update = useUpdateSpeaker(speaker.id);
  const save = async (values: SpeakerFormValues) => {
    try {
      await update.mutateAsync(toSpeakerFields(values));
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to update speaker', variant: 'destructive' });
      throw error;
    }
    toast({ title: 'Success', description: 'Speaker updated successfully' });
    navigate('/admin/speakers');
  };
  return <SpeakerForm speaker={speaker} submitLabel="Save Changes" pendingLabel="Saving..." pending={update.isPending} onSubmit={save} />;
}

export default function EditSpeakerPage() {
  const { id = '' } = useParams();
  const speakerQuery = useAdminSpeaker(id);
  const missing = speakerQuery.isError && speakerQuery.error instanceof ApiError && speakerQuery.error.status === 404;
  return (
    <AdminPage title="Edit Speaker" description={speakerQuery.data?.name} parent={{ to: '/admin/speakers', label: 'Speakers' }}>
      {speakerQuery.isPending ? (
        <AdminMessage>Loading speaker...</AdminMessage>
      ) : missing || !speakerQuery.data ? (
        <AdminMessage role="alert">{missing ? 'Speaker not found' : "We couldn't load this speaker. Please refresh the page to try again."}</AdminMessage>
      ) : (
        <div className="space-y-8">
          {/* Keyed by updatedAt: an undo from the history below refills the form with the restored values. */}
          <EditSpeakerForm key={`${speakerQuery.data.id}-${speakerQuery.data.updatedAt}`} speaker={speakerQuery.data} />
          <HistoryPanel entityKind="speaker" entityId={speakerQuery.data.id} />
        </div>
      )}
    </AdminPage>
  );
}
