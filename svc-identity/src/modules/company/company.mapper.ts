import type { CompanyEntity } from './company.entity.js';
import type { CompanySettingsEntity } from './company-settings.entity.js';
import type { CompanyDto } from './dto/company.dto.js';
import { parseDomainList } from './company-domains.js';

export const CompanyMapper = {
  toDto(company: CompanyEntity, settings: CompanySettingsEntity | null): CompanyDto {
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
    };
  },
};
