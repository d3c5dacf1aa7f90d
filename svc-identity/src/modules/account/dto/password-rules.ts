import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { dictionary } from '@zxcvbn-ts/language-common';

// Separate named rules (two @Matches on one property would share the constraint key 'matches',
// and only one message would survive).

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Long passphrases are welcome (NIST SP 800-63B asks for at least 64 characters); the cap only
 * keeps a request from handing argon2 a megabyte to hash.
 */
export const PASSWORD_MAX_LENGTH = 256;
/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  noLetter: 'Password must contain at least one letter',
  noDigitOrSpecial: 'Password must contain at least one number or special character',
  common: 'This password is one of the most common passwords. Choose one that is harder to guess',
} as const;

// zxcvbn's list (xato's breach corpus, most used first; zxcvbn keeps it lower-case): its first
// 10,000 entries, compared without case so 'Password1' is refused like 'password1'.
let commonPasswords: ReadonlySet<string> | null = null;

/** True when the password (ignoring case) is among the 10,000 most common ones. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return commonPasswords.has(password.toLowerCase());
}

export const ContainsLetter = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'containsLetter', validator: { validate: (value) => typeof value === 'string' && /\p{L}/u.test(value) } }, options);

export const ContainsDigitOrSpecial = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'containsDigitOrSpecial', validator: { validate: (value) => typeof value === 'string' && /[^\p{L}\s]/u.test(value) } }, options);

export const NotCommonPassword = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'notCommonPassword', validator: { validate: (value) => typeof value === 'string' && !isCommonPassword(value) } }, options);

/**
 * The rules of every password a user sets (registration, invitation, reset): at least 8 and at
 * most 256 characters, a letter, a digit or special character, not among the 10,000 most common.
 * applyDecorators runs its list first to last, stacked decorators run bottom-up: the list is the
 * stack read from the bottom, so the answer is the most important broken rule (length first).
 */
export function NewPassword(): PropertyDecorator {
  return applyDecorators(
    NotCommonPassword({ message: PASSWORD_MESSAGES.common }),
    ContainsDigitOrSpecial({ message: PASSWORD_MESSAGES.noDigitOrSpecial }),
    ContainsLetter({ message: PASSWORD_MESSAGES.noLetter }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong }),
    IsString({ message: PASSWORD_MESSAGES.tooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_MESSAGES.tooShort }),
    ApiProperty({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, with a letter and a digit or special character, not one of the ${COMMON_PASSWORDS_REFUSED.toLocaleString('en-US')} most common passwords`,
    }),
  );
}
