import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityApi, type InviteBody, type Role } from '@milestone/platform-sdk';
import { adminApi } from '../../../api/admin-api.js';

export const USERS_KEY = ['identity', 'users'] as const;
export const invitationsKey = (companyId: number) => ['identity', 'invitations', companyId] as const;

/** GET /api/users: the caller's company, sorted by name. */
export function useUsers() {
  return useQuery({ queryKey: USERS_KEY, queryFn: async () => (await identityApi.users()).users });
}

/** GET /api/companies/{id}/invitations: pending invitations. */
export function usePendingInvitations(companyId: number | null | undefined) {
  return useQuery({
    queryKey: invitationsKey(companyId ?? 0),
    queryFn: () => identityApi.pendingInvitations(companyId!),
    enabled: !!companyId,
  });
}

export function useInvite(companyId: number | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => {
      if (!companyId) throw new Error('No company ID available');
      return identityApi.invite(companyId, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId ?? 0) }),
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) => identityApi.changeRole(userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => identityApi.deleteUser(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** POST /api/users/{id}/activate: a waiting account becomes active (and takes a seat). */
export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => adminApi.activateUser(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
