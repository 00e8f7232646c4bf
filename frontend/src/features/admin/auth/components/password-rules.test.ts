import { confirmationProblem, newPasswordProblem, resetEmailProblem, samePasswordProblem } from './password-rules';

describe('password rules checked before sending', () => {
  it('asks for at least 12 characters, as the server does', () => {
    expect(newPasswordProblem('')).toBe('Choose a password');
    expect(newPasswordProblem('elevenchars')).toBe('Password must be at least 12 characters');
    expect(newPasswordProblem('twelve chars')).toBe(true);
    expect(newPasswordProblem('x'.repeat(201))).toBe('Password must be at most 200 characters');
  });

  it('wants the confirmation to match, and a new password to differ from the current one', () => {
    expect(confirmationProblem('', 'correct horse battery')).toBe('Type the password again');
    expect(confirmationProblem('correct horse batery', 'correct horse battery')).toBe(
      'The two passwords are not the same',
    );
    expect(confirmationProblem('correct horse battery', 'correct horse battery')).toBe(true);
    expect(samePasswordProblem('correct horse battery', 'correct horse battery')).toBe(
      'Choose a password other than the current one',
    );
    expect(samePasswordProblem('staple in the drawer', 'correct horse battery')).toBe(true);
  });

  it('checks a reset address lightly', () => {
    expect(resetEmailProblem('  ')).toBe('Email is required');
    expect(resetEmailProblem('not an address')).toBe('Enter a valid email address');
    expect(resetEmailProblem(' ana@example.com ')).toBe(true);
  });
});
