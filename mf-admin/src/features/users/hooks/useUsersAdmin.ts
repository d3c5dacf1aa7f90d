import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type InviteBody, type ListPage, type Role, type UserListFilter } from '../../../api/admin-api.js';
import { ADMIN_PAGE_SIZE, nextPageOffset } from '../../shared/list-pages.js';

export const USERS_KEY = ['identity', 'users'] as const;
export const invitationsKey = (companyId: number) => ['identity', 'invitations', companyId] as const;

/** The loaded pages of a list as one: its rows so far and how many it holds in all. */
function useRows<T>(pages: ReadonlyArray<ListPage<T>> | undefined) {
  const rows = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  return { rows, total: pages?.at(-1)?.total ?? 0 };
}

/**
 * The users of the caller's company a page at a time: by name (GET /api/users, the role filter
 * applied by the service, so the total is the filter's) or, with a search term, the e-mail matches
 * (GET /api/admin/users/search). The next page loads on request; a new filter keeps the rows of
 * the last one until its first page arrives.
 */
export function useUserPages(filter: UserListFilter | undefined, term: string) {
  const result = useInfiniteQuery({
    queryKey: [...USERS_KEY, 'pages', term ? { term } : { filter: filter ?? 'all' }],
    queryFn: ({ pageParam }) =>
      term
        ? adminApi.searchUsersPage(term, { offset: pageParam, limit: ADMIN_PAGE_SIZE })
        : adminApi.usersPage(filter, { offset: pageParam, limit: ADMIN_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    placeholderData: keepPreviousData,
  });
  return { ...result, ...useRows(result.data?.pages) };
}

/** GET /api/companies/{id}/invitations: the pending invitations, newest first, a page at a time. */
export function useInvitationPages(companyId: number | null | undefined) {
  const result = useInfiniteQuery({
    queryKey: invitationsKey(companyId ?? 0),
    queryFn: ({ pageParam }) => adminApi.invitationsPage(companyId!, { offset: pageParam, limit: ADMIN_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    enabled: !!companyId,
  });
  return { ...result, ...useRows(result.data?.pages) };
}

export function useInvite(companyId: number | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => {
      if (!companyId) throw new Error('No company ID available');
      return adminApi.invite(companyId, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId ?? 0) }),
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) => adminApi.changeRole(userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => adminApi.deleteUser(userId),
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
