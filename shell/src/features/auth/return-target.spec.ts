import { describe, expect, it } from '@jest/globals';
import { HOME, returnTarget } from './return-target.js';

const to = (state: unknown) => returnTarget(state).to;

describe(returnTarget.name, () => {
  it('returns to the protected page the visitor opened, with its query', () => {
    expect(to({ from: '/tasks/42' })).toBe('/tasks/42');
    expect(to({ from: '/task-management' })).toBe('/task-management');
    expect(to({ from: '/settings/users?tab=pending' })).toBe('/settings/users?tab=pending');
  });

  it('names the remote that renders the page, to load it while the password is checked', () => {
    expect(returnTarget({ from: '/settings/users?tab=pending' }).remote).toBe('mf_admin');
    expect(returnTarget(undefined).remote).toBe('mf_tasks');
  });

  it('goes home when nothing was asked for', () => {
    expect(to(undefined)).toBe(HOME);
    expect(to(null)).toBe(HOME);
    expect(to({})).toBe(HOME);
    expect(to({ from: 42 })).toBe(HOME);
  });

  it('never leaves the app or goes back to an account screen or a 404', () => {
    expect(to({ from: 'https://evil.example/tasks/1' })).toBe(HOME);
    expect(to({ from: '//evil.example/tasks/1' })).toBe(HOME);
    expect(to({ from: '/\\evil.example' })).toBe(HOME);
    expect(to({ from: '/auth' })).toBe(HOME);
    expect(to({ from: '/set-password/abc' })).toBe(HOME);
    expect(to({ from: '/no/such/page' })).toBe(HOME);
  });
});
