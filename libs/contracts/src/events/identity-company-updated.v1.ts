import type { Integer, IsoDateTime } from './scalars.js';

export const COMPANY_UPDATED_V1 = 'identity.company.updated.v1' as const;

/** A company's name or authorized-domain settings changed. */
export interface CompanyUpdatedV1 {
  companyId: Integer;
  name: string;
  /** null for a personal company of a free-mail user */
  domain: string | null;
  authorizedDomains: string[];
  requireDomainVerification: boolean;
  at: IsoDateTime;
}
