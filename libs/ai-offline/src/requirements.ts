import type { ReportProposalV1 } from '@milestone/contracts';
import { clarifyQuestions, columnQuestions } from './clarify.js';
import type { AiTaskType, InputSample, RequirementQuestion } from './types.js';
import type { Operation, Program } from './program.js';
import { describeOperation } from './understand/describe.js';
import { DEFAULT_OUTPUT_NAME, read, type Reading } from './understand/understand.js';

/**
 * The offline provider's requirement questions: real questions drawn from the description, each
 * with a proposed answer (`value`) the screen pre-fills. Their ids are the keys `applyAnswers`
 * (plan.ts) reads back.
 */

export const QUESTION = {
  idColumns: 'id-columns',
  blanks: 'blanks',
  outputFormat: 'output-format',
  outputName: 'output-name',
  grouping: 'grouping',
  sheet: 'sheet-name',
  dates: 'date-range',
  formFields: 'form-fields',
  formRequired: 'form-required',
  serviceTitanData: 'servicetitan-data',
  period: 'period',
  measures: 'report-measures',
  groupBy: 'report-group-by',
  businessUnit: 'report-business-unit',
  jobStatus: 'report-job-status',
} as const;

export const FORMAT_OPTIONS = ['Excel (.xlsx)', 'CSV (.csv)'] as const;
export const BLANK_OPTIONS = ['Leave them blank', 'Fill with 0', 'Fill with the value above', 'Remove rows where the key column is blank'] as const;
export const SERVICE_TITAN_DATA = ['Jobs', 'Invoices', 'Technicians', 'Timesheets', 'Customers', 'Estimates', 'Purchase Orders', 'Payments'] as const;
/** The period as the description says it (read by svc-reporting's vocabulary: 'last quarter', 'in October' ...; none: the last 30 days). */
export const PERIOD_AS_DESCRIBED = 'As described';
export const PERIODS = [PERIOD_AS_DESCRIBED, 'Yesterday', 'Last 7 days', 'Last 30 days', 'This month', 'Last month'] as const;

/**
 * A report's choices, each with the words svc-reporting reads it by (its vocabulary maps them onto
 * the report builder's catalog; svc-tasks holds no field of it). What is measured: a measure in
 * words, or a count of records.
 */
export const REPORT_MEASURES: Readonly<Record<string, ReportProposalValue>> = {
  Revenue: { field: 'revenue' },
  'Job count': { field: 'jobs', aggregation: 'count' },
  'Average ticket': { field: 'average ticket' },
  'Invoice count': { field: 'invoices', aggregation: 'count' },
  'Amount owed': { field: 'amount owed' },
  'Payments collected': { field: 'collected' },
  'Estimate value': { field: 'estimate value' },
};
export type ReportProposalValue = NonNullable<ReportProposalV1['values']>[number];

/** What a report groups by (its rows, outermost first), in svc-reporting's words. */
export const REPORT_GROUPINGS: Readonly<Record<string, string>> = {
  'Business unit': 'business unit',
  Technician: 'technician',
  'Technician team': 'technician team',
  Campaign: 'campaign',
  'Job type': 'job type',
  'Job status': 'job status',
  Customer: 'customer',
  Day: 'day',
  Week: 'week',
  Month: 'month',
  Quarter: 'quarter',
};

/** The report builder's two filters (spec 001: business unit and job status), 'As described' leaving them to the words. */
export const REPORT_BUSINESS_UNITS = [PERIOD_AS_DESCRIBED, 'Electrical', 'Plumbing', 'HVAC', 'General'] as const;
export const REPORT_JOB_STATUSES = [PERIOD_AS_DESCRIBED, 'Completed', 'In Progress', 'Scheduled'] as const;

function find<T extends Operation['op']>(program: Program, op: T): Extract<Operation, { op: T }> | undefined {
  return program.operations.find((o): o is Extract<Operation, { op: T }> => o.op === op);
}

/** 'hours-by-technician' -> 'Hours By Technician'; a short title for a task. */
export function titleFromFileName(fileName: string): string {
  if (/\s/.test(fileName.trim())) return fileName.trim();
  return fileName
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase());
}

function firstCondition(op: Extract<Operation, { op: 'filter' }>): string {
  const c = op.conditions[0];
  const value = Array.isArray(c.value) ? c.value.join(' or ') : c.value === undefined ? (c.op === 'is_blank' ? 'blank' : 'filled') : String(c.value);
  return `${op.keep ? '' : 'without '}${c.column} ${value}`.trim();
}

/** The main operation in a few words: 'Total Hours by Technician', 'Top 5 by Amount'. */
function operationTitle(op: Operation): string {
  switch (op.op) {
    case 'group':
      return `${op.aggregates.map((a) => a.as).join(' and ')} by ${op.by.join(' and ')}`;
    case 'split':
      return `One ${op.into === 'files' ? 'file' : 'sheet'} per ${op.column}`;
    case 'top':
      return `Top ${op.n} by ${op.by}`;
    case 'merge':
      return `Matched on ${op.on.join(' and ')}`;
    case 'append':
      return op.source === 'files' ? 'Combined files' : 'Combined sheets';
    case 'dedupe':
      return op.columns?.length ? `Unique ${op.columns.join(' and ')}` : 'Without duplicates';
    case 'filter':
      return `Rows ${firstCondition(op)}`.replace(/^Rows without/, 'Without');
    case 'date_range':
      return op.lastDays !== undefined ? `Last ${op.lastDays} days` : `${op.column} ${op.from ?? ''}${op.from && op.to ? ' to ' : ''}${op.to ?? ''}`;
    case 'sort':
      return `Sorted by ${op.by.map((k) => k.column).join(' and ')}`;
    case 'compute':
      return `With ${op.column}`;
    case 'select':
      return op.columns.slice(0, 3).join(' and ');
    case 'rename':
      return 'Renamed columns';
    case 'reorder':
      return `${op.columns[0]} first`;
    case 'drop':
      return `Without ${op.columns.join(' and ')}`;
    case 'fill_blanks':
      return 'Blanks filled';
    case 'trim':
      return 'Trimmed';
    case 'total_row':
      return `With ${op.label}`;
  }
}

const TITLE_RANK: Operation['op'][] = [
  'group',
  'top',
  'split',
  'merge',
  'append',
  'filter',
  'date_range',
  'dedupe',
  'compute',
  'select',
  'drop',
  'rename',
  'reorder',
  'fill_blanks',
  'trim',
  'sort',
  'total_row',
];

/** A short name for what the description asks: the output's name, or what the main operation makes. */
export function shortTitle(description: string, program: Program): string {
  if (program.output.fileName !== DEFAULT_OUTPUT_NAME) return titleFromFileName(program.output.fileName).slice(0, 60);
  const main = [...program.operations].sort((a, b) => TITLE_RANK.indexOf(a.op) - TITLE_RANK.indexOf(b.op))[0];
  if (main)
    return operationTitle(main)
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
  if (program.output.sheetName || /\b(?:convert|csv|excel|xlsx)\b/i.test(description)) return `Converted to ${program.output.format.toUpperCase()}`;
  const words = description
    .split(/[.!?\n]/)[0]
    .replace(/[,;:]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .join(' ');
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 60) || 'New task';
}

export function dateRangeText(op: Extract<Operation, { op: 'date_range' }>): string {
  if (op.lastDays !== undefined) return `last ${op.lastDays} days`;
  if (op.from && op.to) return `${op.from} to ${op.to}`;
  if (op.from) return `from ${op.from}`;
  return `until ${op.to}`;
}

/** The summary sentence: what was understood, and what was not. */
export function understandingMessage(reading: Reading): string {
  const ops = reading.program.operations.map(describeOperation);
  const missing = reading.clauses.filter((c) => !c.understood).map((c) => `"${c.clause}"`);
  const did = ops.length
    ? `I understood ${ops.length === 1 ? 'this step' : `these ${ops.length} steps`}: ${ops.join('; ')}.`
    : 'I found no spreadsheet step in the description yet.';
  const not = missing.length
    ? ` I did not understand ${missing.join(', ')}: answer the questions below or rephrase it.`
    : ' Check the answers I propose below.';
  return did + not;
}

function excelQuestions(description: string, program: Program): RequirementQuestion[] {
  const questions: RequirementQuestion[] = [];
  const dedupe = find(program, 'dedupe');
  const merge = find(program, 'merge');
  const keyed = dedupe !== undefined || merge !== undefined;
  questions.push({
    id: QUESTION.idColumns,
    question: 'Which columns identify a row?',
    description: merge
      ? 'Rows of the two tables are matched on these columns.'
      : dedupe
        ? 'Rows with the same values in these columns count as duplicates (leave empty to compare whole rows).'
        : 'The column (or columns) that make a row unique, such as an invoice or job number. Leave empty if there is none.',
    required: keyed && merge !== undefined,
    type: 'text',
    value: (merge?.on ?? dedupe?.columns ?? []).join(', '),
  });
  questions.push({
    id: QUESTION.blanks,
    question: 'What should happen to blank cells?',
    description: 'Blank cells are kept as they are unless you choose otherwise.',
    required: false,
    type: 'select',
    options: [...BLANK_OPTIONS],
    value: BLANK_OPTIONS[0],
  });
  const group = find(program, 'group');
  const split = find(program, 'split');
  if (group || split || /\b(?:group|per|each|by)\b/i.test(description)) {
    questions.push({
      id: QUESTION.grouping,
      question: split && !group ? 'Which column decides the sheet or file each row goes to?' : 'Which columns should the rows be grouped by?',
      description:
        split && !group
          ? 'One sheet (or file) is written per distinct value of this column.'
          : 'One row per distinct value (one or two columns, separated by "and").',
      required: Boolean(group || split),
      type: 'text',
      value: group ? group.by.join(' and ') : (split?.column ?? ''),
    });
  }
  const dates = find(program, 'date_range');
  if (
    dates ||
    /\b(?:date|dated|days?|week|month|january|february|march|april|may|june|july|august|september|october|november|december|\d{4}-\d{2}-\d{2})\b/i.test(
      description,
    )
  ) {
    questions.push({
      id: QUESTION.dates,
      question: 'Which dates should be kept?',
      description: 'For example "2025-01-01 to 2025-01-31", "last 7 days", "from 2025-01-01". Leave empty to keep every date.',
      required: false,
      type: 'text',
      value: dates ? dateRangeText(dates) : '',
    });
  }
  const append = find(program, 'append');
  if (/\b(?:sheet|tab|workbook)s?\b/i.test(description) && !(append?.source === 'sheets')) {
    questions.push({
      id: QUESTION.sheet,
      question: 'Which sheet of the workbook should be read?',
      description: 'Leave empty to read the first sheet.',
      required: false,
      type: 'text',
      value: program.sheet ?? '',
    });
  }
  return questions;
}

function outputQuestions(description: string, program: Program): RequirementQuestion[] {
  return [
    {
      id: QUESTION.outputFormat,
      question: 'In which format should the result be written?',
      description: 'Excel keeps one sheet per group when the result is split; CSV writes one file per group.',
      required: true,
      type: 'select',
      options: [...FORMAT_OPTIONS],
      value: program.output.format === 'csv' ? FORMAT_OPTIONS[1] : FORMAT_OPTIONS[0],
    },
    {
      id: QUESTION.outputName,
      question: 'What should the output file be called?',
      description: 'Without the extension; it follows the format.',
      required: false,
      type: 'text',
      value: program.output.fileName !== DEFAULT_OUTPUT_NAME ? program.output.fileName : shortTitle(description, program),
    },
  ];
}

function formQuestions(description: string): RequirementQuestion[] {
  const quoted = [...description.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]);
  const listed = /\b(?:fields?|asks?\s+for|collects?|with)\s*:?\s+([A-Z][\w ]+(?:,\s*[A-Z][\w ]+)+(?:,?\s+and\s+[A-Z][\w ]+)?)/.exec(description);
  const fields = quoted.length
    ? quoted
    : listed
      ? listed[1]
          .split(/,\s*|\s+and\s+/)
          .map((f) => f.trim())
          .filter(Boolean)
      : [];
  return [
    {
      id: QUESTION.formFields,
      question: 'Which fields does the form have?',
      description: 'One per line, in the order they appear on the form.',
      required: true,
      type: 'textarea',
      value: fields.join('\n'),
    },
    {
      id: QUESTION.formRequired,
      question: 'Which fields must always be filled in?',
      description: 'Submissions missing one of these are flagged.',
      required: false,
      type: 'multiselect',
      ...(fields.length ? { options: fields } : {}),
      value: fields.slice(0, 1),
    },
  ];
}

function apiQuestions(description: string): RequirementQuestion[] {
  const mentioned = SERVICE_TITAN_DATA.filter((d) => new RegExp(`\\b${d.replace(/s$/, '')}s?\\b`, 'i').test(description));
  const period = /\byesterday\b/i.test(description)
    ? 'Yesterday'
    : /\b(?:last|past)\s+30\s+days\b/i.test(description)
      ? 'Last 30 days'
      : /\bthis\s+month\b/i.test(description)
        ? 'This month'
        : /\blast\s+month\b/i.test(description)
          ? 'Last month'
          : PERIOD_AS_DESCRIBED;
  return [
    {
      id: QUESTION.period,
      question: 'Which period should the report cover?',
      description:
        'Counted back from the day the report is built, in Chicago time. "As described" takes the period your description names (the last 30 days when it names none).',
      required: true,
      type: 'select',
      options: [...PERIODS],
      value: period,
    },
    {
      id: QUESTION.measures,
      question: 'What should the report measure?',
      description: 'One column of figures per choice. Leave empty to measure what your description names.',
      required: false,
      type: 'multiselect',
      options: Object.keys(REPORT_MEASURES),
      value: [],
    },
    {
      id: QUESTION.groupBy,
      question: 'How should the report be grouped?',
      description:
        'One row per value, the first choice outermost (a date choice groups by that part of the date). Leave empty to group as your description says.',
      required: false,
      type: 'multiselect',
      options: Object.keys(REPORT_GROUPINGS),
      value: [],
    },
    {
      id: QUESTION.businessUnit,
      question: 'Which business unit should the report include?',
      description: '"As described" keeps the business unit your description names (every one when it names none).',
      required: false,
      type: 'select',
      options: [...REPORT_BUSINESS_UNITS],
      value: PERIOD_AS_DESCRIBED,
    },
    {
      id: QUESTION.jobStatus,
      question: 'Which jobs should the report include, by status?',
      description: '"As described" keeps the job status your description names (every status when it names none).',
      required: false,
      type: 'select',
      options: [...REPORT_JOB_STATUSES],
      value: PERIOD_AS_DESCRIBED,
    },
    {
      id: QUESTION.serviceTitanData,
      question: 'Which ServiceTitan data should the report read?',
      description: 'The records fetched from ServiceTitan for the period; read when your description names nothing to report.',
      required: true,
      type: 'multiselect',
      options: [...SERVICE_TITAN_DATA],
      value: mentioned.length ? [...mentioned] : ['Jobs'],
    },
  ];
}

export function requirementsOffline(input: { description: string; taskType: AiTaskType; sample?: InputSample }): {
  requirements: RequirementQuestion[];
  message: string;
} {
  const reading = read(input.description);
  const program = reading.program;
  const requirements =
    input.taskType === 'form-processing'
      ? [...formQuestions(input.description), ...outputQuestions(input.description, program)]
      : input.taskType === 'api-reporting'
        ? apiQuestions(input.description)
        : [...excelQuestions(input.description, program), ...outputQuestions(input.description, program)];
  const clauses = input.taskType === 'api-reporting' ? [] : clarifyQuestions(reading, input.sample);
  const clarify = input.taskType === 'api-reporting' ? [] : [...clauses, ...columnQuestions(program, input.sample, clauses.length)];
  return { requirements: [...clarify, ...requirements], message: understandingMessage(reading) };
}
