import { TASK_ACCESS_LEVELS, taskAccessRank, type TaskAccessLevel, type TaskPermissionLevel } from '@milestone/contracts';

/** A user's effective level on a task: the spec's four, highest last (the ranking the screens use too). */
export const ACCESS_LEVELS = TASK_ACCESS_LEVELS;
export type AccessLevel = TaskAccessLevel;
export const rankOf = taskAccessRank;

export function atLeast(level: AccessLevel | null, needed: AccessLevel): boolean {
  return rankOf(level) >= rankOf(needed);
}

/** Who asks (or about whom): their company, company role and whether they are the super-owner. */
export interface Subject {
  id: number;
  companyId: number;
  role: string;
  isSuperOwner: boolean;
}

/** A user as the local read model knows them (company-user module), enough to tell their level. */
export interface KnownUser {
  id: number;
  companyId: number;
  role: string;
  email: string | null;
}

export interface TaskRef {
  companyId: number;
  ownerId: number | null;
}

/**
 * The effective level of `subject` on `task`, the highest of what applies:
 * - nothing (null) for a task of another company;
 * - super_owner for the platform's super-owner;
 * - viewer for every member of the task's company (they may view and run its tasks);
 * - admin for a company admin, owner for a company owner;
 * - owner for the task's creator (its ownerId);
 * - the level granted in task_permissions.
 */
export function effectiveLevel(subject: Subject, task: TaskRef, granted: TaskPermissionLevel | null): AccessLevel | null {
  if (subject.companyId !== task.companyId) return null;
  if (subject.isSuperOwner) return 'super_owner';
  const levels: AccessLevel[] = ['viewer'];
  if (subject.role === 'admin') levels.push('admin');
  if (subject.role === 'owner') levels.push('owner');
  if (task.ownerId === subject.id) levels.push('owner');
  if (granted) levels.push(granted);
  return levels.reduce((best, level) => (rankOf(level) > rankOf(best) ? level : best));
}

/**
 * The lowest level that may grant (or take away) `permission` on a task: viewer needs admin,
 * admin needs owner, owner needs super_owner.
 */
export function levelToGrant(permission: TaskPermissionLevel): AccessLevel {
  switch (permission) {
    case 'viewer':
      return 'admin';
    case 'admin':
      return 'owner';
    case 'owner':
      return 'super_owner';
  }
}

export type GrantRefusal = 'manage' | 'grant' | 'self';

/**
 * Why `granter` (at `granterLevel`) may not set `permission` for `target`, or null when they may.
 * `replaced` is the level the target holds now in task_permissions: changing or removing it needs
 * the right to grant it. `targetLevel` is the target's effective level now.
 */
export function grantRefusal(input: {
  granterId: number;
  granterLevel: AccessLevel | null;
  targetId: number;
  targetLevel: AccessLevel | null;
  permission: TaskPermissionLevel | null;
  replaced: TaskPermissionLevel | null;
}): GrantRefusal | null {
  if (!atLeast(input.granterLevel, 'admin')) return 'manage';
  if (input.permission && input.targetId === input.granterId && rankOf(input.permission) > rankOf(input.targetLevel)) return 'self';
  if (input.permission && !atLeast(input.granterLevel, levelToGrant(input.permission))) return 'grant';
  if (input.replaced && !atLeast(input.granterLevel, levelToGrant(input.replaced))) return 'grant';
  return null;
}
