/**
 * A report of the report builder from a person's words, asked of svc-reporting over core NATS
 * request-reply (outside every stream: the answer only matters while someone waits for it). The
 * asker is svc-tasks' AI builder, building an api-reporting task ("revenue by business unit and
 * technician last month"): it never holds the report builder's field catalog, so svc-reporting
 * maps the words onto its catalog, checks the result with its join planner and answers the
 * definition that POST /api/service-titan/generate-report takes, with the words it understood and
 * those it did not. svc-reporting's instances answer in one queue group, so one answers each request.
 *
 * A proposal (a model's reading of the words) is checked the same way: each of its fields must be a
 * catalog field id or words the vocabulary maps to one; what is neither is named in
 * `notUnderstood` and never makes it into the definition.
 */
export const REPORT_FROM_REQUEST_V1 = 'reporting.report.from-request.v1' as const;

/** The queue group svc-reporting answers these requests in. */
export const REPORT_FROM_REQUEST_QUEUE_GROUP = 'svc-reporting' as const;

/** The longest text read (a task's description and its steps). */
export const REPORT_REQUEST_MAX_TEXT = 4000;

export const REPORT_AGGREGATIONS_V1 = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type ReportAggregationV1 = (typeof REPORT_AGGREGATIONS_V1)[number];

export const REPORT_DATE_BUCKETS_V1 = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type ReportDateBucketV1 = (typeof REPORT_DATE_BUCKETS_V1)[number];

/** A model's reading of the words: every field a catalog id ('invoices.subTotal') or words ('invoice subtotal', 'technician'). */
export interface ReportProposalV1 {
  /** What is measured: a field and its aggregation (no field: a count of what the words count). */
  values?: Array<{ field?: string; aggregation?: ReportAggregationV1 }>;
  /** Pivot rows, outermost first: field ids or words; a date bucket as words ('month') or 'invoices.invoiceDate:month'. */
  rows?: string[];
  columns?: string[];
  /** Filters in words: 'plumbing', 'completed jobs', 'residential customers'. */
  filters?: string[];
  /** The period in words: 'last month', 'last 30 days', '2026-10-01 to 2026-10-31'. */
  period?: string;
}

export interface ReportFromRequestRequestV1 {
  companyId: number;
  /** The person's words (a task's description, its steps), at most REPORT_REQUEST_MAX_TEXT characters. */
  text: string;
  proposal?: ReportProposalV1;
  /** The day relative periods count from ('YYYY-MM-DD', a Chicago day); default today in Chicago. */
  today?: string;
}

export interface ReportPivotFieldV1 {
  fieldId: string;
  dateBucket?: ReportDateBucketV1;
}

export interface ReportPivotValueV1 {
  fieldId?: string;
  aggregation: ReportAggregationV1;
  label?: string;
}

export interface ReportFilterV1 {
  fieldId: string;
  operator: 'equals' | 'notEquals' | 'contains' | 'in' | 'gt' | 'gte' | 'lt' | 'lte' | 'between' | 'isEmpty' | 'isNotEmpty';
  value?: string | number | boolean | Array<string | number>;
}

/** The report builder's definition, as POST /api/service-titan/generate-report takes it (its ReportDefinitionDto). */
export interface ReportDefinitionV1 {
  selectedFields: string[];
  dateField?: string;
  /**
   * Chicago days, both included. With a preset ('last-month', 'last-30-days', 'this-week' ...) the
   * range is relative: generate-report, download-report and a saved report's render recompute the
   * days from the preset on each call (Chicago today), and the dates here are the ones of `today`.
   */
  dateRange?: { startDate: string; endDate: string; preset?: string };
  reportConfig: {
    name: string;
    description?: string;
    format: 'table' | 'pivot' | 'summary';
    pivotConfig?: {
      rows: ReportPivotFieldV1[];
      columns: ReportPivotFieldV1[];
      values: ReportPivotValueV1[];
      sort?: { by: 'label' | 'value'; direction: 'asc' | 'desc' };
      topN?: number;
    };
    filters?: ReportFilterV1[];
    businessUnit?: 'All' | 'Electrical' | 'Plumbing' | 'HVAC' | 'General';
    jobStatus?: 'All' | 'Completed' | 'In Progress' | 'Scheduled';
    sort?: Array<{ fieldId: string; direction: 'asc' | 'desc' }>;
  };
}

/** The period the words named, resolved to Chicago days on `today`. */
export interface ReportPeriodV1 {
  /** The words as read: 'last month', 'the last 30 days (the default)'. */
  phrase: string;
  /** A preset a screen can recompute on another day ('last-month', 'last-30-days', ...); null for fixed dates. */
  preset: string | null;
  startDate: string;
  endDate: string;
}

export interface ReportReadingV1 {
  /** Checked against the catalog and the join planner: it generates as it is. */
  definition: ReportDefinitionV1;
  /** The definition in words, the task's step: 'Sum of Invoice Subtotal by Business Unit and month of Invoice Date, last month'. */
  summary: string;
  period: ReportPeriodV1 | null;
  /** What was understood, each 'words → meaning' ('revenue → Sum of Invoice Subtotal'). */
  understood: string[];
  /** The words (or proposed fields) that were not understood; empty when all was. */
  notUnderstood: string[];
  /** Readings taken where the words allowed more than one (said to the person). */
  notes: string[];
}

/**
 * Why there is no definition: `invalid` (a request the service cannot read), `not-understood`
 * (nothing in the words names something to report), `not-joinable` (what the words name cannot be in
 * one report: the message names the missing relationship), `unavailable` (the service failed).
 */
export const REPORT_FROM_REQUEST_FAILURES = ['invalid', 'not-understood', 'not-joinable', 'unavailable'] as const;
export type ReportFromRequestFailureV1 = (typeof REPORT_FROM_REQUEST_FAILURES)[number];

export type ReportFromRequestReplyV1 =
  { reading: ReportReadingV1 } | { failure: ReportFromRequestFailureV1; message: string; understood: string[]; notUnderstood: string[] };
