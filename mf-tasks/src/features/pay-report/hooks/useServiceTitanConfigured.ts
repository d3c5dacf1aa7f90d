import { useQuery } from '@tanstack/react-query';
import { fetchServiceTitanConfigured } from '../pay-report-client.js';
import { payReportKeys } from '../pay-report-query-keys.js';

/** Whether the company is connected to ServiceTitan; read once per visit of the page. */
export function useServiceTitanConfigured() {
  return useQuery({ queryKey: payReportKeys.serviceTitan, queryFn: fetchServiceTitanConfigured });
}
