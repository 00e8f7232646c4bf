import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ChangeRequest, OrganiserEvent } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { AgendaEditor } from '../../event-editing/components/AgendaEditor';
import { validateAgenda, type EditableAgenda } from '../../event-editing/components/agenda-model';
import { fieldAria, FormField, inputClass } from '../../submissions/components/FormField';
import { useProposeChanges } from '../api/organiser';
import { TEXT_FIELDS, formOf, proposalOf, type ProposalForm } from '../proposed-changes';

const STATUS_WORDS: Record<ChangeRequest['status'], string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not accepted',
};

/** The server's field path ('changes.speakers.0.disclosure') as this form's field key ('speakers.0.disclosure'). */
const fieldKey = (path: string) => path.replace(/^changes\.?/, '') || 'form';

/** One of the organiser's events: what it says now, a form to propose changes, and their requests. */
export function OrganiserEventCard({ item }: { item: OrganiserEvent }) {
  const { event, speakers, changeRequests } = item;
  const initial = useMemo(() => formOf(event, speakers), [event, speakers]);
  const [form, setForm] = useState<ProposalForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [agendaProblems, setAgendaProblems] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const propose = useProposeChanges(event.id);
  const id = (name: string) => `event-${event.id}-${name.replace(/\./g, '-')}`;

  const changeAgenda = (agenda: EditableAgenda) => {
    setForm({ ...form, agenda });
    // Once the check has said something, it follows the edits, as in the admin's editor.
    if (Object.keys(agendaProblems).length > 0) setAgendaProblems(validateAgenda(agenda));
  };

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setSent(false);
    setErrors({});
    setAgendaProblems({});
    const proposal = proposalOf(initial, form);
    if ('agendaProblems' in proposal) {
      setAgendaProblems(proposal.agendaProblems);
      document.getElementById(id('agenda'))?.scrollIntoView({ block: 'start' });
      return;
    }
    if (Object.keys(proposal.changes).length === 0) return setErrors({ form: 'Change at least one field first.' });
    propose.mutate(proposal.changes, {
      onSuccess: () => setSent(true),
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.issues.length > 0
            ? Object.fromEntries(error.issues.map((issue) => [fieldKey(issue.path), issue.message]))
            : { form: errorMessage(error, 'Your proposal could not be sent. Please try again.') },
        ),
    });
  };
  // The server's word on the agenda (the check above already ran in the browser), said under the editor.
  const agendaIssue = Object.entries(errors).find(([key]) => key === 'agenda' || key.startsWith('agenda.'))?.[1];

  return (
    <article
      aria-labelledby={id('heading')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={id('heading')} className="text-xl font-bold text-slate-900">
        {event.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {event.date} · {event.city}
        {event.isHidden ? ' · not public yet' : ''}
      </p>
      {!event.isHidden && (
        <Link to={paths.event(event.id)} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          See it on the site
        </Link>
      )}

      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-slate-900">Propose changes</h3>
        {TEXT_FIELDS.map((field) => (
          <FormField key={field.name} id={id(field.name)} label={field.label} error={errors[field.name]}>
            {'multiline' in field ? (
              <textarea
                {...fieldAria(id(field.name), errors[field.name])}
                rows={5}
                value={form.text[field.name]}
                onChange={(change) => setForm({ ...form, text: { ...form.text, [field.name]: change.target.value } })}
                className={inputClass(Boolean(errors[field.name]))}
              />
            ) : (
              <input
                {...fieldAria(id(field.name), errors[field.name])}
                value={form.text[field.name]}
                onChange={(change) => setForm({ ...form, text: { ...form.text, [field.name]: change.target.value } })}
                className={inputClass(Boolean(errors[field.name]))}
              />
            )}
          </FormField>
        ))}
        <FormField
          id={id('estimatedCeCredits')}
          label="Estimated CE credits"
          error={errors.estimatedCeCredits}
          hint="For the whole meeting, when the agenda gives no credits per session."
        >
          <input
            {...fieldAria(id('estimatedCeCredits'), errors.estimatedCeCredits, 'hint')}
            inputMode="decimal"
            value={form.estimatedCeCredits}
            onChange={(change) => setForm({ ...form, estimatedCeCredits: change.target.value })}
            className={inputClass(Boolean(errors.estimatedCeCredits))}
          />
        </FormField>
        <section
          id={id('agenda')}
          aria-labelledby={id('agenda-heading')}
          className="scroll-mt-20 rounded-xl border border-slate-200 px-2 py-4 sm:p-4"
        >
          <h4 id={id('agenda-heading')} className="text-base font-semibold text-slate-900">
            Agenda
          </h4>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            Days and their sessions, with each session's CE data: credits, minutes of instruction, how it is attended
            and the mandated subjects it teaches. A session that will not take place is marked Cancelled rather than
            removed.
          </p>
          <AgendaEditor
            value={form.agenda}
            onChange={changeAgenda}
            problems={agendaProblems}
            serverProblem={agendaIssue && `Agenda: ${agendaIssue}`}
          />
        </section>

        {speakers.length > 0 && (
          <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-base font-semibold text-slate-900">Speakers</legend>
            {speakers.map((speaker, index) => (
              <div key={speaker.id} className="grid gap-3 sm:grid-cols-2">
                <p className="font-medium text-slate-900 sm:col-span-2">{speaker.name}</p>
                {(['credentials', 'disclosure'] as const).map((field) => {
                  const key = `speakers.${index}.${field}`;
                  return (
                    <FormField
                      key={field}
                      id={id(key)}
                      label={`${field === 'credentials' ? 'Credentials' : 'Disclosure'} of ${speaker.name}`}
                      error={
                        errors[key] ?? (field === 'credentials' ? errors[`speakers.${index}.speakerId`] : undefined)
                      }
                    >
                      <input
                        {...fieldAria(id(key), errors[key])}
                        value={form.speakers[index][field]}
                        onChange={(change) =>
                          setForm({
                            ...form,
                            speakers: form.speakers.map((values, at) =>
                              at === index ? { ...values, [field]: change.target.value } : values,
                            ),
                          })
                        }
                        className={inputClass(Boolean(errors[key]))}
                      />
                    </FormField>
                  );
                })}
              </div>
            ))}
          </fieldset>
        )}

        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        )}
        {sent && (
          <p role="status" className="text-sm font-medium text-teal-800">
            Thank you: your proposal was sent for review. We will mail you once it is reviewed.
          </p>
        )}
        <div>
          <button type="submit" disabled={propose.isPending} className={buttonClass('primary', 'md')}>
            {propose.isPending ? 'Sending...' : 'Send for review'}
          </button>
        </div>
      </form>

      {changeRequests.length > 0 && (
        <section aria-labelledby={id('requests')} className="mt-8">
          <h3 id={id('requests')} className="text-lg font-semibold text-slate-900">
            Your proposals
          </h3>
          <ul className="mt-3 flex flex-col gap-3">
            {changeRequests.map((request) => (
              <li key={request.id} className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
                <p>
                  <span className="font-semibold">{STATUS_WORDS[request.status]}</span>
                  {' · sent '}
                  {new Date(request.submittedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  {' · '}
                  {request.diff.map((row) => row.field).join(', ') || 'no change left to make'}
                </p>
                {request.reviewNotes && <p className="mt-1">Notes from our team: {request.reviewNotes}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
