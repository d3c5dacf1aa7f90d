/** The page's own queries; its runs sit under the executions keys (entities/execution). */
export const payReportKeys = {
  task: ['pay-report', 'task'] as const,
  serviceTitan: ['pay-report', 'service-titan-configured'] as const,
};
