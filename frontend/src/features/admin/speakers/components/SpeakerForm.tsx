import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Save, UsersRound } from 'lucide-react';
import {
  CreateSpeakerRequestSchema,
  NO_RELEVANT_RELATIONSHIPS,
  SpeakerFormSchema,
  type Speaker,
  type SpeakerForm as SpeakerRequestFields,
} from '@dental/contracts';
import { socialNetworkLabel } from '../../../../components/SocialIcon';
import { buttonClass } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { SpeakerAvatar } from '../../../speakers/components/SpeakerAvatar';
import { adminEventQueryOptions } from '../../events/api/events';
import { adminEventSpeakersQueryOptions, adminSpeakerQueryOptions, useAdminSpeakersPage } from '../api/speakers';
import { AdminDialog } from '../../components/AdminDialog';
import { EventMenu } from '../../components/EventMenu';
import { FindBox } from '../../components/FindBox';
import { applyServerIssues, fieldAria, FormField, inputClass } from '../../components/form';
import { ImageUpload } from '../../components/ImageUpload';
import { SaveBar } from '../../components/SaveBar';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { sameNameOnEvent } from '../duplicate-name';

/** The networks always offered; a speaker's other stored networks are offered too. */
const MAIN_NETWORKS = ['instagram', 'twitter', 'linkedin', 'facebook'] as const;

export interface SpeakerFormValues {
  eventId: string;
  name: string;
  profession: string;
  specialty: string;
  lectureTitle: string;
  email: string;
  image: string;
  profileUrl: string;
  socialLinks: Record<string, string>;
  abstract: string;
  /** One objective per line. */
  objectives: string;
  /** Degrees and titles after the name, such as 'DDS, MS'. */
  credentials: string;
  /** Conflict-of-interest statement; empty until the speaker provides one. */
  disclosure: string;
  /** 'Same person as…': another speaker record's id, or '' for none. */
  samePersonAs: string;
}

const FIELDS = [
  'eventId',
  'name',
  'profession',
  'specialty',
  'lectureTitle',
  'email',
  'image',
  'profileUrl',
  'socialLinks',
  'abstract',
  'objectives',
  'credentials',
  'disclosure',
  'samePersonAs',
] as const;

const objectiveLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The contracts' speaker schema (with the event on create) decides; objectives are typed one per line. */
function speakerResolver(withEvent: boolean): Resolver<SpeakerFormValues> {
  const schema = withEvent ? CreateSpeakerRequestSchema : SpeakerFormSchema;
  return async (values, context, options) => {
    const { eventId, ...fields } = values;
    const input = { ...fields, objectives: objectiveLines(values.objectives), ...(withEvent ? { eventId } : {}) };
    const result = await zodResolver(schema as never)(input as never, context, options as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    return { values, errors: {} };
  };
}

/** First message found anywhere under a field (objectives report per line). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as FieldError;
  if (typeof message === 'string') return message;
  for (const nested of Object.values(error)) {
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

/** The form's inputs as the API takes them (a disclosure left empty stays '': the speakers list flags it). */
export function toSpeakerFields(values: SpeakerFormValues): SpeakerRequestFields {
  const socialLinks = Object.fromEntries(
    Object.entries(values.socialLinks)
      .filter(([, url]) => url.trim() !== '' && url.trim() !== '#')
      .map(([network, url]) => [network, url.trim()]),
  );
  return {
    name: values.name.trim(),
    profession: values.profession.trim(),
    specialty: values.specialty.trim(),
    lectureTitle: values.lectureTitle.trim(),
    email: values.email.trim(),
    image: values.image.trim(),
    socialLinks,
    profileUrl: values.profileUrl.trim() === '' ? null : values.profileUrl.trim(),
    abstract: values.abstract.trim(),
    objectives: objectiveLines(values.objectives),
    credentials: values.credentials.trim(),
    disclosure: values.disclosure.trim(),
    samePersonAs: values.samePersonAs === '' ? null : values.samePersonAs,
  };
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
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
 * 'Same person as…': another speaker record, found by name ('Ana Ruiz — Implant Summit'). The
 * records are searched on the server (GET /api/admin/speakers?q=, decision 0095) as the admin types
 * at least two letters, so the form never reads every record. The record linked now is always
 * among the options, with its name and event, so a search never drops the link; a link to a record
 * no longer found (trashed since) stays selected as it is, so saving the rest leaves it alone.
 */
/** A record as 'Same person as…' offers it. */
const personLabel = (name: string, eventTitle: string | undefined) => `${name} — ${eventTitle ?? 'another event'}`;

function SamePersonField({
  speaker,
  registration,
  control,
  error,
}: {
  speaker: Speaker | null;
  registration: UseFormRegisterReturn<'samePersonAs'>;
  control: Control<SpeakerFormValues>;
  error: string | undefined;
}) {
  const chosen = useWatch({ control, name: 'samePersonAs' }) ?? '';
  const [search, setSearch] = useState('');
  const words = search.trim();
  const foundQuery = useAdminSpeakersPage({ q: words, eventId: '', page: 1 }, words.length >= 2);
  // The record linked now (or just chosen), and its event's title, for its option's label.
  const chosenQuery = useQuery({ ...adminSpeakerQueryOptions(chosen), enabled: chosen !== '' });
  const chosenEventId = chosenQuery.data?.eventId ?? '';
  const chosenEventQuery = useQuery({ ...adminEventQueryOptions(chosenEventId), enabled: chosenEventId !== '' });
  const options = useMemo(() => {
    const offered = (words.length >= 2 ? (foundQuery.data?.items ?? []) : []).flatMap((group) =>
      group.speakers.map((other) => ({ id: other.id, label: personLabel(other.name, group.event.title) })),
    );
    if (chosen !== '' && chosenQuery.data && !offered.some((option) => option.id === chosen))
      offered.push({ id: chosen, label: personLabel(chosenQuery.data.name, chosenEventQuery.data?.title) });
    return offered.filter((option) => option.id !== speaker?.id).sort((a, b) => a.label.localeCompare(b.label));
  }, [words, foundQuery.data, chosen, chosenQuery.data, chosenEventQuery.data, speaker?.id]);
  // Until the record linked when the form opened is read, the select would not hold its value: it
  // waits for it. A record chosen since is among the options already.
  const linkedAtOpen = speaker?.samePersonAs ?? '';
  const loaded =
    linkedAtOpen === '' ||
    chosen !== linkedAtOpen ||
    chosenQuery.isError ||
    (chosenQuery.isSuccess && !chosenEventQuery.isPending);
  const id = 'speaker-samePersonAs';
  const searchId = `${id}-search`;
  // The record being edited is never offered, so it is not counted as found either.
  const selfFound = (foundQuery.data?.items ?? []).some((group) =>
    group.speakers.some((other) => other.id === speaker?.id),
  );
  const found = (foundQuery.data?.matching ?? 0) - (selfFound ? 1 : 0);
  return (
    <FormField
      id={id}
      label="Same person as…"
      error={error}
      hint="A speaker at several events has a record at each. Records with the same name and email are linked by themselves; link one whose name or email differs, and the speaker page lists all their events."
      className="md:col-span-2"
    >
      <div className="grid grid-cols-1 items-start gap-2 md:grid-cols-2">
        <div>
          <FindBox
            id={searchId}
            label="Find the other record by name"
            placeholder="Find the other record by name..."
            value={search}
            onChange={setSearch}
            status={
              words.length < 2
                ? 'Type at least two letters of a name.'
                : foundQuery.isPending
                  ? 'Searching...'
                  : foundQuery.isError
                    ? "We couldn't search the speakers"
                    : found === 0
                      ? 'No other record has that name.'
                      : `${found} ${found === 1 ? 'record' : 'records'} found${foundQuery.data && foundQuery.data.pages > 1 ? '; the first are listed, type more of the name' : ''}.`
            }
            className={inputClass(false)}
          />
        </div>
        {loaded ? (
          <select {...registration} {...fieldAria(id, error, 'hint')} className={inputClass(Boolean(error))}>
            <option value="">No one else (linked by name and email only)</option>
            {chosen !== '' && !options.some((option) => option.id === chosen) && (
              <option value={chosen}>A speaker no longer listed</option>
            )}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <select id={id} disabled aria-describedby={`${id}-hint`} className={inputClass(false)}>
            <option>Loading the linked record...</option>
          </select>
        )}
      </div>
    </FormField>
  );
}

/**
 * The add and edit speaker form: profile, photo and links, abstract and course objectives,
 * disclosure. With `chooseEvent` it offers the event (an EventMenu, decision 0107): the one to add
 * to, or on edit the one to move the speaker to. Before saving a name that another record on the chosen event already has, it
 * asks; leaving with unsaved changes asks too.
 */
export function SpeakerForm({
  speaker,
  chooseEvent = false,
  defaultEventId = '',
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onDirtyChange,
}: {
  speaker: Speaker | null;
  /** Whether the event menu is shown (on edit, to move the speaker). */
  chooseEvent?: boolean;
  defaultEventId?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: SpeakerFormValues) => Promise<unknown>;
  /** Told whether the form holds unsaved changes (the edit page's history asks before an undo then). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const networks = [
    ...MAIN_NETWORKS,
    ...Object.keys(speaker?.socialLinks ?? {}).filter(
      (network) => !(MAIN_NETWORKS as readonly string[]).includes(network),
    ),
  ];
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isDirty },
  } = useForm<SpeakerFormValues>({
    resolver: speakerResolver(chooseEvent && !speaker),
    defaultValues: {
      eventId: speaker?.eventId ?? defaultEventId,
      name: speaker?.name ?? '',
      profession: speaker?.profession ?? '',
      specialty: speaker?.specialty ?? '',
      lectureTitle: speaker?.lectureTitle ?? '',
      email: speaker?.email ?? '',
      image: speaker?.image ?? '',
      profileUrl: speaker?.profileUrl ?? '',
      socialLinks: Object.fromEntries(networks.map((network) => [network, speaker?.socialLinks?.[network] ?? ''])),
      abstract: speaker?.abstract ?? '',
      objectives: (speaker?.objectives ?? []).join('\n'),
      credentials: speaker?.credentials ?? '',
      disclosure: speaker?.disclosure ?? '',
      samePersonAs: speaker?.samePersonAs ?? '',
    },
  });
  // The avatar preview follows the name and photo as they are typed.
  const [shownName, shownImage, chosenEventId] = useWatch({ control, name: ['name', 'image', 'eventId'] });

  const guard = useUnsavedChanges(isDirty);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const queryClient = useQueryClient();
  const [formProblem, setFormProblem] = useState<string | undefined>();
  const [sameName, setSameName] = useState<{ name: string; eventTitle: string; values: SpeakerFormValues } | null>(
    null,
  );

  const save = async (values: SpeakerFormValues) => {
    setFormProblem(undefined);
    // A save goes on to the speakers list: that is not leaving with unsaved changes.
    guard.release();
    try {
      await onSubmit(values);
    } catch (error) {
      guard.hold();
      const onField = applyServerIssues(error, FIELDS, setError);
      // A refusal no input can show (the target event's featured speakers, a conflict) is said above the buttons.
      if (!onField && error instanceof ApiError) setFormProblem(error.serverMessage ?? error.message);
    }
  };

  const submit = handleSubmit(async (values) => {
    // The target event's speakers, read when saving: the check only warns, so when they cannot be
    // read the save goes ahead and the server decides.
    const onEvent =
      values.eventId === ''
        ? []
        : await queryClient.fetchQuery(adminEventSpeakersQueryOptions(values.eventId)).catch(() => []);
    const other = sameNameOnEvent(
      onEvent,
      { id: speaker?.id ?? null, name: values.name, eventId: values.eventId },
      speaker ? { name: speaker.name, eventId: speaker.eventId } : null,
    );
    if (other) {
      const eventTitle =
        (await queryClient.fetchQuery(adminEventQueryOptions(values.eventId)).catch(() => null))?.title ?? 'this event';
      setSameName({ name: other.name, eventTitle, values });
      return;
    }
    await save(values);
  });

  const confirmSameName = async () => {
    const values = sameName?.values;
    setSameName(null);
    if (values) await save(values);
  };

  const text = (name: 'name' | 'profession' | 'specialty' | 'lectureTitle' | 'email', label: string, type = 'text') => (
    <FormField id={`speaker-${name}`} label={label} required error={errors[name]?.message}>
      <input
        type={type}
        {...register(name)}
        {...fieldAria(`speaker-${name}`, errors[name]?.message)}
        className={inputClass(Boolean(errors[name]))}
      />
    </FormField>
  );

  const objectivesError = firstMessage(errors.objectives);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {guard.dialog}
      <AdminDialog
        open={sameName !== null}
        onOpenChange={(open) => !open && setSameName(null)}
        title="Same name on this event"
        description={
          sameName ? `A speaker named ${sameName.name} is already on this event (${sameName.eventTitle}).` : undefined
        }
        footer={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setSameName(null)}>
              Go back
            </button>
            <button type="button" className={buttonClass('primary')} onClick={() => void confirmSameName()}>
              <UsersRound className="size-4" aria-hidden="true" />
              {`${submitLabel} anyway`}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Each event lists its speakers once. Save anyway only if this is a different person with the same name.
        </p>
      </AdminDialog>
      <Section title="Profile">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {chooseEvent && (
            <FormField
              id="speaker-eventId"
              label="Event"
              required
              error={errors.eventId?.message}
              hint={speaker ? 'Choose another event to move this speaker there.' : undefined}
              className="md:col-span-2"
            >
              <EventMenu
                {...fieldAria('speaker-eventId', errors.eventId?.message, speaker ? 'hint' : undefined)}
                id="speaker-eventId"
                chosen={chosenEventId}
                noEvent=""
                leading={!speaker && <option value="">Select an event</option>}
                {...register('eventId')}
                // Held to the form's value: the menu's options change as the admin searches.
                value={chosenEventId}
                className={inputClass(Boolean(errors.eventId))}
              />
            </FormField>
          )}
          {text('name', 'Name')}
          <FormField
            id="speaker-credentials"
            label="Credentials"
            error={errors.credentials?.message}
            hint="Degrees and titles after the name, such as DDS, MS."
          >
            <input
              {...register('credentials')}
              {...fieldAria('speaker-credentials', errors.credentials?.message, 'hint')}
              className={inputClass(Boolean(errors.credentials))}
            />
          </FormField>
          {text('email', 'Email', 'email')}
          {text('profession', 'Profession')}
          {text('specialty', 'Specialty')}
          <div className="md:col-span-2">{text('lectureTitle', 'Lecture title')}</div>
          <SamePersonField
            speaker={speaker}
            registration={register('samePersonAs')}
            control={control}
            error={errors.samePersonAs?.message}
          />
        </div>
      </Section>

      <Section title="Photo and links">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_auto]">
          <div className="grid grid-cols-1 gap-4">
            <ImageUpload
              shape="square"
              label="Choose a headshot"
              onUploaded={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
            />
            <FormField
              id="speaker-image"
              label="Photo URL"
              error={errors.image?.message}
              hint="Filled in by an upload, or an https image address; leave empty for initials."
            >
              <input
                type="url"
                placeholder="https://"
                {...register('image')}
                {...fieldAria('speaker-image', errors.image?.message, 'hint')}
                className={inputClass(Boolean(errors.image))}
              />
            </FormField>
            <FormField id="speaker-profileUrl" label="SpeakerSphere profile URL" error={errors.profileUrl?.message}>
              <input
                type="url"
                placeholder="https://"
                {...register('profileUrl')}
                {...fieldAria('speaker-profileUrl', errors.profileUrl?.message)}
                className={inputClass(Boolean(errors.profileUrl))}
              />
            </FormField>
          </div>
          <SpeakerAvatar
            name={shownName || '?'}
            image={shownImage}
            className="size-24 rounded-full"
            textClassName="text-2xl"
          />
        </div>
        <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          {networks.map((network) => {
            const error = errors.socialLinks?.[network]?.message;
            return (
              <FormField
                key={network}
                id={`speaker-social-${network}`}
                label={`${socialNetworkLabel(network)} URL`}
                error={error}
              >
                <input
                  type="url"
                  placeholder="https://"
                  {...register(`socialLinks.${network}`)}
                  {...fieldAria(`speaker-social-${network}`, error)}
                  className={inputClass(Boolean(error))}
                />
              </FormField>
            );
          })}
        </div>
      </Section>

      <Section title="Abstract and objectives">
        <div className="grid grid-cols-1 gap-4">
          <FormField id="speaker-abstract" label="Abstract" error={errors.abstract?.message}>
            <textarea
              rows={6}
              {...register('abstract')}
              {...fieldAria('speaker-abstract', errors.abstract?.message)}
              className={inputClass(Boolean(errors.abstract))}
            />
          </FormField>
          <FormField
            id="speaker-objectives"
            label="Course objectives"
            error={objectivesError}
            hint="One objective per line."
          >
            <textarea
              rows={5}
              {...register('objectives')}
              {...fieldAria('speaker-objectives', objectivesError, 'hint')}
              className={inputClass(Boolean(objectivesError))}
            />
          </FormField>
        </div>
      </Section>

      <Section
        title="Disclosure"
        description="Financial relationships with companies whose products relate to the talk, as CE providers must publish them."
      >
        <FormField
          id="speaker-disclosure"
          label="Disclosure statement"
          error={errors.disclosure?.message}
          hint="Leave empty until the speaker has provided it: the speakers list shows it as missing until then."
        >
          <textarea
            rows={4}
            {...register('disclosure')}
            {...fieldAria('speaker-disclosure', errors.disclosure?.message, 'hint')}
            className={inputClass(Boolean(errors.disclosure))}
          />
        </FormField>
        <button
          type="button"
          onClick={() =>
            setValue('disclosure', NO_RELEVANT_RELATIONSHIPS, {
              shouldDirty: true,
              shouldValidate: Boolean(errors.disclosure),
            })
          }
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          No relevant financial relationships
        </button>
      </Section>

      {formProblem && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {formProblem}
        </p>
      )}
      <SaveBar dirty={isDirty}>
        <Link to="/admin/speakers" className={buttonClass('secondary')}>
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
