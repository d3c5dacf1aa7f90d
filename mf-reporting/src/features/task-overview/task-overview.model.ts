import type { StatusResponse } from '../integration-status/integration-status.model.js';

/** The two views of an api-reporting task's overview (spec 001 section 2.1). */
export const OVERVIEW_VIEWS = ['Pivot Table Builder', 'Field Catalog'] as const;
export type OverviewView = (typeof OVERVIEW_VIEWS)[number];

export interface ConnectionView {
  label: string;
  color: 'success' | 'error' | 'warning' | 'default';
}

/** One line on the Service Titan connection a report depends on. */
export function connectionView(answer: StatusResponse | undefined, failed: boolean): ConnectionView {
  if (failed) return { label: 'Service Titan status unknown', color: 'default' };
  if (!answer) return { label: 'Checking Service Titan…', color: 'default' };
  if (!answer.configured) return { label: 'Service Titan not configured', color: 'warning' };
  switch (answer.status.authentication.status) {
    case 'success':
      return { label: 'Service Titan connected', color: 'success' };
    case 'failed':
      return { label: 'Service Titan authentication failed', color: 'error' };
    default:
      return { label: 'Service Titan not tested', color: 'default' };
  }
}
