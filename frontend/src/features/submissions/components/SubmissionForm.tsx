import { useForm, type Resolver, type ResolverOptions } from 'react-hook-form';
import { Send } from 'lucide-react';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventSubmissionForm,
  type ValidEventSubmissionForm,
} from '@dental/contracts';
import { eventDateExamples } from '@dental/contracts';
import { useToday } from '../../../lib/today';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateSubmission } from '../api/create-submission';
import {
  EMPTY_SUBMISSION_FORM,
  fieldOfIssue,
  toSubmissionRequest,
  type SpecFieldName,
  type SubmissionFormValues,
} from '../submission-form-values';
import { ContinuingEducationFields } from './ContinuingEducationFields';
import { CityAndPlaceFields } from './PlaceFields';
import { fieldAria, FormField, inputClass } from './FormField';

let loadingSchema: Promise<typeof import('../submission-schema').submissionSchemaResolver> | undefined;

/**
 * Starts loading the schema's chunk (once): when the visitor first focuses a field, or at the first
 * check. A failed download is tried again at the next one.
 */
const loadSchemaResolver = () =>
  (loadingSchema ??= import('../submission-schema').then(
    (module) => module.submissionSchemaResolver,
    (error: unknown) => {
      loadingSchema = undefined;
      throw error;
    },
  ));

/**
 * The contracts schema decides, on the request the values make (empty CE parts left out), so the
 * browser shows the server's messages word for word.
 */
const resolver: Resolver<SubmissionFormValues, unknown, ValidEventSubmissionForm> = async (
  values,
  context,
  options,
) => {
  const schemaResolver = await loadSchemaResolver();
  const result = await schemaResolver(
    toSubmissionRequest(values),
    context,
    options as unknown as ResolverOptions<EventSubmissionForm>,
  );
  // The request's paths ('city', 'ceProvider.name', 'topics') are the form's own field names.
  return result;
};

export function SubmissionForm({ onSubmitted }: { onSubmitted: () => void }) {
  const mutation = useCreateSubmission();
  const dateExample = eventDateExamples(useToday()).range;
  const form = useForm<SubmissionFormValues, unknown, ValidEventSubmissionForm>({
    resolver,
    defaultValues: EMPTY_SUBMISSION_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    getFieldState,
    formState: { errors },
  } = form;

  const onSubmit = (values: ValidEventSubmissionForm) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Event Submitted Successfully!',
          description:
            "Your event submission has been received. We'll review it and get back to you within 2-3 business days.",
        });
        onSubmitted();
      },
      onError: (error) => {
        let description = 'There was an error submitting your event. Please try again.';
        if (error instanceof ApiError) {
          let focused = false;
          for (const issue of error.issues) {
            const field = fieldOfIssue(issue.path);
            if (field) {
              setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
              focused = true;
            }
          }
          if (error.status === 429 && error.serverMessage) description = error.serverMessage;
        }
        toast({ variant: 'destructive', title: 'Submission Failed', description });
      },
    });

  const pending = mutation.isPending;
  const e = (name: SpecFieldName) => errors[name]?.message;

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      onFocus={() => void loadSchemaResolver().catch(() => undefined)}
      noValidate
      aria-labelledby="submission-form-heading"
      className="space-y-10"
    >
      <fieldset className="space-y-5">
        <legend className="mb-1 w-full border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">
          Event Information
        </legend>
        <FormField id="title" label="Event Title" required error={e('title')}>
          <input
            {...register('title')}
            {...fieldAria('title', e('title'))}
            type="text"
            className={inputClass(Boolean(e('title')))}
            placeholder="e.g., Annual Dental Implant Symposium"
          />
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="eventType" label="Event Type" required error={e('eventType')}>
            <select
              {...register('eventType')}
              {...fieldAria('eventType', e('eventType'))}
              className={inputClass(Boolean(e('eventType')))}
            >
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EVENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="date" label="Event Date" required error={e('date')}>
            <input
              {...register('date')}
              {...fieldAria('date', e('date'))}
              type="text"
              className={inputClass(Boolean(e('date')))}
              placeholder={`e.g., ${dateExample}`}
            />
          </FormField>
          <FormField id="expectedAttendees" label="Expected Attendees" required error={e('expectedAttendees')}>
            <input
              {...register('expectedAttendees')}
              {...fieldAria('expectedAttendees', e('expectedAttendees'))}
              type="text"
              className={inputClass(Boolean(e('expectedAttendees')))}
              placeholder="e.g., 200-300"
            />
          </FormField>
          <CityAndPlaceFields
            register={register}
            setValue={setValue}
            getValues={getValues}
            getFieldState={getFieldState}
            errors={errors}
          />
        </div>
        <FormField id="location" label="Venue & Location" required error={e('location')}>
          <input
            {...register('location')}
            {...fieldAria('location', e('location'))}
            type="text"
            className={inputClass(Boolean(e('location')))}
            placeholder="e.g., McCormick Place, 2301 S King Dr"
          />
        </FormField>
        <FormField id="description" label="Event Description" required error={e('description')}>
          <textarea
            {...register('description')}
            {...fieldAria('description', e('description'))}
            rows={5}
            className={inputClass(Boolean(e('description')))}
            placeholder="Describe the event, its topics and who it is for"
          />
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="image" label="Event Image URL" error={e('image')}>
            <input
              {...register('image')}
              {...fieldAria('image', e('image'))}
              type="url"
              inputMode="url"
              className={inputClass(Boolean(e('image')))}
              placeholder="https://example.com/event-image.jpg"
            />
          </FormField>
          <FormField id="registrationUrl" label="Registration URL" error={e('registrationUrl')}>
            <input
              {...register('registrationUrl')}
              {...fieldAria('registrationUrl', e('registrationUrl'))}
              type="url"
              inputMode="url"
              className={inputClass(Boolean(e('registrationUrl')))}
              placeholder="https://example.com/register"
            />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 w-full border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">
          Organization Information
        </legend>
        <FormField id="organizationName" label="Organization Name" required error={e('organizationName')}>
          <input
            {...register('organizationName')}
            {...fieldAria('organizationName', e('organizationName'))}
            type="text"
            autoComplete="organization"
            className={inputClass(Boolean(e('organizationName')))}
          />
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="contactEmail" label="Contact Email" required error={e('contactEmail')}>
            <input
              {...register('contactEmail')}
              {...fieldAria('contactEmail', e('contactEmail'))}
              type="email"
              autoComplete="email"
              className={inputClass(Boolean(e('contactEmail')))}
            />
          </FormField>
          <FormField id="contactPhone" label="Contact Phone" required error={e('contactPhone')}>
            <input
              {...register('contactPhone')}
              {...fieldAria('contactPhone', e('contactPhone'))}
              type="tel"
              autoComplete="tel"
              className={inputClass(Boolean(e('contactPhone')))}
            />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 w-full border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">
          Additional Information
        </legend>
        <FormField
          id="additionalInfo"
          label="Additional Information"
          error={e('additionalInfo')}
          hint="Speakers, CE credits, sponsorship interest or anything else we should know."
        >
          <textarea
            {...register('additionalInfo')}
            {...fieldAria(
              'additionalInfo',
              e('additionalInfo'),
              'Speakers, CE credits, sponsorship interest or anything else we should know.',
            )}
            rows={4}
            className={inputClass(Boolean(e('additionalInfo')))}
          />
        </FormField>
      </fieldset>

      <ContinuingEducationFields form={form} />

      {/* Left empty by people (they never see it); bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input {...register('website')} id="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'w-full')}>
        <Send className="size-5" aria-hidden="true" />
        {pending ? 'Submitting...' : 'Submit Event for Review'}
      </button>
    </form>
  );
}
