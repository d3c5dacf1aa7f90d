import { describe, expect, it } from '@jest/globals';
import { canDeleteUser, filterByRole, inviteProblem, roleSelectState } from './users.model.js';

const admin = { id: 1, role: 'admin' };
const owner = { id: 2, role: 'owner' };
const superOwner = { id: 3, role: 'admin', isSuperOwner: true };
const member = { id: 4, role: 'user' };
const otherOwner = { id: 5, role: 'owner' };

describe(inviteProblem.name, () => {
  const valid = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@acme.com', role: 'user' };

  it('accepts a complete invitation for a user or an admin', () => {
    expect(inviteProblem(valid)).toBeNull();
    expect(inviteProblem({ ...valid, role: 'admin' })).toBeNull();
  });

  it('asks for the e-mail, then both names, then a valid role', () => {
    expect(inviteProblem({ ...valid, email: '  ', firstName: '' })).toBe('Please enter an email address');
    expect(inviteProblem({ ...valid, lastName: ' ' })).toBe('Please enter both first and last name');
    expect(inviteProblem({ ...valid, firstName: '' })).toBe('Please enter both first and last name');
    expect(inviteProblem({ ...valid, role: 'owner' })).toBe('Role must be either admin or user');
  });
});

describe(roleSelectState.name, () => {
  it('offers user and admin to an admin, owner too to owners and the super-owner', () => {
    expect(roleSelectState(admin, member)).toEqual({ options: ['user', 'admin'], disabled: false });
    expect(roleSelectState(owner, member)).toEqual({ options: ['user', 'admin', 'owner'], disabled: false });
    expect(roleSelectState(superOwner, member)).toEqual({ options: ['user', 'admin', 'owner'], disabled: false });
  });

  it('locks your own row and the super-owner row', () => {
    expect(roleSelectState(admin, admin).disabled).toBe(true);
    expect(roleSelectState(owner, superOwner).disabled).toBe(true);
    expect(roleSelectState(superOwner, superOwner).disabled).toBe(true);
  });

  it('shows an owner row to an admin with its role, locked', () => {
    expect(roleSelectState(admin, owner)).toEqual({ options: ['user', 'admin', 'owner'], disabled: true });
    expect(roleSelectState(owner, otherOwner).disabled).toBe(false);
  });
});

describe(canDeleteUser.name, () => {
  it('hides delete for yourself and for the super-owner', () => {
    expect(canDeleteUser(admin, admin)).toBe(false);
    expect(canDeleteUser(owner, superOwner)).toBe(false);
    expect(canDeleteUser(admin, member)).toBe(true);
  });

  it('lets only owners and the super-owner delete an owner', () => {
    expect(canDeleteUser(admin, owner)).toBe(false);
    expect(canDeleteUser(owner, otherOwner)).toBe(true);
    expect(canDeleteUser(superOwner, owner)).toBe(true);
  });
});

describe(filterByRole.name, () => {
  it('keeps everyone for All Roles and one role otherwise', () => {
    const users = [admin, owner, member];
    expect(filterByRole(users, 'all')).toHaveLength(3);
    expect(filterByRole(users, 'admin')).toEqual([admin]);
    expect(filterByRole(users, 'user')).toEqual([member]);
  });

  it('keeps the accounts waiting for activation for Pending', () => {
    const waiting = { ...member, id: 9, isActive: false };
    expect(filterByRole([admin, { ...member, isActive: true }, waiting], 'pending')).toEqual([waiting]);
  });
});
