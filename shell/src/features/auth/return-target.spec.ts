import { describe, expect, it } from '@jest/globals';
import { HOME, returnTarget } from './return-target.js';

describe(returnTarget.name, () => {
  it('returns to the protected page the visitor opened, with its query', () => {
    expect(returnTarget({ from: '/tasks/42' })).toBe('/tasks/42');
    expect(returnTarget({ from: '/task-management' })).toBe('/task-management');
    expect(returnTarget({ from: '/settings/users?tab=pending' })).toBe('/settings/users?tab=pending');
  });

  it('goes home when nothing was asked for', () => {
    expect(returnTarget(undefined)).toBe(HOME);
    expect(returnTarget(null)).toBe(HOME);
    expect(returnTarget({})).toBe(HOME);
    expect(returnTarget({ from: 42 })).toBe(HOME);
  });

  it('never leaves the app or goes back to an account screen or a 404', () => {
    expect(returnTarget({ from: 'https://evil.example/tasks/1' })).toBe(HOME);
    expect(returnTarget({ from: '//evil.example/tasks/1' })).toBe(HOME);
    expect(returnTarget({ from: '/\\evil.example' })).toBe(HOME);
    expect(returnTarget({ from: '/auth' })).toBe(HOME);
    expect(returnTarget({ from: '/set-password/abc' })).toBe(HOME);
    expect(returnTarget({ from: '/no/such/page' })).toBe(HOME);
  });
});
