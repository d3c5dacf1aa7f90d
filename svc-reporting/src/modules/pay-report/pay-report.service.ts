import { Injectable, Logger } from '@nestjs/common';
import type { PayReportComputeReplyV1, PayReportComputeRequestV1, PayReportV1 } from '@milestone/contracts';
import { NotConnectedError, NotSyncedError, PayReportError } from './pay-report.errors.js';
import { toAnalysis, toGroup, toTechnician, toTotals } from './pay-report.mapper.js';
import { readPayReportRequest } from './pay-report-request.js';
import { PAY_TIME_ZONE, PayReportRepository } from './pay-report.repository.js';

/**
 * The technician pay report of one company and one Monday-Sunday week, computed from the
 * ServiceTitan replica (see the repository for how each figure is made). A company that is not
 * connected, or whose data was never synced, gets no report: an empty one would read as a week
 * nobody was paid.
 */
@Injectable()
export class PayReportService {
  private readonly logger = new Logger(PayReportService.name);

  constructor(private readonly reports: PayReportRepository) {}

  /** The reply to a request as it came off the wire: a report, or why there is none. */
  async answer(request: unknown): Promise<PayReportComputeReplyV1> {
    const read = readPayReportRequest(request);
    if (typeof read === 'string') return { failure: 'invalid', message: read };
    try {
      return { report: await this.compute(read) };
    } catch (error) {
      if (error instanceof PayReportError) return { failure: error.failure, message: error.message };
      this.logger.error(
        `the pay report of company ${read.companyId} for ${read.startDate} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return { failure: 'unavailable', message: 'The pay report could not be computed. Please try again.' };
    }
  }

  async compute(request: PayReportComputeRequestV1): Promise<PayReportV1> {
    const { companyId, startDate, endDate, groupBy, includeCommissionAnalysis } = request;
    const state = await this.reports.replicaState(companyId);
    if (!state.connected) throw new NotConnectedError();
    if (!state.syncedAt) throw new NotSyncedError();
    const started = performance.now();
    const { summary, analysis } = await this.reports.compute(companyId, startDate, endDate, groupBy, includeCommissionAnalysis);
    const computeMs = Math.round((performance.now() - started) * 10) / 10;
    const total = summary.find((row) => row.kind === 'total');
    const groups = summary
      .filter((row) => row.kind === 'group')
      .sort((a, b) => compareText(a.group_label, b.group_label) || compareText(a.group_key, b.group_key));
    const order = new Map(groups.map((row, index) => [row.group_key, index]));
    const technicians = summary
      .filter((row) => row.kind === 'technician')
      .sort(
        (a, b) =>
          (order.get(a.group_key) ?? 0) - (order.get(b.group_key) ?? 0) || compareText(a.name, b.name) || Number(a.technician_id) - Number(b.technician_id),
      );
    return {
      companyId,
      startDate,
      endDate,
      from: (total ?? summary[0])?.week_from.toISOString() ?? '',
      to: (total ?? summary[0])?.week_to.toISOString() ?? '',
      timeZone: PAY_TIME_ZONE,
      groupBy,
      replicaSyncedAt: state.syncedAt.toISOString(),
      technicians: technicians.map(toTechnician),
      groups: groups.map(toGroup),
      totals: toTotals(total),
      commissionAnalysis: analysis ? toAnalysis(analysis) : null,
      computeMs,
    };
  }
}

function compareText(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '', 'en');
}
