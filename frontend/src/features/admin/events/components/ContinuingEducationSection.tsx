import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  AUDIENCES,
  AUDIENCE_LABELS,
  COUNTRIES,
  COUNTRY_NAMES,
  CREDIT_STEP,
  CURRENCIES,
  ESTIMATED_CREDITS_MAX,
  EVENT_FORMATS,
  EVENT_FORMAT_LABELS,
  REGIONS,
  eventDaysFromText,
  type CeCredits,
  type Country,
  type ValidEventForm,
} from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { ChoiceLabel, choiceInputClass, FieldGroup } from '../../../event-editing/components/FieldGroup';
import { fieldAria, FormField, inputClass } from '../../components/form';
import { SubjectCheckboxes } from '../../../event-editing/components/SubjectCheckboxes';
import { nextFeeCurrency, NORTH_AMERICAN_TIME_ZONES, placeHint, settlePlaceChoice } from '../ce-form-model';
import { creditsSummary } from '../../../event-editing/components/ce-summary';
import { BoardApprovalsFields } from '../../../event-editing/components/BoardApprovalsFields';
import type { EventFormValues } from '../event-form-values';

const TIME_ZONE_LIST = 'event-timezone-list';
/** A day read from the date text: shown like an input, plainly not one to type in. */
const READ_ONLY_INPUT =
  'mt-1 block w-full rounded-lg border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-700';

/** The first message under a field that holds a list or an object (the list's own, or one item's). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const nested of Object.values(error)) {
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

function SubHeading({ children }: { children: string }) {
  return <h3 className="text-base font-semibold text-slate-900">{children}</h3>;
}

/**
 * The 'Continuing Education' part of the event form: how people attend and who for, AGD subjects,
 * the provider and its approval, fees, time zone, days, place, commercial support and an estimate
 * of the credits. Every part may stay empty; the credits themselves come from the agenda.
 */
export function ContinuingEducationSection({
  form,
  agendaCredits,
  onPlaceChosen,
}: {
  form: UseFormReturn<EventFormValues, unknown, ValidEventForm>;
  /** The agenda's running total, so the estimate can say whether it is used. */
  agendaCredits: CeCredits | null;
  /** Called when an admin picks a country or region, so the city no longer fills them in. */
  onPlaceChosen: () => void;
}) {
  const { register, control, watch, setValue, getValues } = form;
  const errors: FieldErrors<EventFormValues> = form.formState.errors;
  const fees = useFieldArray({ control, name: 'fees' });
  const topics = watch('topics');
  const country = watch('country');
  const region = watch('region');
  const readDays = eventDaysFromText(watch('date') ?? '');
  const cityPlace = placeHint(watch('city') ?? '');

  const choosePlace = (changed: 'country' | 'region') => {
    onPlaceChosen();
    const settled = settlePlaceChoice({ country: getValues('country'), region: getValues('region') }, changed);
    setValue('country', settled.country, { shouldDirty: true });
    setValue('region', settled.region, { shouldDirty: true });
  };

  const providerError = (part: Exclude<keyof EventFormValues['ceProvider'], 'boardApprovals'>) =>
    errors.ceProvider?.[part]?.message;
  const regionCountries: readonly Country[] = country === '' ? COUNTRIES : [country];
  const feesError = errors.fees?.message ?? errors.fees?.root?.message;
  const estimateHint = agendaCredits
    ? `Used only when the agenda carries no credits; the agenda below gives ${creditsSummary(agendaCredits).replace(/^Up to/, 'up to')}.`
    : 'Used when the agenda carries no credits (none of its sessions states any yet).';

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FieldGroup id="event-format" legend="Format" error={errors.format?.message}>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {EVENT_FORMATS.map((format) => (
              <ChoiceLabel key={format}>
                <input type="radio" value={format} {...register('format')} className={choiceInputClass} />
                {EVENT_FORMAT_LABELS[format]}
              </ChoiceLabel>
            ))}
          </div>
        </FieldGroup>
        <FormField
          id="event-timezone"
          label="Time zone"
          error={errors.timezone?.message}
          hint="The zone the agenda's times are in. Pick one or type any IANA name, such as America/Chicago."
        >
          <input
            list={TIME_ZONE_LIST}
            autoComplete="off"
            spellCheck={false}
            {...register('timezone')}
            {...fieldAria('event-timezone', errors.timezone?.message, 'hint')}
            className={inputClass(Boolean(errors.timezone))}
          />
          <datalist id={TIME_ZONE_LIST}>
            {NORTH_AMERICAN_TIME_ZONES.map((zone) => (
              <option key={zone.zone} value={zone.zone} label={zone.label} />
            ))}
          </datalist>
        </FormField>
        <FieldGroup
          id="event-audiences"
          legend="Audiences"
          hint="Who the education is for; leave all unticked when it is not stated."
          error={firstMessage(errors.audiences)}
          className="md:col-span-2"
        >
          <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {AUDIENCES.map((audience) => (
              <ChoiceLabel key={audience}>
                <input type="checkbox" value={audience} {...register('audiences')} className={choiceInputClass} />
                {AUDIENCE_LABELS[audience]}
              </ChoiceLabel>
            ))}
          </div>
        </FieldGroup>
        <FieldGroup
          id="event-topics"
          legend="Subjects (AGD codes)"
          hint="The event's subjects as a whole; each agenda session can carry its own."
          error={firstMessage(errors.topics)}
          className="md:col-span-2"
        >
          <SubjectCheckboxes
            value={topics ?? []}
            onChange={(codes) =>
              setValue('topics', codes, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
            className="lg:grid-cols-3"
          />
        </FieldGroup>
      </div>

      <FieldGroup
        id="event-provider"
        legend={<SubHeading>CE provider</SubHeading>}
        hint="Who awards the credits. Leave every part empty when it is not known yet."
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField
            id="event-provider-name"
            label="Provider name"
            error={providerError('name')}
            className="md:col-span-2"
          >
            <input
              {...register('ceProvider.name')}
              {...fieldAria('event-provider-name', providerError('name'))}
              className={inputClass(Boolean(providerError('name')))}
            />
          </FormField>
          <FormField id="event-provider-ada" label="ADA CERP provider ID" error={providerError('adaCerpProviderId')}>
            <input
              {...register('ceProvider.adaCerpProviderId')}
              {...fieldAria('event-provider-ada', providerError('adaCerpProviderId'))}
              className={inputClass(Boolean(providerError('adaCerpProviderId')))}
            />
          </FormField>
          <FormField id="event-provider-agd" label="AGD PACE provider ID" error={providerError('agdPaceProviderId')}>
            <input
              {...register('ceProvider.agdPaceProviderId')}
              {...fieldAria('event-provider-agd', providerError('agdPaceProviderId'))}
              className={inputClass(Boolean(providerError('agdPaceProviderId')))}
            />
          </FormField>
          <FormField
            id="event-provider-statement"
            label="Approval statement"
            error={providerError('approvalStatement')}
            hint="Shown on the public event page exactly as written here, as the recognising body words it."
            className="md:col-span-2"
          >
            <textarea
              rows={4}
              {...register('ceProvider.approvalStatement')}
              {...fieldAria('event-provider-statement', providerError('approvalStatement'), 'hint')}
              className={inputClass(Boolean(providerError('approvalStatement')))}
            />
          </FormField>
          <FormField
            id="event-provider-period"
            label="Approval period"
            error={providerError('approvalPeriod')}
            hint="For example 1/1/2025 to 12/31/2028."
          >
            <input
              {...register('ceProvider.approvalPeriod')}
              {...fieldAria('event-provider-period', providerError('approvalPeriod'), 'hint')}
              className={inputClass(Boolean(providerError('approvalPeriod')))}
            />
          </FormField>
          <div className="md:col-span-2">
            <BoardApprovalsFields form={form} />
          </div>
        </div>
      </FieldGroup>

      <FieldGroup
        id="event-fees"
        legend={<SubHeading>Fees</SubHeading>}
        hint="One row per price, such as 'Dentist' or 'Hygienist, early bird'."
        error={feesError}
      >
        {fees.fields.length === 0 && <p className="text-sm text-slate-600">No fees listed.</p>}
        <ul className="space-y-3">
          {fees.fields.map((fee, index) => {
            const rowErrors = errors.fees?.[index];
            const fieldId = (part: string) => `event-fee-${index}-${part}`;
            const rowLabel = `Fee ${index + 1}`;
            return (
              <li
                key={fee.id}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[minmax(0,1fr)_8rem_7rem_auto] sm:border-0 sm:p-0"
              >
                <div className="col-span-3 sm:col-span-1">
                  <label htmlFor={fieldId('label')} className="block text-xs font-medium text-slate-700">
                    <span className="sr-only">{`${rowLabel} `}</span>Label
                  </label>
                  <input
                    {...register(`fees.${index}.label`)}
                    {...fieldAria(fieldId('label'), rowErrors?.label?.message)}
                    className={inputClass(Boolean(rowErrors?.label))}
                  />
                  {rowErrors?.label?.message && (
                    <p id={`${fieldId('label')}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {rowErrors.label.message}
                    </p>
                  )}
                </div>
                <div>
                  <label htmlFor={fieldId('amount')} className="block text-xs font-medium text-slate-700">
                    <span className="sr-only">{`${rowLabel} `}</span>Amount
                  </label>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    {...register(`fees.${index}.amount`)}
                    {...fieldAria(fieldId('amount'), rowErrors?.amount?.message)}
                    className={inputClass(Boolean(rowErrors?.amount))}
                  />
                  {rowErrors?.amount?.message && (
                    <p id={`${fieldId('amount')}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {rowErrors.amount.message}
                    </p>
                  )}
                </div>
                <div>
                  <label htmlFor={fieldId('currency')} className="block text-xs font-medium text-slate-700">
                    <span className="sr-only">{`${rowLabel} `}</span>Currency
                  </label>
                  <select
                    {...register(`fees.${index}.currency`)}
                    {...fieldAria(fieldId('currency'), rowErrors?.currency?.message)}
                    className={inputClass(Boolean(rowErrors?.currency))}
                  >
                    {CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  onClick={() => fees.remove(index)}
                  className={buttonClass('ghost', 'sm', 'mt-5 px-2 text-red-700 hover:bg-red-50')}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="sr-only">{`Remove ${rowLabel}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() =>
            fees.append({ label: '', amount: '', currency: nextFeeCurrency(getValues('fees'), getValues('country')) })
          }
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add Fee
        </button>
      </FieldGroup>

      <div className="grid grid-cols-1 gap-x-4 gap-y-8 md:grid-cols-2">
        <FieldGroup
          id="event-days"
          legend={<SubHeading>Days</SubHeading>}
          hint={
            readDays
              ? 'Read from the date text. Change the date above to change them.'
              : 'The date text cannot be read as days: give the first and last day, so the event can be found by date.'
          }
        >
          <div className="grid grid-cols-2 gap-3">
            {readDays ? (
              <>
                <FormField id="event-start-date" label="Start date">
                  <input
                    id="event-start-date"
                    type="date"
                    readOnly
                    value={readDays.startDate}
                    aria-describedby="event-days-hint"
                    className={READ_ONLY_INPUT}
                  />
                </FormField>
                <FormField id="event-end-date" label="End date">
                  <input
                    id="event-end-date"
                    type="date"
                    readOnly
                    value={readDays.endDate}
                    aria-describedby="event-days-hint"
                    className={READ_ONLY_INPUT}
                  />
                </FormField>
              </>
            ) : (
              <>
                <FormField id="event-start-date" label="Start date" error={errors.startDate?.message}>
                  <input
                    type="date"
                    {...register('startDate')}
                    {...fieldAria('event-start-date', errors.startDate?.message)}
                    className={inputClass(Boolean(errors.startDate))}
                  />
                </FormField>
                <FormField id="event-end-date" label="End date" error={errors.endDate?.message}>
                  <input
                    type="date"
                    {...register('endDate')}
                    {...fieldAria('event-end-date', errors.endDate?.message)}
                    className={inputClass(Boolean(errors.endDate))}
                  />
                </FormField>
              </>
            )}
          </div>
        </FieldGroup>

        <FieldGroup
          id="event-place"
          legend={<SubHeading>Place</SubHeading>}
          hint={
            region === '' && cityPlace
              ? `Left empty, the state or province is read from the city: ${cityPlace.words}.`
              : 'Filled in from the city when it names one, such as "Dallas, TX".'
          }
        >
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            <FormField id="event-country" label="Country" error={errors.country?.message}>
              <select
                {...register('country', { onChange: () => choosePlace('country') })}
                {...fieldAria('event-country', errors.country?.message)}
                className={inputClass(Boolean(errors.country))}
              >
                <option value="">Not stated</option>
                {COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {COUNTRY_NAMES[code]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="event-region" label="State or province" error={errors.region?.message}>
              <select
                {...register('region', { onChange: () => choosePlace('region') })}
                {...fieldAria('event-region', errors.region?.message)}
                className={inputClass(Boolean(errors.region))}
              >
                <option value="">Not stated</option>
                {regionCountries.map((code) => (
                  <optgroup key={code} label={COUNTRY_NAMES[code]}>
                    {REGIONS[code].map((choice) => (
                      <option key={choice.code} value={choice.code}>
                        {choice.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </FormField>
          </div>
        </FieldGroup>
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormField
          id="event-commercial-support"
          label="Commercial support"
          error={errors.commercialSupport?.message}
          hint="Companies that support the education with grants or in kind, as the provider discloses them. Leave empty when none is stated."
          className="md:col-span-2"
        >
          <textarea
            rows={3}
            {...register('commercialSupport')}
            {...fieldAria('event-commercial-support', errors.commercialSupport?.message, 'hint')}
            className={inputClass(Boolean(errors.commercialSupport))}
          />
        </FormField>
        <FormField
          id="event-estimated-credits"
          label="Estimated CE credits"
          error={errors.estimatedCeCredits?.message}
          hint={estimateHint}
        >
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={ESTIMATED_CREDITS_MAX}
            step={CREDIT_STEP}
            {...register('estimatedCeCredits')}
            {...fieldAria('event-estimated-credits', errors.estimatedCeCredits?.message, 'hint')}
            className={inputClass(Boolean(errors.estimatedCeCredits))}
          />
        </FormField>
      </div>
    </div>
  );
}
