import { reportingClient, unwrap } from '@milestone/platform-sdk';
import type { ReportingComponents } from '@milestone/contracts';
import { downloadFileName, type DownloadFormat, type ReportAnswer, type ReportDefinition } from './report.model.js';

type GenerateReportBody = ReportingComponents['schemas']['GenerateReportDto'];

/** POST /api/service-titan/generate-report: one page of a report. */
export function fetchReportPage(body: GenerateReportBody, signal?: AbortSignal): Promise<ReportAnswer> {
  return unwrap(reportingClient.POST('/api/service-titan/generate-report', { body, ...(signal ? { signal } : {}) }));
}

/**
 * POST /api/service-titan/download-report: the whole report as a CSV, XLSX or PDF file, saved by
 * the browser under the name the server gives it. A failure throws (an ApiError for a refusal).
 */
export async function downloadReport(definition: ReportDefinition, format: DownloadFormat): Promise<void> {
  const title = definition.reportConfig?.name;
  const call = reportingClient.POST('/api/service-titan/download-report', {
    body: { reportData: definition, format, ...(title ? { config: { title } } : {}) },
    parseAs: 'blob',
  });
  const blob: Blob = await unwrap(call);
  const { response } = await call;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadFileName(response.headers.get('content-disposition'), format);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
