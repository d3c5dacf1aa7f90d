import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import {
  SAVED_REPORT_PAGE_SIZE,
  nextPageOffset,
  type SaveReportBody,
  type SavedReport,
  type SavedReportPage,
  type UpdateReportBody,
} from '../saved-reports.model.js';

export const SAVED_REPORTS_QUERY_KEY = ['saved-reports'] as const;

/** The list of one task's saved reports, a page at a time (the cache key the panel reads). */
export function savedReportsQueryKey(taskId: number) {
  return [...SAVED_REPORTS_QUERY_KEY, 'task', taskId, 'pages'] as const;
}

/** One page of GET /api/reports?taskId=, the last changed first, with the number in all (X-Total-Count). */
export async function fetchSavedReportPage(taskId: number, offset: number, limit = SAVED_REPORT_PAGE_SIZE): Promise<SavedReportPage> {
  const call = reportingClient.GET('/api/reports', { params: { query: { taskId, limit, offset } } });
  const reports = await unwrap(call);
  const total = Number((await call).response.headers.get('x-total-count') ?? reports.length);
  return { reports, total };
}

/** GET /api/reports/{id}: the report with its definition, as it is now (what Open hands to the builder). */
export function fetchSavedReport(id: number): Promise<SavedReport> {
  return unwrap(reportingClient.GET('/api/reports/{id}', { params: { path: { id } } }));
}

/** The reports saved from the task, shared with the company; older ones load on request (fetchNextPage). */
export function useSavedReports(taskId: number) {
  const result = useInfiniteQuery({
    queryKey: savedReportsQueryKey(taskId),
    queryFn: ({ pageParam }) => fetchSavedReportPage(taskId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
  });
  const reports = useMemo(() => result.data?.pages.flatMap((page) => page.reports) ?? [], [result.data]);
  const total = result.data?.pages.at(-1)?.total ?? 0;
  return { ...result, reports, total };
}

/** Saving, renaming, duplicating and deleting a report; each refreshes the lists. */
export function useSavedReportActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_REPORTS_QUERY_KEY });
  const save = useMutation({
    mutationFn: (body: SaveReportBody) => unwrap(reportingClient.POST('/api/reports', { body })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateReportBody }) => unwrap(reportingClient.PUT('/api/reports/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
  const duplicate = useMutation({
    mutationFn: (id: number) => unwrap(reportingClient.POST('/api/reports/{id}/duplicate', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(reportingClient.DELETE('/api/reports/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  return { save, update, duplicate, remove };
}
