import type { StatusResponse } from '../integration-status/integration-status.model.js';
import type { ReportDefinition } from '../../entities/report/report.model.js';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldIds = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The report the overview opens with: the task's saved configuration (config.apiConfiguration),
 * its report definition when it has one (the AI builder's, or one saved from the builder), else the
 * fields the API Configuration editor picked; nothing when the task has neither.
 */
export function openingDefinition(config: unknown): ReportDefinition | undefined {
  const api = isRecord(config) && isRecord(config['apiConfiguration']) ? config['apiConfiguration'] : undefined;
  if (!api) return undefined;
  const report = api['report'];
  if (isRecord(report) && Array.isArray(report['selectedFields'])) {
    return { ...(report as unknown as ReportDefinition), selectedFields: fieldIds(report['selectedFields']) };
  }
  const selectedFields = [...new Set(fieldIds(api['selectedFields']))];
  return selectedFields.length > 0 ? { selectedFields } : undefined;
}

export interface ConnectionNeeded {
  title: string;
  text: string;
  /** True when no report can run (nothing is connected): the overview shows this instead of the builder. */
  blocking: boolean;
}

/**
 * What a company whose reports cannot be answered is told, instead of an empty grid: no connection
 * yet (instead of the builder), or one ServiceTitan refuses (above it: the replica still answers).
 * Null when reports can run, or while the status is not known.
 */
export function connectionNeeded(answer: StatusResponse | undefined): ConnectionNeeded | null {
  if (!answer) return null;
  if (!answer.configured) {
    return {
      title: 'Connect Service Titan to build reports',
      text: answer.canManage
        ? 'Reports are answered from your company’s Service Titan data. Connect your Service Titan account on the integration status page; the first sync takes about a minute.'
        : 'Reports are answered from your company’s Service Titan data, which is not connected yet. Ask an owner or admin of your company to connect it on the integration status page.',
      blocking: true,
    };
  }
  if (answer.status.authentication.status === 'failed') {
    return {
      title: 'Service Titan refused the connection',
      text: 'Reports use the data synced so far. Check the connection on the integration status page.',
      blocking: false,
    };
  }
  return null;
}
