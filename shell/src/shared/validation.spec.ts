import { describe, expect, it } from '@jest/globals';
import { confirmProblem, emailProblem, isExistingAccountMessage, loginPasswordProblem, newPasswordProblem, setupPasswordProblem } from './validation.js';

describe('auth validation', () => {
  it('rejects malformed e-mail addresses', () => {
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem('ada@example')).toBe('Invalid email address');
    expect(emailProblem('not an email')).toBe('Invalid email address');
  });

  it('requires a password to log in', () => {
    expect(loginPasswordProblem('')).toBe('Password is required');
    expect(loginPasswordProblem('x')).toBeNull();
  });

  it('applies the registration password rules in order', () => {
    expect(newPasswordProblem('a1')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('12345678')).toBe('Password must contain at least one letter');
    expect(newPasswordProblem('abcdefgh')).toBe('Password must contain at least one number or special character');
    expect(newPasswordProblem('abcdefg!')).toBeNull();
    expect(newPasswordProblem('abcdefg1')).toBeNull();
  });

  it('recognises the existing-account answer', () => {
    expect(isExistingAccountMessage('User with this email already exists')).toBe(true);
    expect(isExistingAccountMessage('Bad request')).toBe(false);
    expect(isExistingAccountMessage(undefined)).toBe(false);
  });

  it('recognises the existing-account answer of the new API', () => {
    expect(isExistingAccountMessage('An account with this email already exists')).toBe(true);
  });

  it('asks the confirmation to repeat the password exactly', () => {
    expect(confirmProblem('abcdefg1', 'abcdefg1')).toBeNull();
    expect(confirmProblem('abcdefg1', 'abcdefg2')).toBe('Passwords do not match.');
    expect(confirmProblem('abcdefg1', '')).toBe('Passwords do not match.');
  });

  it('checks the password rules before the confirmation when setting up an account', () => {
    expect(setupPasswordProblem('short1', 'other')).toBe('Password must be at least 8 characters');
    expect(setupPasswordProblem('12345678', '12345678')).toBe('Password must contain at least one letter');
    expect(setupPasswordProblem('abcdefgh', 'abcdefgh')).toBe('Password must contain at least one number or special character');
    expect(setupPasswordProblem('abcdefg1', 'abcdefg!')).toBe('Passwords do not match.');
    expect(setupPasswordProblem('abcdefg1', 'abcdefg1')).toBeNull();
  });
});
