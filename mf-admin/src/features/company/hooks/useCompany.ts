import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type CompanySettingsBody } from '../../../api/admin-api.js';

export const companyKey = (companyId: number) => ['identity', 'company', companyId] as const;

/** GET /api/companies/{id}. */
export function useCompany(companyId: number | null | undefined) {
  return useQuery({
    queryKey: companyKey(companyId ?? 0),
    queryFn: async () => (await adminApi.company(companyId!)).company,
    enabled: !!companyId,
  });
}

/** PUT /api/companies/{id}/settings; the answer replaces the cached company. */
export function useUpdateCompanySettings(companyId: number | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) => {
      if (!companyId) throw new Error('No company ID available');
      return adminApi.updateCompanySettings(companyId, body);
    },
    onSuccess: ({ company }) => queryClient.setQueryData(companyKey(company.id), company),
  });
}

/** POST /api/companies/{id}/domains/{domain}/verify; the answer replaces the cached company. */
export function useVerifyDomain(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => adminApi.verifyCompanyDomain(companyId, domain),
    onSuccess: ({ company }) => queryClient.setQueryData(companyKey(company.id), company),
  });
}
