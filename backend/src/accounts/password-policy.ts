import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NewPasswordSchema, PASSWORD_TOO_COMMON } from '@dental/contracts';
import { invalid } from '../shared/domain/domain-errors';

/**
 * common-passwords.txt: the 10,000 most common passwords of 12 to 200 characters (lower-cased,
 * in order of frequency) from SecLists' 10-million-password-list-top-1M (Daniel Miessler and
 * Jason Haddix, OWASP SecLists, CC BY-SA 3.0). Shorter ones are refused by length anyway, so the
 * list holds only what the length rule would let through. Read from the sources folder, which
 * both the built server (dist/accounts) and the tests (src/accounts) reach as ../../src/accounts.
 */
const LIST_FILE = join(__dirname, '..', '..', 'src', 'accounts', 'common-passwords.txt');

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Throws 400 with a message naming the field when a new password is too short, too long or too common. */
export function checkNewPassword(password: string, field: string): void {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Password is not valid';
    throw invalid(message, [{ path: field, message }]);
  }
  if (isCommonPassword(password)) throw invalid(PASSWORD_TOO_COMMON, [{ path: field, message: PASSWORD_TOO_COMMON }]);
}
