import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { COUNTRIES, COUNTRY_NAMES, MANDATES, MANDATE_LABELS, REGIONS } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { fieldAria, FormField, inputClass } from '../../submissions/components/FormField';
import { newBoardApproval, type BoardApprovalsForm } from './board-approval-rows';
import { ChoiceLabel, choiceInputClass, FieldGroup } from './FieldGroup';

/**
 * The CE provider's board approvals: where a licensing board itself registered the provider, with
 * the board's number and the mandated subjects it covers (none ticked: all). Some boards count a
 * mandated subject only from such a provider (decision 0063). Rows are added and removed. Used by
 * the admin's event form and the public submission form (decision 0072).
 */
export function BoardApprovalsFields<Values extends BoardApprovalsForm, Valid>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Valid>;
}) {
  // react-hook-form cannot work out the paths of a form whose type is a parameter; every form
  // given here has the two paths of BoardApprovalsForm, which is all this component touches.
  const { register, control, watch, getValues, setValue, formState } =
    form as unknown as UseFormReturn<BoardApprovalsForm>;
  const errors: FieldErrors<BoardApprovalsForm> = formState.errors;
  const approvals = useFieldArray({ control, name: 'ceProvider.boardApprovals' });
  const listErrors = errors.ceProvider?.boardApprovals;
  const listError = listErrors?.message ?? listErrors?.root?.message;

  return (
    <FieldGroup
      id="board-approvals"
      legend="Board approvals"
      hint="Where a state or provincial board registered this provider itself, and for which mandated subjects."
      error={listError}
    >
      {approvals.fields.length === 0 && <p className="text-sm text-slate-600">No board approvals listed.</p>}
      <ul className="space-y-3">
        {approvals.fields.map((approval, index) => {
          const rowErrors = listErrors?.[index];
          const rowLabel = `Board approval ${index + 1}`;
          const fieldId = (part: string) => `board-approval-${index}-${part}`;
          const country = watch(`ceProvider.boardApprovals.${index}.country`);
          return (
            <li key={approval.id}>
              <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">{rowLabel}</legend>
                <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_auto]">
                  <FormField id={fieldId('country')} label="Country" error={rowErrors?.country?.message}>
                    <select
                      {...register(`ceProvider.boardApprovals.${index}.country`, {
                        // A state of the other country no longer fits: choose again.
                        onChange: () => setValue(`ceProvider.boardApprovals.${index}.region`, ''),
                      })}
                      {...fieldAria(fieldId('country'), rowErrors?.country?.message)}
                      className={inputClass(Boolean(rowErrors?.country))}
                    >
                      {COUNTRIES.map((code) => (
                        <option key={code} value={code}>
                          {COUNTRY_NAMES[code]}
                        </option>
                      ))}
                    </select>
                  </FormField>
                  <FormField id={fieldId('region')} label="State or province" error={rowErrors?.region?.message}>
                    <select
                      {...register(`ceProvider.boardApprovals.${index}.region`)}
                      {...fieldAria(fieldId('region'), rowErrors?.region?.message)}
                      className={inputClass(Boolean(rowErrors?.region))}
                    >
                      <option value="">Choose one</option>
                      {REGIONS[country].map((region) => (
                        <option key={region.code} value={region.code}>
                          {region.name}
                        </option>
                      ))}
                    </select>
                  </FormField>
                  <FormField id={fieldId('number')} label="Board's provider number" error={rowErrors?.number?.message}>
                    <input
                      {...register(`ceProvider.boardApprovals.${index}.number`)}
                      {...fieldAria(fieldId('number'), rowErrors?.number?.message)}
                      className={inputClass(Boolean(rowErrors?.number))}
                    />
                  </FormField>
                  <button
                    type="button"
                    onClick={() => approvals.remove(index)}
                    className={buttonClass(
                      'ghost',
                      'sm',
                      'self-end justify-self-start px-2 text-red-700 hover:bg-red-50',
                    )}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="sr-only">{`Remove ${rowLabel}`}</span>
                  </button>
                </div>
                <FieldGroup
                  id={fieldId('mandates')}
                  legend="Registered for"
                  hint="Leave all unticked when the registration covers every subject."
                  error={rowErrors?.mandates?.message}
                  className="mt-3"
                >
                  <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
                    {MANDATES.map((mandate) => (
                      <ChoiceLabel key={mandate}>
                        <input
                          type="checkbox"
                          value={mandate}
                          {...register(`ceProvider.boardApprovals.${index}.mandates`)}
                          className={choiceInputClass}
                        />
                        {MANDATE_LABELS[mandate]}
                      </ChoiceLabel>
                    ))}
                  </div>
                </FieldGroup>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => approvals.append(newBoardApproval(getValues('country')))}
        className={buttonClass('secondary', 'sm', 'mt-3')}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add Board Approval
      </button>
    </FieldGroup>
  );
}
