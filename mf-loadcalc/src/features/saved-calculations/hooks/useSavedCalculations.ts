import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { reportingClient, unwrap, useAuth } from '@milestone/platform-sdk';
import type { SaveCalculationRequest } from '../calculation-form.js';
import { CALCULATION_PAGE_SIZE, nextPageOffset, type CalculationPage } from '../calculation-pages.js';

export const CALCULATIONS_QUERY_KEY = ['calculations'] as const;

/** One page of GET /api/calculations, newest first, with the user's total (X-Total-Count). */
export async function fetchCalculationPage(offset: number, limit = CALCULATION_PAGE_SIZE): Promise<CalculationPage> {
  const call = reportingClient.GET('/api/calculations', { params: { query: { limit, offset } } });
  const calculations = await unwrap(call);
  const total = Number((await call).response.headers.get('x-total-count') ?? calculations.length);
  return { calculations, total };
}

/**
 * The signed-in user's saved calculations, newest first, a page at a time: svc-reporting answers
 * at most 100 a request, so older ones load on request (fetchNextPage).
 */
export function useSavedCalculations() {
  const { user } = useAuth();
  const result = useInfiniteQuery({
    queryKey: [...CALCULATIONS_QUERY_KEY, 'pages'],
    queryFn: ({ pageParam }) => fetchCalculationPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    enabled: !!user,
  });
  const calculations = useMemo(() => result.data?.pages.flatMap((page) => page.calculations) ?? [], [result.data]);
  const total = result.data?.pages.at(-1)?.total ?? 0;
  return { ...result, calculations, total };
}

/** DELETE /api/calculations/{id}, then the list is refreshed. */
export function useDeleteCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(reportingClient.DELETE('/api/calculations/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALCULATIONS_QUERY_KEY }),
  });
}

/** POST /api/calculations/save, then the list is refreshed. */
export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCalculationRequest) => unwrap(reportingClient.POST('/api/calculations/save', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALCULATIONS_QUERY_KEY }),
  });
}
