// Texts from spec 000 section 5 ("Validation rules").
export const INVALID_EMAIL = 'Invalid email address';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORD_NEEDS_LETTER = 'Password must contain at least one letter';
export const PASSWORD_NEEDS_DIGIT_OR_SPECIAL = 'Password must contain at least one number or special character';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** null when valid, else the message to show. */
export function emailProblem(email: string): string | null {
  return EMAIL.test(email.trim()) ? null : INVALID_EMAIL;
}

/** Login only asks for a password. */
export function loginPasswordProblem(password: string): string | null {
  return password ? null : PASSWORD_REQUIRED;
}

/** The first unmet registration password rule, or null. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < 8) return PASSWORD_TOO_SHORT;
  if (!/[A-Za-z]/.test(password)) return PASSWORD_NEEDS_LETTER;
  if (!/[^A-Za-z]/.test(password)) return PASSWORD_NEEDS_DIGIT_OR_SPECIAL;
  return null;
}

/** Registration failures whose message says the account exists switch the view to login. */
export function isExistingAccountMessage(message: string | undefined): boolean {
  return !!message && message.toLowerCase().includes('already exists');
}

// Accept invitation and set password (spec 000 section 5).
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
/** The minimum length the accept form's inputs carry (spec 000 section 5); the rules above ask 8. */
export const SETUP_INPUT_MIN_LENGTH = 6;

/** The confirmation must repeat the password. */
export function confirmProblem(password: string, confirm: string): string | null {
  return password === confirm ? null : PASSWORDS_DO_NOT_MATCH;
}

/** Every problem of a new password and its confirmation, password first (null when fine). */
export function setupPasswordProblem(password: string, confirm: string): string | null {
  return newPasswordProblem(password) ?? confirmProblem(password, confirm);
}
