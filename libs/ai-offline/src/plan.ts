import { chosenColumns, clarifyAnswer, LEAVE_OUT } from './clarify.js';
import { resolveAgainstSample } from './understand/resolve-sample.js';
import type { AiTaskType, Complexity, InputSample, PlanSection, RequirementAnswers, TaskPlan } from './types.js';
import type { Operation, Program } from './program.js';
import { BLANK_OPTIONS, QUESTION, shortTitle } from './requirements.js';
import { parseDateRangeWords } from './understand/conditions.js';
import { describeOperation, describeRead, describeWrite, outputFileName } from './understand/describe.js';
import { read } from './understand/understand.js';
import { columnList, unquote } from './understand/values.js';

/**
 * The offline provider's plan: the description read into operations, the answers applied (output
 * format and name, key columns, blanks, grouping, dates, sheet), and a data flow of one plain step
 * per operation that the catalogue reads back when the script is built. What it did not understand
 * stays in the data flow verbatim and is returned as `notes`.
 */

export type OfflinePlan = TaskPlan & { notes: string[] };

function text(answer: RequirementAnswers[string]): string {
  if (Array.isArray(answer)) return answer.join(', ');
  return typeof answer === 'string' ? answer.trim() : '';
}

function sameColumns(a: string[] | undefined, b: string[]): boolean {
  return (a ?? []).length === b.length && (a ?? []).every((c, i) => c.toLowerCase() === b[i].toLowerCase());
}

/** The answers applied to the program; answer-added operations go first (after reading). */
export function applyAnswers(program: Program, answers: RequirementAnswers): Operation[] {
  const added: Operation[] = [];
  const format = text(answers[QUESTION.outputFormat]);
  if (/csv/i.test(format)) program.output.format = 'csv';
  else if (/xlsx|excel/i.test(format)) program.output.format = 'xlsx';
  const name = text(answers[QUESTION.outputName]);
  if (name) {
    const ext = /^(.+)\.(csv|xlsx)$/i.exec(name);
    program.output.fileName = ext ? ext[1] : name;
  }

  const keys = columnList(text(answers[QUESTION.idColumns]).replace(/;/g, ','));
  const dedupe = program.operations.find((o): o is Extract<Operation, { op: 'dedupe' }> => o.op === 'dedupe');
  const merge = program.operations.find((o): o is Extract<Operation, { op: 'merge' }> => o.op === 'merge');
  if (keys.length && merge && !sameColumns(merge.on, keys)) merge.on = keys;
  else if (keys.length && dedupe && !merge && !sameColumns(dedupe.columns, keys)) dedupe.columns = keys;

  const blanks = text(answers[QUESTION.blanks]);
  if (blanks === BLANK_OPTIONS[1]) added.push({ op: 'fill_blanks', with: { value: 0 } });
  else if (blanks === BLANK_OPTIONS[2]) added.push({ op: 'fill_blanks', with: { previous: true } });
  else if (blanks === BLANK_OPTIONS[3] && keys.length)
    added.push({ op: 'filter', keep: false, conditions: keys.map((column) => ({ column, op: 'is_blank' as const })), combine: 'any' });

  const grouping = columnList(text(answers[QUESTION.grouping]));
  const group = program.operations.find((o): o is Extract<Operation, { op: 'group' }> => o.op === 'group');
  const split = program.operations.find((o): o is Extract<Operation, { op: 'split' }> => o.op === 'split');
  if (grouping.length && grouping.length <= 2) {
    if (group && !sameColumns(group.by, grouping)) group.by = grouping;
    else if (!group && split && grouping.length === 1) split.column = grouping[0];
    else if (!group && !split) program.operations.push({ op: 'group', by: grouping, aggregates: [{ fn: 'count', as: 'Count' }] });
  }

  const dates = text(answers[QUESTION.dates]);
  if (dates) {
    const range = parseDateRangeWords(
      /^(?:last|past|between|from|since|until|before|after|in|on)\b/i.test(dates)
        ? dates
        : `between ${dates.replace(/\s+(?:-|–|to|through|until)\s+/i, ' and ')}`,
    );
    const current = program.operations.find((o): o is Extract<Operation, { op: 'date_range' }> => o.op === 'date_range');
    if (range) {
      if (current) {
        delete current.from;
        delete current.to;
        delete current.lastDays;
        Object.assign(current, range);
      } else added.push({ op: 'date_range', column: 'Date', ...range });
    }
  }

  const sheet = unquote(text(answers[QUESTION.sheet]));
  if (sheet && !/^(?:first|the first sheet|1)$/i.test(sheet)) program.sheet = sheet;
  program.operations.unshift(...added);
  return added;
}

function complexity(program: Program, notes: string[]): Complexity {
  const ops = program.operations;
  const heavy = ops.filter((o) => ['group', 'merge', 'split', 'append', 'top'].includes(o.op)).length;
  if (ops.length > 5 || heavy >= 2) return 'high';
  if (ops.length > 2 || heavy === 1 || notes.length) return 'medium';
  return 'low';
}

const TYPE_WORDS: Record<AiTaskType, string> = {
  'excel-processing': 'the uploaded spreadsheet (CSV, XLSX or XLS)',
  'form-processing': 'the submitted form entries',
  'api-reporting': 'the ServiceTitan data for the period',
};

const SERVICE_TITAN_ENDPOINTS: Record<string, string> = {
  Jobs: 'ServiceTitan Jobs API (jpm/v2/jobs)',
  Invoices: 'ServiceTitan Invoices API (accounting/v2/invoices)',
  Technicians: 'ServiceTitan Technicians API (settings/v2/technicians)',
  Timesheets: 'ServiceTitan Timesheets API (payroll/v2/timesheets)',
  Customers: 'ServiceTitan Customers API (crm/v2/customers)',
  Estimates: 'ServiceTitan Estimates API (sales/v2/estimates)',
  'Purchase Orders': 'ServiceTitan Purchase Orders API (inventory/v2/purchase-orders)',
  Payments: 'ServiceTitan Payments API (accounting/v2/payments)',
};

function sections(type: AiTaskType, program: Program): PlanSection[] {
  return [
    { title: 'Input Data', description: `What the task reads: ${TYPE_WORDS[type]}.`, type: 'data-table' },
    { title: 'Instructions', description: 'The steps the task runs, in order; edit them and the script follows.', type: 'instructions' },
    {
      title: 'Output',
      description: `What the task writes: ${outputFileName(program)}${program.operations.some((o) => o.op === 'split') ? ', split as described' : ''}.`,
      type: 'text',
    },
  ];
}

export function planOffline(input: { description: string; taskType: AiTaskType; answers: RequirementAnswers; sample?: InputSample }): OfflinePlan {
  const reading = read(input.description);
  const program = reading.program;
  // The columns picked on the Requirements step for words the file does not have (asked after the parts not understood).
  const chosen = chosenColumns(program, input.sample, input.answers, reading.clauses.filter((c) => !c.understood).length);
  const added = applyAnswers(program, input.answers ?? {});
  // A part not understood that the Requirements step's clarify question answered takes the answer's place.
  const unread = reading.clauses.filter((c) => !c.understood);
  const answered = new Map(unread.map((c, i) => [c, clarifyAnswer(input.answers, i + 1)]));
  const notes = unread.filter((c) => !answered.get(c)).map((c) => c.clause);
  // With the sample: the columns bound to the file's header, and the ones the Requirements step asked about as picked.
  if (input.sample) resolveAgainstSample(program, input.sample, chosen);

  const dataFlow: string[] = [];
  const features: string[] = [];
  if (input.taskType === 'api-reporting') {
    const wanted = input.answers?.[QUESTION.serviceTitanData];
    const data = Array.isArray(wanted) && wanted.length ? wanted : ['Jobs'];
    const period = text(input.answers?.[QUESTION.period]) || 'Last 7 days';
    dataFlow.push(`Fetch ${data.join(', ')} from ServiceTitan for the period: ${period}`);
  } else {
    dataFlow.push(describeRead(program));
  }
  const seen = new Set<Operation>();
  const addOp = (op: Operation) => {
    if (seen.has(op)) return;
    seen.add(op);
    dataFlow.push(describeOperation(op));
    features.push(describeOperation(op));
  };
  added.forEach(addOp);
  for (const clause of reading.clauses) {
    if (!clause.understood) {
      const answer = answered.get(clause);
      if (answer !== LEAVE_OUT) dataFlow.push(answer ?? clause.clause);
    } else clause.ops.forEach(addOp);
  }
  program.operations.filter((op) => !seen.has(op)).forEach(addOp);
  dataFlow.push(describeWrite(program));
  features.push(`Writes ${outputFileName(program)}`);

  const apiEndpoints =
    input.taskType === 'api-reporting'
      ? (() => {
          const wanted = input.answers?.[QUESTION.serviceTitanData];
          const data = Array.isArray(wanted) && wanted.length ? wanted : ['Jobs'];
          return data.map((d) => SERVICE_TITAN_ENDPOINTS[d] ?? `ServiceTitan ${d} API`);
        })()
      : [];

  return {
    name: shortTitle(input.description, program),
    description: input.description.trim(),
    type: input.taskType,
    estimatedComplexity: complexity(program, notes),
    features,
    sections: sections(input.taskType, program),
    dataFlow,
    apiEndpoints,
    notes,
  };
}
