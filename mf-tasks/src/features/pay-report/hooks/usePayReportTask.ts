import { useQuery } from '@tanstack/react-query';
import { findPayReportTask } from '../pay-report-client.js';
import { payReportKeys } from '../pay-report-query-keys.js';

/** The caller's Technician Pay Report task (null when the company has none). */
export function usePayReportTask() {
  return useQuery({ queryKey: payReportKeys.task, queryFn: findPayReportTask });
}
