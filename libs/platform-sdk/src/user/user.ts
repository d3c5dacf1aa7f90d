import type { IdentityComponents } from '@milestone/contracts';

export type CurrentUser = IdentityComponents['schemas']['UserDto'];

/** First and last name when both exist, otherwise the username (spec 000 section 2, header). */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'username'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user.username;
}

const MANAGER_ROLES = new Set(['admin', 'owner']);

/** Task management: any role other than a plain user (spec 000 section 6). */
export function canManageTasks(user: Pick<CurrentUser, 'role'> | null | undefined): boolean {
  return !!user && user.role !== 'user';
}

/** User management: company admins and owners. */
export function canManageUsers(user: Pick<CurrentUser, 'role'> | null | undefined): boolean {
  return !!user && MANAGER_ROLES.has(user.role);
}

/** Organization settings: company admins and owners. */
export function canManageCompany(user: Pick<CurrentUser, 'role'> | null | undefined): boolean {
  return !!user && MANAGER_ROLES.has(user.role);
}
