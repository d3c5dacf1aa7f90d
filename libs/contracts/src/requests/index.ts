import { PAY_REPORT_COMPUTE_V1, type PayReportComputeReplyV1, type PayReportComputeRequestV1 } from './reporting-pay-report-compute.v1.js';
import { REPORT_FROM_REQUEST_V1, type ReportFromRequestReplyV1, type ReportFromRequestRequestV1 } from './reporting-report-from-request.v1.js';
import { SCRIPT_CHECK_V1, type ScriptCheckReplyV1, type ScriptCheckRequestV1 } from './tasks-script-check.v1.js';

export * from './reporting-pay-report-compute.v1.js';
export * from './reporting-report-from-request.v1.js';
export * from './tasks-script-check.v1.js';

/**
 * Subject -> request and reply: the one map the typed request-reply adapter in nest-kit reads.
 * These subjects are core NATS, outside every stream (a stream over one would answer the request
 * with its own acknowledgement).
 */
export interface RequestMap {
  [SCRIPT_CHECK_V1]: { request: ScriptCheckRequestV1; reply: ScriptCheckReplyV1 };
  [PAY_REPORT_COMPUTE_V1]: { request: PayReportComputeRequestV1; reply: PayReportComputeReplyV1 };
  [REPORT_FROM_REQUEST_V1]: { request: ReportFromRequestRequestV1; reply: ReportFromRequestReplyV1 };
}
export type RequestSubject = keyof RequestMap;
