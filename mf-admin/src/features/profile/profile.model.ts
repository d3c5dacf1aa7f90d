export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
}

export const INVALID_EMAIL = 'Please enter a valid email address.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's starting values from the current user. */
export function profileFromUser(user: { firstName: string | null; lastName: string | null; email: string }): ProfileValues {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email };
}

/** 'Update Profile' is enabled only when a field differs from the saved profile. */
export function profileChanged(saved: ProfileValues, current: ProfileValues): boolean {
  return (['firstName', 'lastName', 'email'] as const).some((key) => saved[key].trim() !== current[key].trim());
}

/** Field -> message for every unmet rule (spec 000 section 5: all required, simple e-mail). */
export function profileProblems(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  const problems: Partial<Record<keyof ProfileValues, string>> = {};
  if (!values.firstName.trim()) problems.firstName = 'First name is required.';
  if (!values.lastName.trim()) problems.lastName = 'Last name is required.';
  if (!values.email.trim()) problems.email = 'Email is required.';
  else if (!EMAIL.test(values.email.trim())) problems.email = INVALID_EMAIL;
  return problems;
}
