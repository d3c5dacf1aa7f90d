import { describe, expect, it } from '@jest/globals';
import type { TasksComponents } from '@milestone/contracts';
import {
  canEditTask,
  canGrant,
  canManagePermissions,
  choiceOptions,
  grantableChoices,
  needsLevelForIcon,
  parseRouteTaskId,
  permissionUserName,
  showsPermissionsIcon,
} from './permission-rules.js';

const plain = { role: 'user', isSuperOwner: false };
const companyAdmin = { role: 'admin', isSuperOwner: false };
const companyOwner = { role: 'owner', isSuperOwner: false };
const superOwner = { role: 'user', isSuperOwner: true };

describe('the permissions icon of a card', () => {
  it('shows to the super-owner and company admins and owners without asking for a level', () => {
    for (const actor of [superOwner, companyAdmin, companyOwner]) {
      expect(needsLevelForIcon(actor)).toBe(false);
      expect(showsPermissionsIcon(actor, undefined)).toBe(true);
    }
  });

  it('shows to a plain user only when their level on the task is admin, owner or super_owner', () => {
    expect(needsLevelForIcon(plain)).toBe(true);
    expect(showsPermissionsIcon(plain, 'admin')).toBe(true);
    expect(showsPermissionsIcon(plain, 'owner')).toBe(true);
    expect(showsPermissionsIcon(plain, 'super_owner')).toBe(true);
    expect(showsPermissionsIcon(plain, 'viewer')).toBe(false);
    expect(showsPermissionsIcon(plain, null)).toBe(false);
    // While the level is loading the icon stays hidden.
    expect(showsPermissionsIcon(plain, undefined)).toBe(false);
  });

  it('decides from the level every task carries (TaskDto.permissionLevel), for the icon and for editing', () => {
    const levels: TasksComponents['schemas']['TaskDto']['permissionLevel'][] = ['viewer', 'admin', 'owner', 'super_owner'];
    expect(levels.map((level) => showsPermissionsIcon(plain, level))).toEqual([false, true, true, true]);
    expect(levels.map((level) => canEditTask(plain, level))).toEqual([false, true, true, true]);
  });

  it('never shows without a signed-in user', () => {
    expect(showsPermissionsIcon(null, 'owner')).toBe(false);
    expect(needsLevelForIcon(null)).toBe(false);
  });
});

describe('who may grant what', () => {
  it('lets admin or above manage; viewers and users without a level read only', () => {
    expect(canManagePermissions('viewer')).toBe(false);
    expect(canManagePermissions(null)).toBe(false);
    expect(canManagePermissions('admin')).toBe(true);
    expect(canManagePermissions('super_owner')).toBe(true);
  });

  it('grants admin only by owner or super_owner, owner only by super_owner', () => {
    expect(canGrant('admin', 'viewer')).toBe(true);
    expect(canGrant('admin', 'admin')).toBe(false);
    expect(canGrant('owner', 'admin')).toBe(true);
    expect(canGrant('owner', 'owner')).toBe(false);
    expect(canGrant('super_owner', 'owner')).toBe(true);
    expect(canGrant('viewer', 'viewer')).toBe(false);
  });
});

describe(grantableChoices.name, () => {
  const other = { isSelf: false };

  it('offers an admin none and viewer for another user', () => {
    expect(grantableChoices({ ...other, actorLevel: 'admin' })).toEqual(['none', 'viewer']);
  });

  it('offers an owner none, viewer and admin', () => {
    expect(grantableChoices({ ...other, actorLevel: 'owner' })).toEqual(['none', 'viewer', 'admin']);
  });

  it('offers the super_owner every level', () => {
    expect(grantableChoices({ ...other, actorLevel: 'super_owner' })).toEqual(['none', 'viewer', 'admin', 'owner']);
  });

  it('offers nothing to a viewer or a user without a level', () => {
    expect(grantableChoices({ ...other, actorLevel: 'viewer' })).toEqual([]);
    expect(grantableChoices({ ...other, actorLevel: null })).toEqual([]);
  });

  it('does not let an admin change or remove a grant of admin or owner', () => {
    expect(grantableChoices({ ...other, actorLevel: 'admin', current: 'admin' })).toEqual([]);
    expect(grantableChoices({ ...other, actorLevel: 'owner', current: 'owner' })).toEqual([]);
    expect(grantableChoices({ ...other, actorLevel: 'owner', current: 'admin' })).toEqual(['none', 'viewer', 'admin']);
  });

  it('never lets anyone raise their own level', () => {
    // An owner by company role: admin is below owner, so it is not a raise.
    expect(grantableChoices({ isSelf: true, actorLevel: 'owner' })).toEqual(['none', 'viewer', 'admin']);
    expect(grantableChoices({ isSelf: true, actorLevel: 'admin' })).toEqual(['none', 'viewer']);
    expect(grantableChoices({ isSelf: true, actorLevel: 'super_owner' })).toEqual(['none', 'viewer', 'admin', 'owner']);
  });

  it('shows every choice in the select, disabling those not grantable', () => {
    const options = choiceOptions({ isSelf: false, actorLevel: 'admin' });
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['none', false],
      ['viewer', false],
      ['admin', true],
      ['owner', true],
    ]);
  });
});

describe(parseRouteTaskId.name, () => {
  it('accepts positive integers only', () => {
    expect(parseRouteTaskId('12')).toBe(12);
    expect(parseRouteTaskId('0')).toBeNull();
    expect(parseRouteTaskId('-3')).toBeNull();
    expect(parseRouteTaskId('abc')).toBeNull();
    expect(parseRouteTaskId(undefined)).toBeNull();
  });
});

describe(permissionUserName.name, () => {
  it('reads first and last name, else the e-mail, else the id', () => {
    expect(permissionUserName({ id: 1, firstName: 'Sam', lastName: 'Lee', email: 's@x.com' })).toBe('Sam Lee');
    expect(permissionUserName({ id: 1, firstName: null, lastName: null, email: 's@x.com' })).toBe('s@x.com');
    expect(permissionUserName({ id: 7, firstName: null, lastName: null, email: null })).toBe('User #7');
  });
});

describe('editing a task (steps, sections, configuration)', () => {
  it('is allowed to the super-owner and company admins and owners whatever their level', () => {
    for (const actor of [superOwner, companyAdmin, companyOwner]) {
      expect(canEditTask(actor, undefined)).toBe(true);
      expect(canEditTask(actor, 'viewer')).toBe(true);
    }
  });

  it('needs task admin or above for a plain user', () => {
    expect(canEditTask(plain, 'admin')).toBe(true);
    expect(canEditTask(plain, 'owner')).toBe(true);
    expect(canEditTask(plain, 'super_owner')).toBe(true);
    expect(canEditTask(plain, 'viewer')).toBe(false);
    expect(canEditTask(plain, null)).toBe(false);
  });

  it('is refused while the level is unknown and when nobody is signed in', () => {
    expect(canEditTask(plain, undefined)).toBe(false);
    expect(canEditTask(null, undefined)).toBe(false);
    expect(canEditTask(undefined, 'owner')).toBe(false);
  });
});
