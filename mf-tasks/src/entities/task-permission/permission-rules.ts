import { taskAccessRank, type TasksComponents } from '@milestone/contracts';

/**
 * A user's effective level on a task (GET /api/users/{userId}/permission-level/{taskId}); the
 * signed-in user's own level comes with every task as TaskDto.permissionLevel.
 */
export type TaskLevel = TasksComponents['schemas']['PermissionLevelDto']['level'];
/** A level that can be granted (the stored permission). */
export type GrantLevel = TasksComponents['schemas']['GrantPermissionDto']['permission'];
/** What the permission select offers: 'none' deletes the existing permission. */
export type PermissionChoice = GrantLevel | 'none';
export type TaskPermission = TasksComponents['schemas']['TaskPermissionDto'];

/** The signed-in user as these rules read it. */
export interface PermissionActor {
  role: string;
  isSuperOwner?: boolean | undefined;
}

const RANK = { admin: taskAccessRank('admin'), owner: taskAccessRank('owner') } as const;

function rank(level: TaskLevel | PermissionChoice | undefined): number {
  return level === 'none' ? 0 : taskAccessRank(level);
}

export const PERMISSION_CHOICES: readonly { value: PermissionChoice; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'viewer', label: 'Viewer' },
  { value: 'admin', label: 'Admin' },
  { value: 'owner', label: 'Owner' },
];

/**
 * Whether the caller's level on the task decides about the permissions icon (and editing): only
 * for plain users (the super-owner and company admins and owners always see it).
 */
export function needsLevelForIcon(actor: PermissionActor | null | undefined): boolean {
  return !!actor && !actor.isSuperOwner && actor.role !== 'admin' && actor.role !== 'owner';
}

/**
 * The permissions icon of a card shows only to the super-owner, company admins (and owners, whose
 * level on every task is owner), or users whose level on the task is admin, owner or super_owner
 * (spec 000 section 6).
 */
export function showsPermissionsIcon(actor: PermissionActor | null | undefined, level: TaskLevel | undefined): boolean {
  if (!actor) return false;
  if (!needsLevelForIcon(actor)) return true;
  return rank(level) >= RANK.admin;
}

/**
 * Whether the actor may edit a task's steps, sections and configuration: task admin or above
 * (svc-tasks README). Company admins and owners and the super-owner always may, without their level;
 * a plain user whose level is not known (yet) may not.
 */
export function canEditTask(actor: PermissionActor | null | undefined, level: TaskLevel | undefined): boolean {
  if (!actor) return false;
  if (!needsLevelForIcon(actor)) return true;
  return rank(level) >= RANK.admin;
}

/** Admin or above may manage a task's permissions; below that the page is read-only. */
export function canManagePermissions(level: TaskLevel | undefined): boolean {
  return rank(level) >= RANK.admin;
}

/** Whether a level may be granted (or such a grant changed or removed) by an actor of that level. */
export function canGrant(actorLevel: TaskLevel | undefined, level: GrantLevel): boolean {
  switch (level) {
    case 'viewer':
      return rank(actorLevel) >= RANK.admin;
    case 'admin':
      return rank(actorLevel) >= RANK.owner;
    case 'owner':
      return actorLevel === 'super_owner';
  }
}

export interface ChoiceContext {
  /** The target's current grant on the task, if any. */
  current?: GrantLevel | undefined;
  /** True when the target is the signed-in user. */
  isSelf: boolean;
  /** The signed-in user's effective level on the task (for isSelf: their own level). */
  actorLevel: TaskLevel | undefined;
}

/**
 * The choices of the permission select for one user: only what the actor may grant; nobody raises
 * their own level; a grant the actor may not grant cannot be changed or removed (empty list);
 * 'none' when there is something the actor may remove (or nothing to remove).
 */
export function grantableChoices({ current, isSelf, actorLevel }: ChoiceContext): PermissionChoice[] {
  if (!canManagePermissions(actorLevel)) return [];
  if (current && !canGrant(actorLevel, current)) return [];
  const levels = (['viewer', 'admin', 'owner'] as const).filter((level) => canGrant(actorLevel, level) && !(isSelf && rank(level) > rank(actorLevel)));
  return ['none', ...levels];
}

/** The select's options: every choice, those not grantable disabled (the current one stays shown). */
export function choiceOptions(ctx: ChoiceContext): { value: PermissionChoice; label: string; disabled: boolean }[] {
  const allowed = new Set(grantableChoices(ctx));
  return PERMISSION_CHOICES.map((choice) => ({ ...choice, disabled: !allowed.has(choice.value) }));
}

/** The name of a user in a permission list: first and last name, else the e-mail, else '#id'. */
export function permissionUserName(user: { id: number; firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || user.email || `User #${user.id}`;
}

/** A positive integer task id from the route, or null. */
export function parseRouteTaskId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The route of a task's Manage Permissions page, relative to the remote's base path. */
export function permissionsRoute(taskId: number): string {
  return `task/${taskId}/permissions`;
}
