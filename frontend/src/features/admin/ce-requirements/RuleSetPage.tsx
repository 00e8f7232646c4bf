import { useNavigate, useParams } from 'react-router';
import type { CeRuleSet, CreateCeRuleSetRequest } from '@dental/contracts';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { HistoryPanel } from '../audit/components/HistoryPanel';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { useAdminRuleSet, useCreateRuleSet, useEditRuleSet } from './api/rule-sets';
import { RuleSetForm } from './components/RuleSetForm';
import { changedRuleSetFields } from './rule-set-form-model';

const PARENT = { to: '/admin/ce-requirements', label: 'Renewal requirements' };

function useSaved() {
  const navigate = useNavigate();
  return (description: string) => {
    toast({ title: 'Success', description });
    void navigate('/admin/ce-requirements');
  };
}

/** Tells that a save failed; the form shows the 400's field problems under their inputs. */
function failed(error: unknown): never {
  toast({ title: 'Error', description: 'Failed to save the rule set', variant: 'destructive' });
  throw error;
}

function CreateRuleSet() {
  const create = useCreateRuleSet();
  const saved = useSaved();
  const save = async (request: CreateCeRuleSetRequest) => {
    await create.mutateAsync(request).catch(failed);
    saved('Rule set recorded');
  };
  return (
    <AdminPage title="Add Rule Set" parent={PARENT}>
      <RuleSetForm
        set={null}
        submitLabel="Record Rule Set"
        pendingLabel="Saving..."
        pending={create.isPending}
        onSubmit={save}
      />
    </AdminPage>
  );
}

function EditRuleSetForm({ set }: { set: CeRuleSet }) {
  const edit = useEditRuleSet(set.id);
  const saved = useSaved();
  const save = async (request: CreateCeRuleSetRequest) => {
    // Only what changed is sent, so the history names it; an unchanged save writes nothing.
    const changes = changedRuleSetFields(set, request);
    if (Object.keys(changes).length > 0) await edit.mutateAsync(changes).catch(failed);
    saved('Rule set updated');
  };
  return (
    <RuleSetForm
      set={set}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={edit.isPending}
      onSubmit={save}
    />
  );
}

function EditRuleSet({ id }: { id: string }) {
  const query = useAdminRuleSet(id);
  const missing = query.isError && query.error instanceof ApiError && query.error.status === 404;
  const set = query.data;
  return (
    <AdminPage title="Edit Rule Set" description={set?.name} parent={PARENT}>
      {query.isPending ? (
        <AdminMessage>Loading rule set...</AdminMessage>
      ) : missing || !set ? (
        <AdminMessage role="alert">
          {missing ? 'Rule set not found' : "We couldn't load this rule set. Please refresh the page to try again."}
        </AdminMessage>
      ) : (
        <div className="space-y-8">
          {/* Keyed by its content: an undo from the history below refills the form with the restored values. */}
          <EditRuleSetForm key={JSON.stringify(set)} set={set} />
          <HistoryPanel entityKind="rule-set" entityId={set.id} />
        </div>
      )}
    </AdminPage>
  );
}

/** /admin/ce-requirements/new records a rule set; /admin/ce-requirements/:id/edit edits one, with its history. */
export default function RuleSetPage() {
  const { id } = useParams();
  return id === undefined ? <CreateRuleSet /> : <EditRuleSet id={id} />;
}
