import { describe, expect, it } from '@jest/globals';
import { emailProblem, isExistingAccountMessage, loginPasswordProblem, newPasswordProblem } from './validation.js';

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
});
