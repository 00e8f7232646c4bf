import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateSponsorRequestSchema,
  SPONSOR_TIERS,
  SponsorFormSchema,
  type Sponsor,
  type SponsorTier,
  type ValidSponsorForm,
} from '@dental/contracts';
import { toast } from '../../../../lib/toast';
import { useCreateSponsor, useUpdateSponsor } from '../api/sponsors';
import { AdminDialog, DialogFormButtons } from '../../components/AdminDialog';
import { EventMenu } from '../../components/EventMenu';
import { applyServerIssues, fieldAria, FormField, inputClass } from '../../components/form';
import { ImageUpload } from '../../components/ImageUpload';
import { TIER_LABELS } from '../../components/tier-labels';

interface SponsorFormValues {
  name: string;
  description: string;
  logo: string;
  tier: SponsorTier;
  website: string;
  companyImage: string;
  telephone: string;
  socialHandles: { instagram: string; twitter: string; facebook: string; linkedin: string };
  eventId: string;
  isGlobalSponsor: boolean;
}

/** What the dialog's schema (CreateSponsorRequestSchema when adding, SponsorFormSchema when editing) answers. */
type ParsedSponsor = ValidSponsorForm & { eventId?: string | null; isGlobalSponsor?: boolean };

const FIELDS = [
  'name',
  'description',
  'logo',
  'tier',
  'website',
  'companyImage',
  'telephone',
  'socialHandles',
  'eventId',
  'isGlobalSponsor',
] as const;

/**
 * 'Add New Sponsor' (with an optional event and the global flag) and 'Edit Sponsor' (its own
 * fields). The contracts' sponsor schema checks both, with the server's messages.
 */
export function SponsorFormDialog({
  sponsor,
  open,
  onOpenChange,
}: {
  /** null: add a new sponsor. */
  sponsor: Sponsor | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const adding = sponsor === null;
  const pending = create.isPending || update.isPending;
  const formId = adding ? 'add-sponsor-form' : `edit-sponsor-${sponsor.id}`;
  const emptyValues: SponsorFormValues = {
    name: sponsor?.name ?? '',
    description: sponsor?.description ?? '',
    logo: sponsor?.logo ?? '',
    tier: sponsor?.tier ?? 'silver',
    website: sponsor?.website ?? '',
    companyImage: sponsor?.companyImage ?? '',
    telephone: sponsor?.telephone ?? '',
    socialHandles: {
      instagram: sponsor?.socialHandles.instagram ?? '',
      twitter: sponsor?.socialHandles.twitter ?? '',
      facebook: sponsor?.socialHandles.facebook ?? '',
      linkedin: sponsor?.socialHandles.linkedin ?? '',
    },
    eventId: '',
    isGlobalSponsor: false,
  };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<SponsorFormValues, unknown, ParsedSponsor>({
    resolver: zodResolver((adding ? CreateSponsorRequestSchema : SponsorFormSchema) as never) as never,
    defaultValues: emptyValues,
  });
  const chosenEventId = useWatch({ control, name: 'eventId' }) ?? '';

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) reset(emptyValues);
    onOpenChange(next);
  };

  const onSubmit = (parsed: ParsedSponsor) => {
    if (adding) {
      const { eventId = null, isGlobalSponsor = false, ...fields } = parsed;
      create.mutate(
        { ...fields, eventId, isGlobalSponsor },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Sponsor added successfully!' });
            reset(emptyValues);
            onOpenChange(false);
          },
          onError: (error) => {
            applyServerIssues(error, FIELDS, setError);
            toast({ title: 'Error', description: 'Failed to add sponsor. Please try again.', variant: 'destructive' });
          },
        },
      );
    } else {
      const { eventId: _eventId, isGlobalSponsor: _global, ...fields } = parsed;
      update.mutate(
        { id: sponsor.id, changes: fields },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Sponsor updated successfully!' });
            onOpenChange(false);
          },
          onError: (error) => {
            applyServerIssues(error, FIELDS, setError);
            toast({
              title: 'Error',
              description: 'Failed to update sponsor. Please try again.',
              variant: 'destructive',
            });
          },
        },
      );
    }
  };

  const id = (field: string) => `${formId}-${field}`;
  const handleError = (network: keyof SponsorFormValues['socialHandles']) => errors.socialHandles?.[network]?.message;

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={adding ? 'Add New Sponsor' : 'Edit Sponsor'}
      description={adding ? 'Company name, description and logo are required.' : sponsor.name}
      footer={
        <DialogFormButtons
          formId={formId}
          pending={pending}
          onCancel={() => close(false)}
          submitLabel={adding ? 'Add Sponsor' : 'Save Changes'}
          pendingLabel="Saving..."
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <FormField id={id('name')} label="Company name" required error={errors.name?.message}>
          <input
            {...register('name')}
            {...fieldAria(id('name'), errors.name?.message)}
            className={inputClass(Boolean(errors.name))}
          />
        </FormField>
        <FormField id={id('tier')} label="Sponsor tier" required error={errors.tier?.message}>
          <select
            {...register('tier')}
            {...fieldAria(id('tier'), errors.tier?.message)}
            className={inputClass(Boolean(errors.tier))}
          >
            {SPONSOR_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_LABELS[tier]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={id('description')}
          label="Description"
          required
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <textarea
            rows={3}
            {...register('description')}
            {...fieldAria(id('description'), errors.description?.message)}
            className={inputClass(Boolean(errors.description))}
          />
        </FormField>
        <div className="space-y-2">
          <FormField
            id={id('logo')}
            label="Logo URL"
            required
            error={errors.logo?.message}
            hint="An uploaded or https image, or a short text badge such as NOVA."
          >
            <input
              {...register('logo')}
              {...fieldAria(id('logo'), errors.logo?.message, 'hint')}
              className={inputClass(Boolean(errors.logo))}
            />
          </FormField>
          <ImageUpload
            shape="free"
            label="Upload a logo"
            onUploaded={(url) => setValue('logo', url, { shouldDirty: true, shouldValidate: true })}
          />
        </div>
        <div className="space-y-2">
          <FormField id={id('companyImage')} label="Company image URL" error={errors.companyImage?.message}>
            <input
              type="url"
              placeholder="https://"
              {...register('companyImage')}
              {...fieldAria(id('companyImage'), errors.companyImage?.message)}
              className={inputClass(Boolean(errors.companyImage))}
            />
          </FormField>
          <ImageUpload
            shape="free"
            label="Upload a company image"
            onUploaded={(url) => setValue('companyImage', url, { shouldDirty: true, shouldValidate: true })}
          />
        </div>
        <FormField id={id('website')} label="Website" error={errors.website?.message}>
          <input
            type="url"
            placeholder="https://"
            {...register('website')}
            {...fieldAria(id('website'), errors.website?.message)}
            className={inputClass(Boolean(errors.website))}
          />
        </FormField>
        <FormField id={id('telephone')} label="Telephone" error={errors.telephone?.message}>
          <input
            type="tel"
            placeholder="(555) 123-4567"
            {...register('telephone')}
            {...fieldAria(id('telephone'), errors.telephone?.message)}
            className={inputClass(Boolean(errors.telephone))}
          />
        </FormField>
        <FormField id={id('instagram')} label="Instagram" error={handleError('instagram')}>
          <input
            placeholder="@name or https://"
            {...register('socialHandles.instagram')}
            {...fieldAria(id('instagram'), handleError('instagram'))}
            className={inputClass(Boolean(handleError('instagram')))}
          />
        </FormField>
        <FormField id={id('twitter')} label="X (Twitter)" error={handleError('twitter')}>
          <input
            placeholder="@name or https://"
            {...register('socialHandles.twitter')}
            {...fieldAria(id('twitter'), handleError('twitter'))}
            className={inputClass(Boolean(handleError('twitter')))}
          />
        </FormField>
        <FormField id={id('facebook')} label="Facebook page URL" error={handleError('facebook')}>
          <input
            type="url"
            placeholder="https://"
            {...register('socialHandles.facebook')}
            {...fieldAria(id('facebook'), handleError('facebook'))}
            className={inputClass(Boolean(handleError('facebook')))}
          />
        </FormField>
        <FormField id={id('linkedin')} label="LinkedIn page URL" error={handleError('linkedin')}>
          <input
            type="url"
            placeholder="https://"
            {...register('socialHandles.linkedin')}
            {...fieldAria(id('linkedin'), handleError('linkedin'))}
            className={inputClass(Boolean(handleError('linkedin')))}
          />
        </FormField>
        {adding && (
          <>
            <FormField id={id('eventId')} label="Event" error={errors.eventId?.message}>
              <EventMenu
                {...fieldAria(id('eventId'), errors.eventId?.message)}
                id={id('eventId')}
                chosen={chosenEventId}
                noEvent=""
                leading={<option value="">No event (global sponsor pool)</option>}
                {...register('eventId')}
                // Held to the form's value: the menu's options change as the admin searches.
                value={chosenEventId}
                className={inputClass(Boolean(errors.eventId))}
              />
            </FormField>
            <div className="flex items-end pb-2">
              <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  {...register('isGlobalSponsor')}
                  className="size-4 rounded border-slate-300 accent-brand-700"
                />
                Global site sponsor
              </label>
            </div>
          </>
        )}
      </form>
    </AdminDialog>
  );
}
