import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { fieldAria, FormField, inputClass } from '../../components/form';
import { confirmationProblem, MIN_PASSWORD_LENGTH, newPasswordProblem, samePasswordProblem } from './password-rules';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a good one; common passwords are refused.`;

/** 'New password' and 'Confirm new password', checked before anything is sent. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  getValues,
  idPrefix,
  differentFrom,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
  getValues: UseFormGetValues<T>;
  idPrefix: string;
  /** The current password, when the new one must differ from it. */
  differentFrom?: () => string;
}) {
  // The generic form is narrowed to the two fields this component owns.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const values = getValues as unknown as UseFormGetValues<NewPasswordValues>;
  const passwordId = `${idPrefix}-password`;
  const confirmId = `${idPrefix}-confirm`;
  return (
    <>
      <FormField id={passwordId} label="New password" required error={errors.password?.message} hint={HINT}>
        <input
          {...reg('password', {
            validate: (password) => {
              const problem = newPasswordProblem(password);
              return problem === true && differentFrom ? samePasswordProblem(password, differentFrom()) : problem;
            },
          })}
          {...fieldAria(passwordId, errors.password?.message, HINT)}
          type="password"
          autoComplete="new-password"
          className={inputClass(Boolean(errors.password))}
        />
      </FormField>
      <FormField id={confirmId} label="Confirm new password" required error={errors.confirmPassword?.message}>
        <input
          {...reg('confirmPassword', {
            validate: (confirmation) => confirmationProblem(confirmation, values('password')),
          })}
          {...fieldAria(confirmId, errors.confirmPassword?.message)}
          type="password"
          autoComplete="new-password"
          className={inputClass(Boolean(errors.confirmPassword))}
        />
      </FormField>
    </>
  );
}
