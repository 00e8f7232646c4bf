import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@dental/contracts';

/** The server's rule: at least 12 characters. It also refuses common passwords, a list only it holds. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
export const MAX_PASSWORD_LENGTH = 200;

/** What is wrong with a new password before it is sent, or true when nothing is (react-hook-form's `validate`). */
export function newPasswordProblem(password: string): string | true {
  if (password.length === 0) return 'Choose a password';
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return true;
}

/** The password typed a second time must match, so a typo does not lock the account out. */
export function confirmationProblem(confirmation: string, password: string): string | true {
  if (confirmation.length === 0) return 'Type the password again';
  return confirmation === password ? true : 'The two passwords are not the same';
}

/** A new password equal to the current one changes nothing (and ends the other sessions for nothing). */
export function samePasswordProblem(password: string, currentPassword: string): string | true {
  return password !== '' && password === currentPassword ? 'Choose a password other than the current one' : true;
}

/** A light check of the address a reset link goes to; the server answers the same either way. */
export function resetEmailProblem(email: string): string | true {
  const trimmed = email.trim();
  if (trimmed === '') return 'Email is required';
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) ? true : 'Enter a valid email address';
}
