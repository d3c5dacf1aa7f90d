import type { Integer, IsoDateTime } from './scalars.js';

export const COMPANY_CREATED_V1 = 'identity.company.created.v1' as const;

/** A company came into being (first registration on its domain, or a personal company). */
export interface CompanyCreatedV1 {
  companyId: Integer;
  name: string;
  /** null for a personal company of a free-mail user */
  domain: string | null;
  ownerUserId: Integer;
  createdAt: IsoDateTime;
}
