import { canManageOwners, type CurrentUser } from '@milestone/platform-sdk';
import type { Role } from '../../api/admin-api.js';

type Person = Pick<CurrentUser, 'id' | 'role'> & { isSuperOwner?: boolean | undefined };

export interface InviteValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

// Spec 000 section 5 ("Invite").
export const EMAIL_REQUIRED = 'Please enter an email address';
export const NAMES_REQUIRED = 'Please enter both first and last name';
export const ROLE_INVALID = 'Role must be either admin or user';

/** The first unmet rule of the 'Add New User' form, or null. */
export function inviteProblem(values: InviteValues): string | null {
  if (!values.email.trim()) return EMAIL_REQUIRED;
  if (!values.firstName.trim() || !values.lastName.trim()) return NAMES_REQUIRED;
  if (values.role !== 'user' && values.role !== 'admin') return ROLE_INVALID;
  return null;
}

export interface RoleSelectState {
  options: Role[];
  disabled: boolean;
}

/**
 * The inline role select of a user row. Nobody changes their own role and the super-owner's never
 * changes; only owners and the super-owner offer 'owner' (and may change an owner's role); for
 * anyone else an owner's row shows its role, locked.
 */
export function roleSelectState(actor: Person, target: Person): RoleSelectState {
  const ownerPowers = canManageOwners(actor);
  const options: Role[] = ownerPowers || target.role === 'owner' ? ['user', 'admin', 'owner'] : ['user', 'admin'];
  const disabled = actor.id === target.id || !!target.isSuperOwner || (target.role === 'owner' && !ownerPowers);
  return { options, disabled };
}

/** The delete button shows for others only, never for the super-owner, and for owners only to owners. */
export function canDeleteUser(actor: Person, target: Person): boolean {
  if (actor.id === target.id || target.isSuperOwner) return false;
  return target.role !== 'owner' || canManageOwners(actor);
}

/** The spec's role filters, and 'Pending': accounts waiting for an admin's activation. */
export type RoleFilter = 'all' | 'admin' | 'user' | 'pending';

export const ROLE_FILTERS: ReadonlyArray<{ value: RoleFilter; label: string }> = [
  { value: 'all', label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
  { value: 'pending', label: 'Pending' },
];

export function filterByRole<T extends { role: string; isActive?: boolean }>(users: readonly T[], filter: RoleFilter): T[] {
  if (filter === 'all') return [...users];
  if (filter === 'pending') return users.filter((u) => u.isActive === false);
  return users.filter((u) => u.role === filter);
}

export const ROLE_LABELS: Record<string, string> = { user: 'User', admin: 'Admin', owner: 'Owner' };
