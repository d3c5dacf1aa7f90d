import { CompanyMapper } from './company.mapper.js';
import type { CompanyDomainEntity } from './company-domain.entity.js';

const claim = (fields: Partial<CompanyDomainEntity>): CompanyDomainEntity =>
  ({
    domain: 'acme.com',
    companyId: 1,
    verificationToken: 'a'.repeat(32),
    verifiedAt: null,
    verificationMethod: null,
    createdAt: new Date(),
    ...fields,
  }) as CompanyDomainEntity;

describe('CompanyMapper.toDomainDto', () => {
  it('shows a pending domain with the TXT record to add, to admins only', () => {
    const sut = CompanyMapper.toDomainDto;
    expect(sut('acme.com', claim({}), true)).toEqual({
      domain: 'acme.com',
      status: 'pending',
      verificationMethod: null,
      verifiedAt: null,
      txtRecord: `milestone-verification=${'a'.repeat(32)}`,
    });
    expect(sut('acme.com', claim({}), false).txtRecord).toBeNull();
  });

  it('shows a verified domain with how it was proven and no record', () => {
    const at = new Date('2026-11-24T03:00:00Z');
    expect(CompanyMapper.toDomainDto('acme.com', claim({ verifiedAt: at, verificationMethod: 'dns' }), true)).toEqual({
      domain: 'acme.com',
      status: 'verified',
      verificationMethod: 'dns',
      verifiedAt: at.toISOString(),
      txtRecord: null,
    });
  });

  it('answers a listed domain without a claim as pending, without a record', () => {
    expect(CompanyMapper.toDomainDto('acme.com', undefined, true)).toMatchObject({ status: 'pending', txtRecord: null });
  });
});
