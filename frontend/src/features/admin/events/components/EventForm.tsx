import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Save, TriangleAlert } from 'lucide-react';
import {
  BUNDLED_EVENT_IMAGES,
  EventFormSchema,
  type Agenda,
  type EventListing,
  type ValidEventForm,
} from '@dental/contracts';
import { eventDateExamples } from '@dental/contracts';
import { useToday } from '../../../../lib/today';
import { buttonClass } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { EventImage } from '../../../events/components/EventImage';
import { applyServerIssues, fieldAria, FormField, inputClass } from '../../components/form';
import { ImageUpload } from '../../components/ImageUpload';
import { Toggle } from '../../components/Toggle';
import { SaveBar } from '../../components/SaveBar';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { AgendaEditor } from '../../../event-editing/components/AgendaEditor';
import {
  agendaCredits,
  toEditableAgenda,
  toStoredAgenda,
  validateAgenda,
  type EditableAgenda,
} from '../../../event-editing/components/agenda-model';
import {
  CE_FIELDS,
  ceFormValues,
  changedCeFields,
  placeHint,
  storedCeFields,
  type CeRequestFields,
} from '../ce-form-model';
import { ContinuingEducationSection } from './ContinuingEducationSection';
import {
  BASE_FIELDS,
  eventRequestOf,
  type BaseField,
  type EventFormValues,
  type ValidEventFields,
} from '../event-form-values';
import { unreadableDateWarning } from '../../components/unreadable-date';

const CUSTOM_IMAGE = '__custom__';
const NO_IMAGE = '__none__';
/** Every field a 400 may name that has an input on this form. */
const FORM_FIELDS = [...BASE_FIELDS, ...CE_FIELDS] as const;

export interface EventFormResult {
  /**
   * The form's fields, validated by the contracts' schema: all of the spec's fields, and the
   * continuing-education ones that say something (a new event leaves the others to their defaults).
   */
  fields: ValidEventFields;
  /** Form fields whose value differs from the event being edited. */
  changed: Partial<ValidEventFields>;
  /** The agenda to store, present only when the editor was touched. */
  agenda?: Agenda | null;
  flags: { hideSocialMedia: boolean; hideAbstracts: boolean };
  isHidden: boolean;
}

/** The contracts' EventFormSchema checks the inputs as the API will receive them; its messages land under the inputs of the same names. */
const eventFormResolver: Resolver<EventFormValues, unknown, ValidEventForm> = (values, context, options) =>
  zodResolver(EventFormSchema)(eventRequestOf(values), context, options as never);

function imageChoiceOf(image: string): string {
  if (image.trim() === '') return NO_IMAGE;
  const bundled = BUNDLED_EVENT_IMAGES.find((choice) => choice.key === image || choice.label === image);
  return bundled ? bundled.key : CUSTOM_IMAGE;
}

function Section({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The event form of the create and edit screens: the contracts' EventFormSchema checks the fields
 * (same messages as the server), the agenda editor checks sessions with the agenda day schema.
 * Only what changed is sent on edit, and never what the server works out itself (days read from
 * the date text), so an untouched continuing-education part cannot make a save fail.
 */
export function EventForm({
  event,
  submitLabel,
  pendingLabel,
  pending,
  showVisibility,
  onSubmit,
  onDirtyChange,
  footerExtra,
}: {
  event: EventListing | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  showVisibility?: boolean;
  /** Resolves when saved; rejects with the ApiError so the form can show the server's field issues. */
  onSubmit: (result: EventFormResult) => Promise<unknown>;
  /** Told whether the form holds unsaved changes (the edit page's history asks before an undo then). */
  onDirtyChange?: (dirty: boolean) => void;
  footerExtra?: ReactNode;
}) {
  const initialImage = event?.image ?? '';
  const initialChoice = imageChoiceOf(initialImage);
  const [imageChoice, setImageChoice] = useState(initialChoice);
  const [agenda, setAgenda] = useState<EditableAgenda>(() => toEditableAgenda(event?.agenda));
  const [agendaTouched, setAgendaTouched] = useState(false);
  const [agendaProblems, setAgendaProblems] = useState<Record<string, string>>({});
  const [agendaServerProblem, setAgendaServerProblem] = useState<string | undefined>();
  const [formProblem, setFormProblem] = useState<string | undefined>();
  // Once an admin picks a country or region, typing the city no longer fills them in.
  const placeChosen = useRef(false);

  const form = useForm<EventFormValues, unknown, ValidEventForm>({
    resolver: eventFormResolver,
    defaultValues: {
      title: event?.title ?? '',
      date: event?.date ?? '',
      location: event?.location ?? '',
      city: event?.city ?? '',
      description: event?.description ?? '',
      image: initialChoice === CUSTOM_IMAGE || initialChoice === NO_IMAGE ? initialImage : initialChoice,
      registrationUrl: event?.registrationUrl ?? '',
      hideSocialMedia: event?.hideSocialMedia ?? false,
      hideAbstracts: event?.hideAbstracts ?? false,
      isHidden: event?.isHidden ?? false,
      ...ceFormValues(event),
    },
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = form;
  const dirty = isDirty || agendaTouched;
  const guard = useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const runningCredits = useMemo(() => agendaCredits(agenda), [agenda]);

  /** As the server does: a city that names a state or province fills in the place, unless an admin chose one. */
  const fillPlaceFromCity = (city: string) => {
    const place = placeHint(city);
    if (placeChosen.current || !place) return;
    setValue('country', place.country, { shouldDirty: true });
    setValue('region', place.region, { shouldDirty: true });
  };

  // The form re-renders on every watched change, which is what these previews need; the React
  // compiler leaves a component using watch() unmemoised, and this one has nothing worth memoising.
  // useWatch would make the compiler analyse it and refuse the city field's onChange ref instead.
  // eslint-disable-next-line react-hooks/incompatible-library
  const image = watch('image') ?? '';
  const hideSocialMedia = watch('hideSocialMedia');
  const hideAbstracts = watch('hideAbstracts');
  const isHidden = watch('isHidden');
  const today = useToday();
  const dateExample = eventDateExamples(today);
  const dateWarning = unreadableDateWarning(watch('date') ?? '', today);

  const chooseImage = (choice: string) => {
    setImageChoice(choice);
    if (choice === NO_IMAGE) setValue('image', '', { shouldDirty: true });
    else if (choice === CUSTOM_IMAGE)
      setValue('image', imageChoiceOf(image) === CUSTOM_IMAGE ? image : '', { shouldDirty: true });
    else setValue('image', choice, { shouldDirty: true, shouldValidate: true });
  };

  const changeAgenda = (next: EditableAgenda) => {
    setAgenda(next);
    setAgendaTouched(true);
    if (Object.keys(agendaProblems).length > 0) setAgendaProblems(validateAgenda(next));
  };

  const submit = handleSubmit(async (valid) => {
    const problems = agendaTouched ? validateAgenda(agenda) : {};
    setAgendaProblems(problems);
    setAgendaServerProblem(undefined);
    setFormProblem(undefined);
    if (Object.keys(problems).length > 0) {
      document.getElementById('agenda-editor')?.scrollIntoView({ block: 'start' });
      return;
    }
    const { agenda: _ignored, ...validFields } = valid;
    const base = Object.fromEntries(BASE_FIELDS.map((name) => [name, validFields[name]])) as Pick<
      ValidEventFields,
      BaseField
    >;
    const ce = validFields as Partial<CeRequestFields>;
    const fields = { ...base, ...changedCeFields(storedCeFields(null), ce) };
    const before: Record<BaseField, unknown> = {
      title: event?.title,
      date: event?.date,
      location: event?.location,
      city: event?.city,
      description: event?.description,
      image: event?.image,
      registrationUrl: event?.registrationUrl ?? null,
    };
    const changed = {
      ...Object.fromEntries(
        BASE_FIELDS.filter((name) => base[name] !== before[name]).map((name) => [name, base[name]]),
      ),
      ...changedCeFields(storedCeFields(event), ce),
    } as Partial<ValidEventFields>;
    const { hideSocialMedia: socialFlag, hideAbstracts: abstractsFlag, isHidden: hiddenFlag } = getValues();
    // A save goes on to the events list: that is not leaving with unsaved changes.
    guard.release();
    try {
      await onSubmit({
        fields,
        changed,
        ...(agendaTouched ? { agenda: toStoredAgenda(agenda) } : {}),
        flags: { hideSocialMedia: socialFlag, hideAbstracts: abstractsFlag },
        isHidden: hiddenFlag,
      });
    } catch (error) {
      guard.hold();
      const onField = applyServerIssues(error, FORM_FIELDS, setError);
      if (error instanceof ApiError) {
        const agendaIssue = error.issues.find((issue) => issue.path.startsWith('agenda'));
        if (agendaIssue) setAgendaServerProblem(`Agenda: ${agendaIssue.message}`);
        // A refusal no input can show (a conflict, a rule across fields) is said above the buttons.
        else if (!onField) setFormProblem(error.serverMessage ?? error.message);
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {guard.dialog}
      <Section title="Event Details">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField id="event-title" label="Title" required error={errors.title?.message} className="md:col-span-2">
            <input
              {...register('title')}
              {...fieldAria('event-title', errors.title?.message)}
              className={inputClass(Boolean(errors.title))}
            />
          </FormField>
          <FormField
            id="event-date"
            label="Date"
            required
            error={errors.date?.message}
            hint={`For example ${dateExample.isoDay} or ${dateExample.range}`}
          >
            <input
              {...register('date')}
              {...fieldAria('event-date', errors.date?.message, 'hint')}
              {...(dateWarning && !errors.date ? { 'aria-describedby': 'event-date-hint event-date-warning' } : {})}
              className={inputClass(Boolean(errors.date))}
            />
            {dateWarning && !errors.date && (
              <p
                id="event-date-warning"
                role="status"
                className="mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-900"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                <span>{dateWarning}</span>
              </p>
            )}
          </FormField>
          <FormField id="event-city" label="City" required error={errors.city?.message}>
            <input
              {...register('city', {
                onChange: (e: { target: { value: string } }) => fillPlaceFromCity(e.target.value),
              })}
              {...fieldAria('event-city', errors.city?.message)}
              className={inputClass(Boolean(errors.city))}
            />
          </FormField>
          <FormField
            id="event-location"
            label="Location"
            required
            error={errors.location?.message}
            className="md:col-span-2"
          >
            <input
              {...register('location')}
              {...fieldAria('event-location', errors.location?.message)}
              className={inputClass(Boolean(errors.location))}
            />
          </FormField>
          <FormField
            id="event-description"
            label="Description"
            required
            error={errors.description?.message}
            className="md:col-span-2"
          >
            <textarea
              rows={5}
              {...register('description')}
              {...fieldAria('event-description', errors.description?.message)}
              className={inputClass(Boolean(errors.description))}
            />
          </FormField>
          <FormField
            id="event-registration"
            label="Registration URL"
            error={errors.registrationUrl?.message}
            className="md:col-span-2"
          >
            <input
              type="url"
              placeholder="https://"
              {...register('registrationUrl')}
              {...fieldAria('event-registration', errors.registrationUrl?.message)}
              className={inputClass(Boolean(errors.registrationUrl))}
            />
          </FormField>
        </div>
      </Section>

      <Section title="Image">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_16rem]">
          <div className="space-y-4">
            <FormField
              id="event-image-choice"
              label="Image"
              error={imageChoice === CUSTOM_IMAGE ? undefined : errors.image?.message}
            >
              <select
                id="event-image-choice"
                value={imageChoice}
                onChange={(e) => chooseImage(e.target.value)}
                className={inputClass(false)}
              >
                {BUNDLED_EVENT_IMAGES.map((choice) => (
                  <option key={choice.key} value={choice.key}>
                    {choice.label}
                  </option>
                ))}
                <option value={CUSTOM_IMAGE}>Upload an image or give its URL</option>
                <option value={NO_IMAGE}>No image</option>
              </select>
            </FormField>
            {imageChoice === CUSTOM_IMAGE && (
              <ImageUpload
                shape="wide"
                label="Choose an event image"
                onUploaded={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
              />
            )}
            {imageChoice === CUSTOM_IMAGE && (
              <FormField id="event-image-url" label="Custom image URL" error={errors.image?.message}>
                <input
                  type="url"
                  placeholder="https://"
                  {...register('image')}
                  {...fieldAria('event-image-url', errors.image?.message)}
                  className={inputClass(Boolean(errors.image))}
                />
              </FormField>
            )}
          </div>
          <div>
            <p className="text-sm font-medium text-slate-800" id="event-image-preview">
              Preview
            </p>
            <EventImage
              image={image}
              alt=""
              title={watch('title') ?? ''}
              date={watch('date') ?? ''}
              className="mt-1 aspect-video w-full rounded-lg border border-slate-200"
            />
          </div>
        </div>
      </Section>

      <Section title="Display" description="What the public event page shows.">
        <div className="flex flex-col gap-4">
          {showVisibility && (
            <Toggle
              checked={!isHidden}
              onCheckedChange={(checked) => setValue('isHidden', !checked, { shouldDirty: true })}
              label="Visible on the public site"
            />
          )}
          <Toggle
            checked={hideSocialMedia}
            onCheckedChange={(checked) => setValue('hideSocialMedia', checked, { shouldDirty: true })}
            label="Hide speakers' social media"
          />
          <Toggle
            checked={hideAbstracts}
            onCheckedChange={(checked) => setValue('hideAbstracts', checked, { shouldDirty: true })}
            label="Hide abstracts"
          />
        </div>
      </Section>

      <Section
        title="Continuing Education"
        description="What dental professionals choose a course by, shown on the public event page. Everything here may stay empty."
      >
        <ContinuingEducationSection
          form={form}
          agendaCredits={runningCredits}
          onPlaceChosen={() => (placeChosen.current = true)}
        />
      </Section>

      <section
        id="agenda-editor"
        aria-labelledby="agenda-editor-title"
        className="rounded-2xl border border-slate-200 bg-white px-3 py-5 shadow-sm sm:p-6"
      >
        <h2 id="agenda-editor-title" className="text-lg font-semibold text-slate-900">
          Agenda
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Days and their sessions. Speakers are names separated by commas; breaks have none. The event's CE credits are
          worked out from the sessions' credits.
        </p>
        <div className="mt-4">
          <AgendaEditor
            value={agenda}
            onChange={changeAgenda}
            problems={agendaProblems}
            serverProblem={agendaServerProblem}
          />
        </div>
      </section>

      {formProblem && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {formProblem}
        </p>
      )}
      <SaveBar dirty={dirty}>
        {footerExtra}
        <Link to="/admin/events" className={buttonClass('secondary')}>
          Cancel
        </Link>
        <button type="submit" disabled={pending} className={buttonClass('primary')}>
          <Save className="size-4" aria-hidden="true" />
          {pending ? pendingLabel : submitLabel}
        </button>
      </SaveBar>
    </form>
  );
}
