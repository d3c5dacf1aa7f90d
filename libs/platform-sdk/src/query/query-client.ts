import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's server-state rules (000 section 7): nothing is retried, data never goes stale, no
 * refetch on window focus, no polling unless a screen asks for it (refetchInterval).
 */
export const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  },
  mutations: { retry: false },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}
