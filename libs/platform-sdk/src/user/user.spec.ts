import { describe, expect, it } from '@jest/globals';
import { canManageCompany, canManageOwners, canManageTasks, canManageUsers, displayName } from './user.js';

describe(displayName.name, () => {
  it('uses first and last name when both exist', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
  });

  it('uses the username when a name part is missing or blank', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('ada');
    expect(displayName({ firstName: ' ', lastName: 'Lovelace', username: 'ada' })).toBe('ada');
  });
});

describe('menu permissions', () => {
  it('gives plain users no task, user or company management', () => {
    const user = { role: 'user' };
    expect([canManageTasks(user), canManageUsers(user), canManageCompany(user)]).toEqual([false, false, false]);
  });

  it('gives admins and owners everything and other roles task management only', () => {
    for (const role of ['admin', 'owner']) {
      expect([canManageTasks({ role }), canManageUsers({ role }), canManageCompany({ role })]).toEqual([true, true, true]);
    }
    expect([canManageTasks({ role: 'manager' }), canManageUsers({ role: 'manager' })]).toEqual([true, false]);
    expect(canManageTasks(null)).toBe(false);
  });

  it('gives the super-owner every menu whatever the stored role', () => {
    const superOwner = { role: 'user', isSuperOwner: true };
    expect([canManageTasks(superOwner), canManageUsers(superOwner), canManageCompany(superOwner)]).toEqual([true, true, true]);
  });

  it('lets only owners and the super-owner manage owners', () => {
    expect(canManageOwners({ role: 'owner' })).toBe(true);
    expect(canManageOwners({ role: 'admin', isSuperOwner: true })).toBe(true);
    expect(canManageOwners({ role: 'admin' })).toBe(false);
    expect(canManageOwners(null)).toBe(false);
  });
});
