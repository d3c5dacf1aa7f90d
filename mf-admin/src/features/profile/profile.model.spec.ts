import { describe, expect, it } from '@jest/globals';
import { profileChanged, profileFromUser, profileProblems } from './profile.model.js';

const saved = profileFromUser({ firstName: 'Ada', lastName: null, email: 'ada@example.com' });

describe(profileChanged.name, () => {
  it('is false until a field differs from the saved profile', () => {
    expect(saved).toEqual({ firstName: 'Ada', lastName: '', email: 'ada@example.com' });
    expect(profileChanged(saved, { ...saved })).toBe(false);
    expect(profileChanged(saved, { ...saved, firstName: 'Ada ' })).toBe(false);
    expect(profileChanged(saved, { ...saved, lastName: 'Lovelace' })).toBe(true);
  });
});

describe(profileProblems.name, () => {
  it('requires every field and a simple e-mail shape', () => {
    expect(profileProblems({ firstName: '', lastName: ' ', email: 'nope' })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Please enter a valid email address.',
    });
    expect(profileProblems({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toEqual({});
  });
});
