import type { IdentityComponents } from '@milestone/contracts';

/** A user of the identity service (GET /api/auth/me, /api/users...), with isSuperOwner. */
export type IdentityUser = IdentityComponents['schemas']['UserDto'];

/** The signed-in user (GET /api/auth/me). */
export type CurrentUser = IdentityUser;

type Actor = Pick<CurrentUser, 'role'> & { isSuperOwner?: boolean | undefined };

/** First and last name when both exist, otherwise the username (spec 000 section 2, header). */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'username'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user.username;
}

const MANAGER_ROLES = new Set(['admin', 'owner']);

/** Task management: any role other than a plain user, or the super-owner (spec 000 section 6). */
export function canManageTasks(user: Actor | null | undefined): boolean {
  return !!user && (user.role !== 'user' || !!user.isSuperOwner);
}

/** User management: company admins and owners, and the super-owner (treated as admin everywhere). */
export function canManageUsers(user: Actor | null | undefined): boolean {
  return !!user && (MANAGER_ROLES.has(user.role) || !!user.isSuperOwner);
}

/** Organization settings: company admins and owners, and the super-owner. */
export function canManageCompany(user: Actor | null | undefined): boolean {
  return !!user && (MANAGER_ROLES.has(user.role) || !!user.isSuperOwner);
}

/** Owners and the super-owner may make or unmake owners. */
export function canManageOwners(user: Actor | null | undefined): boolean {
  return !!user && (user.role === 'owner' || !!user.isSuperOwner);
}
