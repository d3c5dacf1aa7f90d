import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportingClient, unwrap, useAuth } from '@milestone/platform-sdk';
import type { SaveCalculationRequest } from '../calculation-form.js';

export const CALCULATIONS_QUERY_KEY = ['calculations'] as const;

/** GET /api/calculations (needs a signed-in user). */
export function useSavedCalculations() {
  const { user } = useAuth();
  return useQuery({
    queryKey: CALCULATIONS_QUERY_KEY,
    queryFn: () => unwrap(reportingClient.GET('/api/calculations')),
    enabled: !!user,
  });
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
