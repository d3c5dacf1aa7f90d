import { PAY_REPORT_GROUP_BY, payWeekProblem, type PayReportComputeRequestV1, type PayReportGroupByV1 } from '@milestone/contracts';

/**
 * The request as it came off the wire, read into its type, or why it cannot be (the text the asker
 * is answered with). Unknown fields are ignored; every known one is checked.
 */
export function readPayReportRequest(value: unknown): PayReportComputeRequestV1 | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'A pay report request is a JSON object';
  const request = value as Record<string, unknown>;
  const { companyId, startDate, endDate, groupBy, includeCommissionAnalysis } = request;
  if (!Number.isSafeInteger(companyId) || (companyId as number) <= 0) return 'A pay report request needs the companyId (a positive whole number)';
  const week = payWeekProblem(startDate, endDate);
  if (week) return week;
  if (typeof groupBy !== 'string' || !(PAY_REPORT_GROUP_BY as readonly string[]).includes(groupBy))
    return `Group the report by one of ${PAY_REPORT_GROUP_BY.join(', ')}`;
  if (typeof includeCommissionAnalysis !== 'boolean') return 'includeCommissionAnalysis is true or false';
  return {
    companyId: companyId as number,
    startDate: startDate as string,
    endDate: endDate as string,
    groupBy: groupBy as PayReportGroupByV1,
    includeCommissionAnalysis,
  };
}
