import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@dental/contracts';
import { checkNewPassword, isCommonPassword } from './password-policy';

describe('new passwords', () => {
  it('finds common passwords of 12 characters or more in any case', () => {
    expect(isCommonPassword('qwertyqwerty')).toBe(true);
    expect(isCommonPassword('QwertyQwerty')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });

  it('refuses short and common ones with 400 naming the field', () => {
    expect(() => checkNewPassword('short', 'newPassword')).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        message: PASSWORD_TOO_SHORT,
        issues: [{ path: 'newPassword', message: PASSWORD_TOO_SHORT }],
      }),
    );
    expect(() => checkNewPassword('1qaz2wsx3edc', 'password')).toThrow(
      expect.objectContaining({ kind: 'invalid', message: PASSWORD_TOO_COMMON }),
    );
    expect(() => checkNewPassword('a long and unusual passphrase', 'password')).not.toThrow();
  });
});
