import { effectiveLevel, grantRefusal } from './access.js';

describe(effectiveLevel.name, () => {
  const task = { companyId: 7, ownerId: 1 };
  const subject = (id: number, role = 'user', extra: { companyId?: number; isSuperOwner?: boolean } = {}) => ({
    id,
    role,
    companyId: extra.companyId ?? 7,
    isSuperOwner: extra.isSuperOwner ?? false,
  });

  it.each([
    ['a plain member', subject(2), null, 'viewer'],
    ['a plain member granted admin', subject(2), 'admin', 'admin'],
    ['a company admin', subject(2, 'admin'), null, 'admin'],
    ['a company admin granted owner', subject(2, 'admin'), 'owner', 'owner'],
    ['a company owner', subject(2, 'owner'), null, 'owner'],
    ['the creator', subject(1), null, 'owner'],
    ['the creator granted viewer', subject(1), 'viewer', 'owner'],
    ['the super-owner', subject(3, 'user', { isSuperOwner: true }), null, 'super_owner'],
    ['a user of another company', subject(2, 'owner', { companyId: 8 }), 'owner', null],
  ] as const)('gives %s the level %s/%s -> %s', (_label, who, granted, expected) => {
    expect(effectiveLevel(who, task, granted)).toBe(expected);
  });
});

describe(grantRefusal.name, () => {
  const base = { granterId: 1, targetId: 2, targetLevel: 'viewer' as const, replaced: null };
  it.each([
    ['viewer', 'viewer', 'manage'],
    ['admin', 'viewer', null],
    ['admin', 'admin', 'grant'],
    ['owner', 'admin', null],
    ['owner', 'owner', 'grant'],
    ['super_owner', 'owner', null],
  ] as const)('a granter at %s granting %s -> %s', (granterLevel, permission, expected) => {
    expect(grantRefusal({ ...base, granterLevel, permission })).toBe(expected);
  });

  it('refuses raising one’s own level, and replacing a grant one could not give', () => {
    expect(grantRefusal({ ...base, targetId: 1, granterLevel: 'admin', targetLevel: 'admin', permission: 'owner' })).toBe('self');
    expect(grantRefusal({ ...base, targetId: 1, granterLevel: 'owner', targetLevel: 'owner', permission: 'viewer' })).toBeNull();
    expect(grantRefusal({ ...base, granterLevel: 'admin', permission: null, replaced: 'admin' })).toBe('grant');
    expect(grantRefusal({ ...base, granterLevel: 'owner', permission: 'viewer', replaced: 'admin' })).toBeNull();
  });
});
