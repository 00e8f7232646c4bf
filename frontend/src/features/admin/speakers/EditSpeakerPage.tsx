import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Speaker } from '@dental/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminEventQueryOptions } from '../events/api/events';
import { speakersOfEvent, useAdminSpeaker, useUpdateSpeaker } from './api/speakers';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { SpeakerForm, toSpeakerFields, type SpeakerFormValues } from './components/SpeakerForm';
import { HistoryPanel } from '../audit/components/HistoryPanel';

function EditSpeakerForm({ speaker, onDirtyChange }: { speaker: Speaker; onDirtyChange: (dirty: boolean) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateSpeaker(speaker.id);
  const save = async (values: SpeakerFormValues) => {
    // The event is sent only when it changed: that is a move, with rules of its own (the target's featured speakers).
    const moved = values.eventId !== speaker.eventId;
    try {
      await update.mutateAsync({ ...toSpeakerFields(values), ...(moved ? { eventId: values.eventId } : {}) });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update speaker'), variant: 'destructive' });
      throw error;
    }
    // The event moved to, named in the message: read when it is needed, as the menu offers only some events.
    const target = moved
      ? (await queryClient.fetchQuery(adminEventQueryOptions(values.eventId)).catch(() => null))?.title
      : undefined;
    toast({ title: 'Success', description: target ? `Speaker moved to ${target}` : 'Speaker updated successfully' });
    // Back to the list, at the speaker's (new) event: among any number of speakers, the one just saved shows.
    void navigate(speakersOfEvent(values.eventId));
  };
  return (
    <SpeakerForm
      speaker={speaker}
      chooseEvent
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={save}
      onDirtyChange={onDirtyChange}
    />
  );
}

export default function EditSpeakerPage() {
  const { id = '' } = useParams();
  const speakerQuery = useAdminSpeaker(id);
  const [dirty, setDirty] = useState(false);
  const missing = speakerQuery.isError && speakerQuery.error instanceof ApiError && speakerQuery.error.status === 404;
  return (
    <AdminPage
      title="Edit Speaker"
      description={speakerQuery.data?.name}
      parent={{ to: '/admin/speakers', label: 'Speakers' }}
    >
      {speakerQuery.isPending ? (
        <AdminMessage>Loading speaker...</AdminMessage>
      ) : missing || !speakerQuery.data ? (
        <AdminMessage role="alert">
          {missing ? 'Speaker not found' : "We couldn't load this speaker. Please refresh the page to try again."}
        </AdminMessage>
      ) : (
        <div className="space-y-8">
          {/* Keyed by updatedAt: an undo from the history below refills the form with the restored values. */}
          <EditSpeakerForm
            key={`${speakerQuery.data.id}-${speakerQuery.data.updatedAt}`}
            speaker={speakerQuery.data}
            onDirtyChange={setDirty}
          />
          <HistoryPanel entityKind="speaker" entityId={speakerQuery.data.id} unsavedChanges={dirty} />
        </div>
      )}
    </AdminPage>
  );
}
