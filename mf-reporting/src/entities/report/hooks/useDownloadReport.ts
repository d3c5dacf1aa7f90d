import { useMutation } from '@tanstack/react-query';
import { useToast } from '@milestone/platform-sdk';
import { downloadReport } from '../report-client.js';
import { REPORT_TEXTS, type DownloadFormat, type ReportDefinition } from '../report.model.js';

/** Downloads a report as CSV, XLSX or PDF; a failure toasts 'Download Failed' (spec 001 section 8). */
export function useDownloadReport() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ definition, format }: { definition: ReportDefinition; format: DownloadFormat }) => downloadReport(definition, format),
    onError: () => toast({ variant: 'error', ...REPORT_TEXTS.downloadFailed }),
  });
}
