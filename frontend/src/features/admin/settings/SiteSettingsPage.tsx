import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { SiteSettingsSchema, type SiteSettings } from '@dental/contracts';
import { LoadError } from '../../../components/EmptyState';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateSiteSettings } from './api/site-settings';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { applyServerIssues, fieldAria, FormField, inputClass } from '../components/form';
import { useFreshSiteSettings } from './api/use-fresh-settings';

const SettingsFormSchema = SiteSettingsSchema.pick({
  siteName: true,
  tagline: true,
  contactPhone: true,
  contactEmail: true,
  websites: true,
  socialLinks: true,
  speakerSphereUrl: true,
});
type SettingsValues = Pick<
  SiteSettings,
  'siteName' | 'tagline' | 'contactPhone' | 'contactEmail' | 'websites' | 'socialLinks' | 'speakerSphereUrl'
>;
const FIELDS = [
  'siteName',
  'tagline',
  'contactPhone',
  'contactEmail',
  'websites',
  'socialLinks',
  'speakerSphereUrl',
] as const;

const SOCIAL_FIELDS = [
  { key: 'linkedin', label: 'LinkedIn URL' },
  { key: 'twitter', label: 'X (Twitter) URL' },
  { key: 'instagram', label: 'Instagram URL' },
  { key: 'facebook', label: 'Facebook URL' },
] as const;

/** Two web addresses, always shown as two rows; blank rows are left out when saving. */
function withTwoWebsites(websites: SiteSettings['websites']): SiteSettings['websites'] {
  return [0, 1].map((index) => websites[index] ?? { label: '', url: '' });
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsValues>({
    resolver: (async (values, context, options) =>
      zodResolver(SettingsFormSchema)(
        { ...values, websites: values.websites.filter((site) => site.label.trim() !== '' || site.url.trim() !== '') },
        context,
        options as never,
      )) as Resolver<SettingsValues>,
    defaultValues: {
      siteName: settings.siteName,
      tagline: settings.tagline,
      contactPhone: settings.contactPhone,
      contactEmail: settings.contactEmail,
      websites: withTwoWebsites(settings.websites),
      socialLinks: { ...settings.socialLinks },
      speakerSphereUrl: settings.speakerSphereUrl,
    },
  });

  const onSubmit = (values: SettingsValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: 'Success', description: 'Site settings updated successfully' });
        reset({ ...values, websites: withTwoWebsites(saved.websites), socialLinks: { ...saved.socialLinks } });
      },
      onError: (error) => {
        applyServerIssues(error, FIELDS, setError);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to update site settings'),
          variant: 'destructive',
        });
      },
    });

  const websiteError = (index: number, field: 'label' | 'url') => errors.websites?.[index]?.[field]?.message;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Site</h2>
        <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField id="settings-site-name" label="Site name" required error={errors.siteName?.message}>
            <input
              {...register('siteName')}
              {...fieldAria('settings-site-name', errors.siteName?.message)}
              className={inputClass(Boolean(errors.siteName))}
            />
          </FormField>
          <FormField
            id="settings-speakersphere"
            label="SpeakerSphere URL"
            required
            error={errors.speakerSphereUrl?.message}
          >
            <input
              type="url"
              {...register('speakerSphereUrl')}
              {...fieldAria('settings-speakersphere', errors.speakerSphereUrl?.message)}
              className={inputClass(Boolean(errors.speakerSphereUrl))}
            />
          </FormField>
          <FormField
            id="settings-tagline"
            label="Footer tagline"
            required
            error={errors.tagline?.message}
            className="md:col-span-2"
          >
            <textarea
              rows={2}
              {...register('tagline')}
              {...fieldAria('settings-tagline', errors.tagline?.message)}
              className={inputClass(Boolean(errors.tagline))}
            />
          </FormField>
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Contact</h2>
        <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField id="settings-phone" label="Contact phone" required error={errors.contactPhone?.message}>
            <input
              type="tel"
              {...register('contactPhone')}
              {...fieldAria('settings-phone', errors.contactPhone?.message)}
              className={inputClass(Boolean(errors.contactPhone))}
            />
          </FormField>
          <FormField id="settings-email" label="Contact email" required error={errors.contactEmail?.message}>
            <input
              type="email"
              {...register('contactEmail')}
              {...fieldAria('settings-email', errors.contactEmail?.message)}
              className={inputClass(Boolean(errors.contactEmail))}
            />
          </FormField>
          {[0, 1].map((index) => (
            <fieldset
              key={index}
              className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 md:col-span-2"
            >
              <legend className="px-1 text-sm font-medium text-slate-800">{`Web address ${index + 1}`}</legend>
              <FormField id={`settings-website-${index}-label`} label="Label" error={websiteError(index, 'label')}>
                <input
                  {...register(`websites.${index}.label`)}
                  {...fieldAria(`settings-website-${index}-label`, websiteError(index, 'label'))}
                  className={inputClass(Boolean(websiteError(index, 'label')))}
                />
              </FormField>
              <FormField id={`settings-website-${index}-url`} label="URL" error={websiteError(index, 'url')}>
                <input
                  type="url"
                  {...register(`websites.${index}.url`)}
                  {...fieldAria(`settings-website-${index}-url`, websiteError(index, 'url'))}
                  className={inputClass(Boolean(websiteError(index, 'url')))}
                />
              </FormField>
            </fieldset>
          ))}
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Social links</h2>
        <p className="mt-1 text-sm text-slate-600">Leave a field empty to hide that icon in the footer.</p>
        <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          {SOCIAL_FIELDS.map(({ key, label }) => {
            const error = errors.socialLinks?.[key]?.message;
            return (
              <FormField key={key} id={`settings-social-${key}`} label={label} error={error}>
                <input
                  type="url"
                  placeholder="https://"
                  {...register(`socialLinks.${key}`)}
                  {...fieldAria(`settings-social-${key}`, error)}
                  className={inputClass(Boolean(error))}
                />
              </FormField>
            );
          })}
        </div>
      </section>

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="submit" disabled={update.isPending || !isDirty} className={buttonClass('primary')}>
          <Save className="size-4" aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}

export default function SiteSettingsPage() {
  const settingsQuery = useFreshSiteSettings();
  return (
    <AdminPage
      title="Site Settings"
      description="Contact details, web addresses, social links, tagline and the SpeakerSphere link shown across the public site."
    >
      {settingsQuery.isError ? (
        <LoadError what="the site settings" />
      ) : settingsQuery.isPending ? (
        <AdminMessage>Loading settings...</AdminMessage>
      ) : (
        <SettingsForm settings={settingsQuery.data} />
      )}
    </AdminPage>
  );
}
