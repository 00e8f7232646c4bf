import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EventSummary } from '@dental/contracts';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useDuplicateEvent } from '../api/events';
import { AdminDialog, DialogFormButtons } from '../../components/AdminDialog';
import { fieldAria, FormField, inputClass } from '../../components/form';

/**
 * 'Duplicate' an event for its next edition: asks for the new date (written as on the event form),
 * then opens the copy's edit page. The server makes the copy hidden and unfeatured, with its
 * agenda, speakers and sponsors, so nothing shows publicly until the admin has checked it.
 */
export function DuplicateEventDialog({
  event,
  open,
  onOpenChange,
}: {
  event: EventSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const duplicate = useDuplicateEvent();
  const navigate = useNavigate();
  const inputId = `duplicate-date-${event.id}`;

  const close = (next: boolean) => {
    if (duplicate.isPending) return;
    if (!next) {
      setDate('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (date.trim() === '') {
      setError('Date is required');
      return;
    }
    duplicate.mutate(
      { id: event.id, date: date.trim() },
      {
        onSuccess: (copy) => {
          toast({
            title: 'Success',
            description: `Copy of ${event.title} created for ${copy.date}. It is hidden until you show it.`,
          });
          onOpenChange(false);
          void navigate(`/admin/events/${encodeURIComponent(copy.id)}/edit`);
        },
        onError: (failure) => {
          const message = errorMessage(failure, 'Failed to duplicate the event. Please try again.');
          setError(message);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="Duplicate Event"
      description={`A copy of ${event.title} with its agenda, speakers and sponsors, on a new date. The copy starts hidden and not featured.`}
      footer={
        <DialogFormButtons
          formId={`${inputId}-form`}
          pending={duplicate.isPending}
          onCancel={() => close(false)}
          submitLabel="Duplicate"
          pendingLabel="Duplicating..."
        />
      }
    >
      <form
        id={`${inputId}-form`}
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          submit();
        }}
      >
        <p className="mb-4 text-sm text-slate-700">{`Current date: ${event.date}`}</p>
        <FormField
          id={inputId}
          label="Date of the new edition"
          required
          error={error}
          hint="For example 2027-03-11 or March 11-13, 2027"
        >
          <input
            value={date}
            onChange={(changeEvent) => {
              setDate(changeEvent.target.value);
              setError(undefined);
            }}
            {...fieldAria(inputId, error, 'hint')}
            className={inputClass(Boolean(error))}
          />
        </FormField>
      </form>
    </AdminDialog>
  );
}
