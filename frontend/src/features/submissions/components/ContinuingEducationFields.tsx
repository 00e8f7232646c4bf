import { useId, useState, type KeyboardEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  AGD_SUBJECTS,
  AUDIENCES,
  AUDIENCE_LABELS,
  CREDIT_STEP,
  ESTIMATED_CREDITS_MAX,
  EVENT_FORMATS,
  EVENT_FORMAT_LABELS,
  agdSubjectName,
  type Audience,
  type ValidEventSubmissionForm,
} from '@dental/contracts';
import { BoardApprovalsFields } from '../../event-editing/components/BoardApprovalsFields';
import { matchingSubjects, type SubmissionFormValues } from '../submission-form-values';
import { fieldAria, FormField, inputClass } from './FormField';

interface Props {
  form: UseFormReturn<SubmissionFormValues, unknown, ValidEventSubmissionForm>;
}

const CREDITS_HINT = 'Hours of credit one attendee can earn, in steps of 0.25 (for example 7 or 7.5).';
const PROVIDER_HINT = 'Who awards the credits, such as an ADA CERP or AGD PACE recognized provider.';
const STATEMENT_HINT = 'Worded as your recognition or approval requires it to be printed.';

const checkboxRow =
  'flex cursor-pointer items-start gap-2.5 rounded-md px-2 py-2 text-sm text-slate-800 hover:bg-slate-50';
const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-brand-700';

/** The first message of a field that holds a list: about the list itself, or about one of its items. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  const items = Array.isArray(error) ? error : Object.values(error);
  for (const item of items) {
    const inner = (item as { message?: unknown } | undefined)?.message;
    if (typeof inner === 'string') return inner;
  }
  return undefined;
}

/**
 * The optional 'Continuing Education' part of the submission form: how people attend, who it is
 * for, AGD subjects, the CE provider with its board approvals (the rows of the admin's event form)
 * and an estimate of the credits. Every part may stay empty.
 */
export function ContinuingEducationFields({ form }: Props) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const formatError = errors.format?.message;
  const creditsError = errors.estimatedCeCredits?.message;
  const providerError = errors.ceProvider?.name?.message;
  const statementError = errors.ceProvider?.approvalStatement?.message;

  return (
    <fieldset className="space-y-5" aria-describedby="ce-section-hint">
      <legend className="mb-1 w-full border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">
        Continuing Education <span className="text-sm font-normal text-slate-600">(optional)</span>
      </legend>
      <p id="ce-section-hint" className="text-sm text-slate-600">
        Helps dental professionals find your event by credits and subject. Leave anything that is not settled yet empty.
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id="format" label="Format" error={formatError}>
          <select
            {...register('format')}
            {...fieldAria('format', formatError)}
            className={inputClass(Boolean(formatError))}
          >
            <option value="">Not specified</option>
            {EVENT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {EVENT_FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="estimatedCeCredits" label="Estimated CE credits" error={creditsError} hint={CREDITS_HINT}>
          <input
            {...register('estimatedCeCredits')}
            {...fieldAria('estimatedCeCredits', creditsError, CREDITS_HINT)}
            type="number"
            inputMode="decimal"
            min={0}
            max={ESTIMATED_CREDITS_MAX}
            step={CREDIT_STEP}
            className={inputClass(Boolean(creditsError))}
            placeholder="e.g., 7.5"
          />
        </FormField>
      </div>

      <Controller
        control={control}
        name="audiences"
        render={({ field }) => (
          <AudienceChoices
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={listError(errors.audiences)}
          />
        )}
      />

      <Controller
        control={control}
        name="topics"
        render={({ field }) => (
          <SubjectChoices
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={listError(errors.topics)}
          />
        )}
      />

      <FormField id="ceProviderName" label="CE provider name" error={providerError} hint={PROVIDER_HINT}>
        <input
          {...register('ceProvider.name')}
          {...fieldAria('ceProviderName', providerError, PROVIDER_HINT)}
          type="text"
          className={inputClass(Boolean(providerError))}
          placeholder="e.g., Lone Star Dental Institute"
        />
      </FormField>
      <FormField id="ceApprovalStatement" label="Approval statement" error={statementError} hint={STATEMENT_HINT}>
        <textarea
          {...register('ceProvider.approvalStatement')}
          {...fieldAria('ceApprovalStatement', statementError, STATEMENT_HINT)}
          rows={4}
          className={inputClass(Boolean(statementError))}
          placeholder="e.g., Nationally Approved PACE Program Provider for FAGD/MAGD credit."
        />
      </FormField>
      <BoardApprovalsFields form={form} />
    </fieldset>
  );
}

interface ChoicesProps<T extends string> {
  value: T[];
  onChange: (value: T[]) => void;
  onBlur: () => void;
  /** Where the form moves focus when this list has a problem. */
  focusRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

/** Ticked values in the catalogue's order, whatever order they were ticked in. */
function toggled<T extends string>(order: readonly T[], current: readonly T[], value: T, checked: boolean): T[] {
  const next = new Set(current);
  if (checked) next.add(value);
  else next.delete(value);
  return order.filter((candidate) => next.has(candidate));
}

function AudienceChoices({ value, onChange, onBlur, focusRef, error }: ChoicesProps<Audience>) {
  const errorId = 'audiences-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Audience</legend>
      <div className="mt-1 grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2 md:grid-cols-3">
        {AUDIENCES.map((audience, index) => (
          <label key={audience} className={checkboxRow}>
            <input
              ref={index === 0 ? focusRef : undefined}
              type="checkbox"
              name="audiences"
              value={audience}
              checked={value.includes(audience)}
              onChange={(change) => onChange(toggled(AUDIENCES, value, audience, change.target.checked))}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className={checkboxClass}
            />
            <span>{AUDIENCE_LABELS[audience]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const SUBJECT_CODES: string[] = AGD_SUBJECTS.map((subject) => subject.code);

/**
 * AGD subject codes as a list of checkboxes (Tab and Space work, and it fits a phone), with a box
 * that narrows the list by code or name. The list is never a scroll box of its own, so a phone
 * scrolls one page. Subjects hidden by the filter stay ticked, and the ticked ones are listed
 * above the list.
 */
function SubjectChoices({ value, onChange, onBlur, focusRef, error }: ChoicesProps<string>) {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const listId = useId();
  const errorId = 'topics-error';
  const shown = new Set<string>(matchingSubjects(query).map((subject) => subject.code));
  // Enter in the filter box must not send the whole form.
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <fieldset aria-describedby={[`${listId}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium text-slate-800">AGD subjects</legend>
      <p id={`${listId}-hint`} className="mt-1 text-xs text-slate-600">
        The Academy of General Dentistry subject codes the education covers.
      </p>
      <label htmlFor={filterId} className="mt-3 block text-sm text-slate-700">
        Find a subject
      </label>
      <input
        id={filterId}
        type="search"
        value={query}
        onChange={(change) => setQuery(change.target.value)}
        onKeyDown={keepEnter}
        aria-controls={listId}
        autoComplete="off"
        className={inputClass(false)}
        placeholder="e.g., 690 or implants"
      />
      <p className="mt-2 text-sm text-slate-700">
        {value.length === 0
          ? 'No subject selected.'
          : `Selected: ${value.map((code) => `${code} ${agdSubjectName(code)}`).join(', ')}`}
      </p>
      {/* Says how far the filter narrowed the list, for people who cannot see it shrink. */}
      <p role="status" className="sr-only">
        {query.trim() === '' ? '' : `${shown.size} ${shown.size === 1 ? 'subject matches' : 'subjects match'}`}
      </p>
      <div id={listId} className="mt-2 rounded-lg border border-slate-200 p-1">
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {SUBJECT_CODES.map((code, index) => (
            <label key={code} className={shown.has(code) ? checkboxRow : 'hidden'}>
              <input
                ref={index === 0 ? focusRef : undefined}
                type="checkbox"
                name="topics"
                value={code}
                checked={value.includes(code)}
                onChange={(change) => onChange(toggled(SUBJECT_CODES, value, code, change.target.checked))}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className={checkboxClass}
              />
              <span>
                <span className="font-mono text-xs font-semibold text-slate-600">{code}</span> {agdSubjectName(code)}
              </span>
            </label>
          ))}
        </div>
        {shown.size === 0 && (
          <p className="px-2 py-3 text-sm text-slate-600">No AGD subject matches “{query.trim()}”.</p>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
