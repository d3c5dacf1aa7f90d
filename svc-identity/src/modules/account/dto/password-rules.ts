import { ValidateBy, type ValidationOptions } from 'class-validator';

// Separate named rules (two @Matches on one property would share the constraint key 'matches',
// and only one message would survive).

export const PASSWORD_MIN_LENGTH = 8;

export const ContainsLetter = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'containsLetter', validator: { validate: (value) => typeof value === 'string' && /\p{L}/u.test(value) } }, options);

export const ContainsDigitOrSpecial = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'containsDigitOrSpecial', validator: { validate: (value) => typeof value === 'string' && /[^\p{L}\s]/u.test(value) } },
    options,
  );
