import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import { SiteSettingsSchema, type SiteSettings } from '@dental/contracts';
import { LoadError } from '../../../components/EmptyState';
import { buttonClass } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateSiteSettings } from './api/site-settings';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { fieldAria, FormField, inputClass } from '../components/form';
import { useFreshSiteSettings } from './api/use-fresh-settings';

interface ContentValues {
  hero: SiteSettings['hero'];
  /** Objects, because form field arrays track rows by object. */
  cities: Array<{ name: string }>;
}

const ContentSchema = SiteSettingsSchema.pick({ hero: true, cityBanner: true });

/** Maps a settings path ('cityBanner.2', 'hero.title') to this form's field. */
function formPath(path: ReadonlyArray<PropertyKey>): string {
  if (path[0] === 'cityBanner') return path.length > 1 ? `cities.${String(path[1])}.name` : 'cities.root';
  return path.map(String).join('.');
}

function setNested(target: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] ??= { type: 'validation', message };
}

/** The contracts' settings schema checks the hero texts and the city list, errors placed on this form's fields. */
const contentResolver: Resolver<ContentValues> = (values) => {
  const parsed = ContentSchema.safeParse({ hero: values.hero, cityBanner: values.cities.map((city) => city.name) });
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) setNested(errors, formPath(issue.path), issue.message);
  return { values: {}, errors: errors as FieldErrors<ContentValues> };
};

function ContentForm({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ContentValues>({
    resolver: contentResolver,
    defaultValues: { hero: { ...settings.hero }, cities: settings.cityBanner.map((name) => ({ name })) },
  });
  const cities = useFieldArray({ control, name: 'cities' });

  const onSubmit = (values: ContentValues) => {
    const changes = {
      hero: { title: values.hero.title.trim(), tagline: values.hero.tagline.trim() },
      cityBanner: values.cities.map((city) => city.name.trim()),
    };
    update.mutate(changes, {
      onSuccess: (saved) => {
        toast({ title: 'Success', description: 'Home page content updated successfully' });
        reset({ hero: { ...saved.hero }, cities: saved.cityBanner.map((name) => ({ name })) });
      },
      onError: (error) => {
        if (error instanceof ApiError)
          for (const issue of error.issues)
            setError(formPath(issue.path.split('.')) as never, { type: 'server', message: issue.message });
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to update home page content'),
          variant: 'destructive',
        });
      },
    });
  };

  const citiesProblem = errors.cities?.root?.message ?? errors.cities?.message;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Home hero</h2>
        <div className="mt-4 grid grid-cols-1 gap-4">
          <FormField
            id="content-hero-title"
            label="Hero title"
            required
            error={errors.hero?.title?.message}
            hint="{years} shows the years of the events listed, such as 2026–2027."
          >
            <input
              {...register('hero.title')}
              {...fieldAria('content-hero-title', errors.hero?.title?.message)}
              className={inputClass(Boolean(errors.hero?.title))}
            />
          </FormField>
          <FormField id="content-hero-tagline" label="Hero tagline" required error={errors.hero?.tagline?.message}>
            <textarea
              rows={3}
              {...register('hero.tagline')}
              {...fieldAria('content-hero-tagline', errors.hero?.tagline?.message)}
              className={inputClass(Boolean(errors.hero?.tagline))}
            />
          </FormField>
        </div>
      </section>

      <section
        aria-labelledby="content-cities"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="content-cities" className="text-lg font-semibold text-slate-900">
          City banner
        </h2>
        <p className="mt-1 text-sm text-slate-600">The cities scrolling across the home page, in this order.</p>
        <ol className="mt-4 space-y-2">
          {cities.fields.map((field, index) => {
            const error = errors.cities?.[index]?.name?.message;
            const id = `content-city-${field.id}`;
            return (
              <li key={field.id}>
                <div className="flex items-start gap-2">
                  <span
                    className="mt-3 w-6 shrink-0 text-right text-sm text-slate-500"
                    aria-hidden="true"
                  >{`${index + 1}.`}</span>
                  <div className="min-w-0 flex-1">
                    <label htmlFor={id} className="sr-only">{`City ${index + 1}`}</label>
                    <input
                      {...register(`cities.${index}.name`)}
                      {...fieldAria(id, error)}
                      className={inputClass(Boolean(error))}
                    />
                    {error && (
                      <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    onClick={() => cities.move(index, index - 1)}
                    disabled={index === 0}
                    className={buttonClass('ghost', 'sm', 'mt-1')}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                    <span className="sr-only">{`Move city ${index + 1} up`}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => cities.move(index, index + 1)}
                    disabled={index === cities.fields.length - 1}
                    className={buttonClass('ghost', 'sm', 'mt-1')}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                    <span className="sr-only">{`Move city ${index + 1} down`}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => cities.remove(index)}
                    className={buttonClass('ghost', 'sm', 'mt-1 text-red-700 hover:bg-red-50')}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="sr-only">{`Remove city ${index + 1}`}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {citiesProblem && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {citiesProblem}
          </p>
        )}
        <button
          type="button"
          onClick={() => cities.append({ name: '' }, { shouldFocus: true })}
          className={buttonClass('secondary', 'sm', 'mt-4')}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add City
        </button>
      </section>

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="submit" disabled={update.isPending || !isDirty} className={buttonClass('primary')}>
          <Save className="size-4" aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save Content'}
        </button>
      </div>
    </form>
  );
}

export default function ContentPage() {
  const settingsQuery = useFreshSiteSettings();
  return (
    <AdminPage title="Content" description="The home page's hero title and tagline, and the banner of cities.">
      {settingsQuery.isError ? (
        <LoadError what="the site content" />
      ) : settingsQuery.isPending ? (
        <AdminMessage>Loading content...</AdminMessage>
      ) : (
        <ContentForm settings={settingsQuery.data} />
      )}
    </AdminPage>
  );
}
