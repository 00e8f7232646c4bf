import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { ChevronRight, Plus, Save, Trash2 } from 'lucide-react';
import {
  AUDIENCES,
  AUDIENCE_LABELS,
  BOARD_TEXT_DECIDES,
  CE_RULE_KINDS,
  CE_UNITS,
  COUNTRIES,
  COUNTRY_NAMES,
  CREDIT_TYPES,
  CREDIT_TYPE_LABELS,
  MANDATES,
  MANDATE_LABELS,
  REGIONS,
  SESSION_DELIVERIES,
  SESSION_DELIVERY_LABELS,
  countryOfRegion,
  type CeRuleSet,
  type CreateCeRuleSetRequest,
} from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { subjectList } from '../../../event-editing/components/ce-labels';
import { ChoiceLabel, choiceInputClass, FieldGroup } from '../../../event-editing/components/FieldGroup';
import { applyServerIssues, fieldAria, FormField, inputClass } from '../../components/form';
import { SaveBar } from '../../components/SaveBar';
import { SubjectCheckboxes } from '../../../event-editing/components/SubjectCheckboxes';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import {
  emptyRule,
  emptySource,
  RULE_SET_FIELDS,
  ruleSetFormValues,
  ruleSetRequestOf,
  type RuleSetFormValues,
} from '../rule-set-form-model';

const KIND_LABELS = {
  minimum: 'Minimum: at least this much',
  maximum: 'Maximum: counts at most this much',
  excluded: 'Excluded: does not count',
} as const;
const UNIT_LABELS = { hours: 'Hours (or units)', points: 'Points' } as const;

/** The first message under a field that holds a list or an object (its own, or one of its parts'). */
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

function ErrorLine({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type Form = UseFormReturn<RuleSetFormValues>;

/** One rule: what it asks (kind, amount), which sessions it is about (where), and where it was read. */
function RuleFields({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const { register, watch, setValue } = form;
  const errors: FieldErrors<RuleSetFormValues> = form.formState.errors;
  const ruleErrors = errors.rules?.[index];
  const id = (part: string) => `rule-${index}-${part}`;
  const kind = watch(`rules.${index}.kind`);
  const topics = watch(`rules.${index}.topics`);
  const sourceTitles = watch('sources')
    .map((source) => source.title.trim())
    .filter(Boolean);
  const label = watch(`rules.${index}.label`);
  const ruleName = `Rule ${index + 1}`;
  // The server names the rule's criteria together ('rules.0.where'); the form holds them as separate lists.
  const whereError = firstMessage((ruleErrors as { where?: unknown } | undefined)?.where);

  return (
    <li>
      <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          {label?.trim() ? `${ruleName}: ${label}` : ruleName}
        </legend>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-6">
          <FormField
            id={id('id')}
            label="Rule id"
            error={ruleErrors?.id?.message}
            hint="Lower-case letters, digits and dashes, such as infection-control."
            className="md:col-span-2"
          >
            <input
              {...register(`rules.${index}.id`)}
              {...fieldAria(id('id'), ruleErrors?.id?.message, 'hint')}
              autoComplete="off"
              spellCheck={false}
              className={inputClass(Boolean(ruleErrors?.id))}
            />
          </FormField>
          <FormField id={id('label')} label="Label" error={ruleErrors?.label?.message} className="md:col-span-4">
            <input
              {...register(`rules.${index}.label`)}
              {...fieldAria(id('label'), ruleErrors?.label?.message)}
              className={inputClass(Boolean(ruleErrors?.label))}
            />
          </FormField>
          <FormField id={id('kind')} label="Kind" error={ruleErrors?.kind?.message} className="md:col-span-3">
            <select
              {...register(`rules.${index}.kind`)}
              {...fieldAria(id('kind'), ruleErrors?.kind?.message)}
              className={inputClass(Boolean(ruleErrors?.kind))}
            >
              {CE_RULE_KINDS.map((choice) => (
                <option key={choice} value={choice}>
                  {KIND_LABELS[choice]}
                </option>
              ))}
            </select>
          </FormField>
          {kind !== 'excluded' && (
            <FormField id={id('amount')} label="Amount" error={ruleErrors?.amount?.message} className="md:col-span-3">
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                {...register(`rules.${index}.amount`)}
                {...fieldAria(id('amount'), ruleErrors?.amount?.message)}
                className={inputClass(Boolean(ruleErrors?.amount))}
              />
            </FormField>
          )}
        </div>

        <FieldGroup
          id={id('where')}
          legend="Which sessions it is about"
          hint="Every part you tick must hold; within one part, any ticked value does. Tick at least one."
          error={whereError}
          className="mt-4"
        >
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <FieldGroup id={id('mandates')} legend="Mandated subjects" className="lg:col-span-2">
              <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                {MANDATES.map((mandate) => (
                  <ChoiceLabel key={mandate}>
                    <input
                      type="checkbox"
                      value={mandate}
                      {...register(`rules.${index}.mandates`)}
                      className={choiceInputClass}
                    />
                    {MANDATE_LABELS[mandate]}
                  </ChoiceLabel>
                ))}
              </div>
            </FieldGroup>
            <div className="space-y-4">
              <FieldGroup id={id('delivery')} legend="Delivery">
                {SESSION_DELIVERIES.map((delivery) => (
                  <ChoiceLabel key={delivery}>
                    <input
                      type="checkbox"
                      value={delivery}
                      {...register(`rules.${index}.delivery`)}
                      className={choiceInputClass}
                    />
                    {SESSION_DELIVERY_LABELS[delivery]}
                  </ChoiceLabel>
                ))}
              </FieldGroup>
              <FieldGroup id={id('credit-types')} legend="Credit types">
                {CREDIT_TYPES.map((type) => (
                  <ChoiceLabel key={type}>
                    <input
                      type="checkbox"
                      value={type}
                      {...register(`rules.${index}.creditTypes`)}
                      className={choiceInputClass}
                    />
                    {CREDIT_TYPE_LABELS[type]}
                  </ChoiceLabel>
                ))}
              </FieldGroup>
            </div>
          </div>
          <details className="group mt-3 rounded-lg border border-slate-300 bg-white text-sm">
            <summary className="flex cursor-pointer items-start gap-2 px-3 py-2 text-slate-800">
              <ChevronRight
                className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90"
                aria-hidden="true"
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium">AGD subjects</span>
                <span className="text-slate-600">{`: ${topics.length > 0 ? subjectList(topics) : 'none chosen'}`}</span>
              </span>
            </summary>
            <fieldset className="min-w-0 border-t border-slate-200 px-2 py-2">
              <legend className="sr-only">{`AGD subjects of ${ruleName}`}</legend>
              <SubjectCheckboxes
                value={topics}
                onChange={(codes) => setValue(`rules.${index}.topics`, codes, { shouldDirty: true })}
              />
            </fieldset>
          </details>
        </FieldGroup>

        <div className="mt-4 grid grid-cols-1 items-start gap-3 md:grid-cols-2">
          <div className="md:pt-6">
            <ChoiceLabel>
              <input
                type="checkbox"
                {...register(`rules.${index}.approvedProviderOnly`)}
                className={choiceInputClass}
              />
              Counts only from a provider the board approved for the subject
            </ChoiceLabel>
          </div>
          <FormField id={id('source')} label="Read from" error={ruleErrors?.source?.message}>
            <select
              {...register(`rules.${index}.source`)}
              {...fieldAria(id('source'), ruleErrors?.source?.message)}
              className={inputClass(Boolean(ruleErrors?.source))}
            >
              <option value="">No source named</option>
              {sourceTitles.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <button
          type="button"
          onClick={onRemove}
          className={buttonClass('ghost', 'sm', 'mt-3 text-red-700 hover:bg-red-50')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {`Remove ${ruleName}`}
        </button>
      </fieldset>
    </li>
  );
}

/**
 * The form that records or edits a renewal rule set: the board, the cycle and total, its rules
 * and its sources. The server checks it with the contracts' schema; a 400's messages land under
 * the inputs they name, and nothing is written.
 */
export function RuleSetForm({
  set,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  set: CeRuleSet | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects with the ApiError so its field issues can be shown. */
  onSubmit: (request: CreateCeRuleSetRequest) => Promise<unknown>;
}) {
  const form = useForm<RuleSetFormValues>({ defaultValues: ruleSetFormValues(set) });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = form;
  const rules = useFieldArray({ control, name: 'rules' });
  const sources = useFieldArray({ control, name: 'sources' });
  const guard = useUnsavedChanges(isDirty);
  const [formProblem, setFormProblem] = useState<string | undefined>();
  // eslint-disable-next-line react-hooks/incompatible-library -- the region list follows the chosen country.
  const country = watch('country');

  const chooseCountry = () => {
    const region = getValues('region');
    if (region !== '' && countryOfRegion(region) !== getValues('country'))
      setValue('region', '', { shouldDirty: true });
  };

  const submit = handleSubmit(async (values) => {
    setFormProblem(undefined);
    // A save goes on to the list: that is not leaving with unsaved changes.
    guard.release();
    try {
      await onSubmit(ruleSetRequestOf(values));
    } catch (error) {
      guard.hold();
      const onField = applyServerIssues(error, RULE_SET_FIELDS, setError);
      if (!onField)
        setFormProblem(
          error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The rule set could not be saved.',
        );
    }
  });

  const sourcesError = errors.sources?.message ?? errors.sources?.root?.message;
  const rulesError = errors.rules?.message ?? errors.rules?.root?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {guard.dialog}
      <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {BOARD_TEXT_DECIDES}
      </p>
      <Section title="Board and licence">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField id="rule-set-name" label="Name" required error={errors.name?.message} className="md:col-span-2">
            <input
              {...register('name')}
              {...fieldAria('rule-set-name', errors.name?.message)}
              placeholder="Texas dentists"
              className={inputClass(Boolean(errors.name))}
            />
          </FormField>
          <FormField id="rule-set-country" label="Country" required error={errors.country?.message}>
            <select
              {...register('country', { onChange: chooseCountry })}
              {...fieldAria('rule-set-country', errors.country?.message)}
              className={inputClass(Boolean(errors.country))}
            >
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {COUNTRY_NAMES[code]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="rule-set-region" label="State or province" required error={errors.region?.message}>
            <select
              {...register('region')}
              {...fieldAria('rule-set-region', errors.region?.message)}
              className={inputClass(Boolean(errors.region))}
            >
              <option value="">Choose one</option>
              {REGIONS[country].map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="rule-set-role" label="Role" required error={errors.role?.message}>
            <select
              {...register('role')}
              {...fieldAria('rule-set-role', errors.role?.message)}
              className={inputClass(Boolean(errors.role))}
            >
              {AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {AUDIENCE_LABELS[audience]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="rule-set-cycle" label="Cycle (years)" required error={errors.cycleYears?.message}>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('cycleYears')}
              {...fieldAria('rule-set-cycle', errors.cycleYears?.message)}
              className={inputClass(Boolean(errors.cycleYears))}
            />
          </FormField>
          <FormField id="rule-set-unit" label="Unit" required error={errors.unit?.message}>
            <select
              {...register('unit')}
              {...fieldAria('rule-set-unit', errors.unit?.message)}
              className={inputClass(Boolean(errors.unit))}
            >
              {CE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {UNIT_LABELS[unit]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="rule-set-total" label="Total per cycle" required error={errors.total?.message}>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...register('total')}
              {...fieldAria('rule-set-total', errors.total?.message)}
              className={inputClass(Boolean(errors.total))}
            />
          </FormField>
          <FormField
            id="rule-set-per-day"
            label="Most counted in one day"
            error={errors.perDayMaximum?.message}
            hint="Leave empty when the board sets no daily maximum."
          >
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...register('perDayMaximum')}
              {...fieldAria('rule-set-per-day', errors.perDayMaximum?.message, 'hint')}
              className={inputClass(Boolean(errors.perDayMaximum))}
            />
          </FormField>
          <FormField
            id="rule-set-effective"
            label="Effective from"
            error={errors.effectiveFrom?.message}
            hint="The first day these rules apply, when the board states one."
          >
            <input
              type="date"
              {...register('effectiveFrom')}
              {...fieldAria('rule-set-effective', errors.effectiveFrom?.message, 'hint')}
              className={inputClass(Boolean(errors.effectiveFrom))}
            />
          </FormField>
          <FormField
            id="rule-set-notes"
            label="Notes"
            error={errors.notes?.message}
            hint="What the rules above cannot say, such as requirements no session states."
            className="md:col-span-2"
          >
            <textarea
              rows={4}
              {...register('notes')}
              {...fieldAria('rule-set-notes', errors.notes?.message, 'hint')}
              className={inputClass(Boolean(errors.notes))}
            />
          </FormField>
        </div>
      </Section>

      <Section
        title="Rules"
        description="Minimum hours in a subject, a cap on a kind of session, or sessions that do not count."
      >
        {rules.fields.length === 0 && <p className="text-sm text-slate-600">No rules: only the total is checked.</p>}
        <ol className="space-y-4">
          {rules.fields.map((rule, index) => (
            <RuleFields key={rule.id} form={form} index={index} onRemove={() => rules.remove(index)} />
          ))}
        </ol>
        <ErrorLine id="rule-set-rules-error" message={rulesError} />
        <button
          type="button"
          onClick={() => rules.append(emptyRule())}
          className={buttonClass('secondary', 'sm', 'mt-4')}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add Rule
        </button>
      </Section>

      <Section
        title="Sources"
        description="The pages of the board's own text the rules were read from: at least one, each with a title and an http(s) address."
      >
        <ul className="space-y-3">
          {sources.fields.map((source, index) => {
            const sourceErrors = errors.sources?.[index];
            const id = (part: string) => `source-${index}-${part}`;
            return (
              <li
                key={source.id}
                className="grid grid-cols-1 items-start gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
              >
                <FormField id={id('title')} label={`Source ${index + 1} title`} error={sourceErrors?.title?.message}>
                  <input
                    {...register(`sources.${index}.title`)}
                    {...fieldAria(id('title'), sourceErrors?.title?.message)}
                    className={inputClass(Boolean(sourceErrors?.title))}
                  />
                </FormField>
                <FormField id={id('url')} label={`Source ${index + 1} URL`} error={sourceErrors?.url?.message}>
                  <input
                    type="url"
                    placeholder="https://"
                    {...register(`sources.${index}.url`)}
                    {...fieldAria(id('url'), sourceErrors?.url?.message)}
                    className={inputClass(Boolean(sourceErrors?.url))}
                  />
                </FormField>
                <button
                  type="button"
                  onClick={() => sources.remove(index)}
                  className={buttonClass('ghost', 'sm', 'px-2 text-red-700 hover:bg-red-50 md:mt-6')}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="sr-only">{`Remove source ${index + 1}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <ErrorLine id="rule-set-sources-error" message={sourcesError} />
        <button
          type="button"
          onClick={() => sources.append(emptySource())}
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add Source
        </button>
        <FormField
          id="rule-set-verified"
          label="Verified on"
          required
          error={errors.verifiedOn?.message}
          hint="The day the sources were last read."
          className="mt-4 max-w-xs"
        >
          <input
            type="date"
            {...register('verifiedOn')}
            {...fieldAria('rule-set-verified', errors.verifiedOn?.message, 'hint')}
            className={inputClass(Boolean(errors.verifiedOn))}
          />
        </FormField>
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
        <Link to="/admin/ce-requirements" className={buttonClass('secondary')}>
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
