import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { fetchReportPage } from '../report-client.js';
import { firstPageRequest, hasMoreRows, loadedReportOf, nextPageRequest, withNextPage, type LoadedReport, type ReportDefinition } from '../report.model.js';

/**
 * Generate a report (its first page: 50 rows of a table, 100 lines of a pivot), then read more on
 * demand. A report generated again (another sort, another definition) replaces the one shown
 * when it answers; until then the last one stays on screen. An answer to an older request than
 * the latest is dropped, so a slow first click never overwrites a later one.
 */
export function useGenerateReport() {
  const [report, setReport] = useState<LoadedReport | null>(null);
  const latest = useRef<ReportDefinition | null>(null);

  const first = useMutation({
    mutationFn: async (definition: ReportDefinition) => loadedReportOf(definition, await fetchReportPage(firstPageRequest(definition))),
    onSuccess: (loaded) => {
      if (latest.current === loaded.definition) setReport(loaded);
    },
  });
  const more = useMutation({
    mutationFn: async (current: LoadedReport) => ({
      definition: current.definition,
      answer: await fetchReportPage(nextPageRequest(current.definition, current.rows.length)),
    }),
    onSuccess: ({ definition, answer }) => setReport((shown) => (shown && shown.definition === definition ? withNextPage(shown, answer) : shown)),
  });

  const { mutateAsync: generateFirst, reset: resetFirst } = first;
  const generate = useCallback(
    (definition: ReportDefinition): Promise<LoadedReport> => {
      latest.current = definition;
      return generateFirst(definition);
    },
    [generateFirst],
  );
  const { mutate: readMore, isPending: readingMore } = more;
  const loadMore = useCallback(() => {
    if (report && hasMoreRows(report) && !readingMore) readMore(report);
  }, [report, readMore, readingMore]);
  const reset = useCallback(() => {
    latest.current = null;
    resetFirst();
    setReport(null);
  }, [resetFirst]);

  return {
    report,
    generate,
    isGenerating: first.isPending,
    error: first.error,
    loadMore,
    isLoadingMore: readingMore,
    loadMoreError: more.error,
    hasMore: report ? hasMoreRows(report) : false,
    reset,
  };
}
