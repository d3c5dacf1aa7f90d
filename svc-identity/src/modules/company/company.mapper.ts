import type { CompanyEntity } from './company.entity.js';
import type { CompanySettingsEntity } from './company-settings.entity.js';
import type { CompanyDomainEntity } from './company-domain.entity.js';
import type { CompanyDomainDto, CompanyDto } from './dto/company.dto.js';
import { domainTxtRecord, parseDomainList } from './company-domains.js';

export const CompanyMapper = {
  /** `withRecords`: whether the answer shows the TXT records to add (admins only). */
  toDto(company: CompanyEntity, settings: CompanySettingsEntity | null, claims: CompanyDomainEntity[], withRecords: boolean): CompanyDto {
    const domains = parseDomainList(settings?.verificationDomain);
    return {
      id: company.id,
      name: company.name,
      domain: company.domain,
      isVerified: company.isVerified,
      settings: {
        verificationDomain: domains.join(','),
        authorizedDomains: domains,
        requireDomainVerification: settings?.requireDomainVerification ?? true,
        allowSelfRegistration: settings?.allowSelfRegistration ?? false,
        maxUsers: settings?.maxUsers ?? 10,
      },
      domains: domains.map((domain) =>
        CompanyMapper.toDomainDto(
          domain,
          claims.find((c) => c.domain === domain),
          withRecords,
        ),
      ),
    };
  },

  toDomainDto(domain: string, claim: CompanyDomainEntity | undefined, withRecord: boolean): CompanyDomainDto {
    const verified = !!claim?.verifiedAt;
    return {
      domain,
      status: verified ? 'verified' : 'pending',
      verificationMethod: claim?.verificationMethod ?? null,
      verifiedAt: claim?.verifiedAt?.toISOString() ?? null,
      txtRecord: withRecord && claim && !verified ? domainTxtRecord(claim.verificationToken) : null,
    };
  },
};
