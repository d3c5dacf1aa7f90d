import type { AiTaskType, ChatTurn, InputSample, RequirementAnswers, RunContext, TaskPlan } from '../ai.types.js';

/**
 * What the model is told (system) and asked (user) for each operation. The system prompt holds
 * the product, the task types, the sandbox's `milestone` helper module and the rules for scripts;
 * the user prompt holds the one request. The answer's shape is also enforced by response_format
 * and validated on our side (schemas.ts).
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const PRODUCT = `You work inside Milestone, a platform where the office staff of a field-service company automate spreadsheet work.
A task has a name, a description, steps written in plain language (its instructions) and one Python script that runs in a sandbox.
The people you answer are not programmers: write plain, short sentences, use the column and file names they use, never invent data.`;

const TASK_TYPES = `Task types:
- form-processing: fills or reads forms (PDF or web form exports) and produces a file.
- excel-processing: reads CSV, XLSX or XLS files and produces a cleaned, filtered, grouped or merged spreadsheet.
- api-reporting: reads data from a connected system's API export and produces a report.`;

export const SCRIPT_RULES = `Rules for every Python script:
- Python 3 standard library only, plus openpyxl (xlsx) and xlrd (xls). No pandas, no requests, no other package.
- No network access of any kind, no subprocess, no reading outside the input files.
- Start with \`import milestone\`, the sandbox's helper module. Its whole API:
  milestone.inputs() -> list of the run's input file paths, in order
  milestone.input_path(i=0) -> the path of input file number i (raises when there is none)
  milestone.parameters() -> dict of the run's parameters
  milestone.output_path(name) -> the path to write the output file called name (a plain file name)
  milestone.progress(percent, message='') -> reports progress from 0 to 100
- Read CSV with the csv module (utf-8-sig), XLSX with openpyxl (read_only=True, data_only=True), XLS with xlrd; treat the first row as the header.
- Find columns by their header, ignoring case and surrounding spaces; when a column is missing, stop with a clear error that names it and the columns that exist, e.g.
  raise SystemExit('MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hrs, Date')
- Write the output with milestone.output_path(...) (xlsx via openpyxl with a bold header row, or csv via the csv module).
- Report progress after reading, after each step and after writing (milestone.progress).
- The whole script, self-contained, runnable as is: no placeholders, no "...".`;

const SYSTEM = `${PRODUCT}

${TASK_TYPES}

${SCRIPT_RULES}

Always answer with one JSON object that matches the JSON Schema you are given, and nothing else (no prose, no code fences).`;

/** The system message, with the answer's JSON Schema written out (for servers without response_format). */
export function systemPrompt(schema: Record<string, unknown>): string {
  return `${SYSTEM}\n\nThe JSON Schema of your answer:\n${JSON.stringify(schema)}`;
}

function listed(items: string[]): string {
  return items.length ? items.map((item, i) => `${i + 1}. ${item}`).join('\n') : '(none)';
}

/** A column's kind as its sample cells show it: number, date or text. */
function columnType(rows: InputSample['sheets'][number]['rows'], i: number): string {
  const cells = rows.map((r) => r[i]).filter((c) => c !== null && c !== '');
  if (!cells.length) return 'empty';
  if (cells.every((c) => typeof c === 'number' || (typeof c === 'string' && /^[$(-]?\d[\d,]*(?:\.\d+)?\)?%?$/.test(c.trim())))) return 'number';
  if (cells.every((c) => typeof c === 'string' && (/^\d{4}-\d{2}-\d{2}/.test(c) || /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(c.trim())))) return 'date';
  return 'text';
}

function sampleText(sample: InputSample | undefined): string {
  if (!sample)
    return 'No input file has been uploaded yet: name the columns as the user does (the script finds them at run time, ignoring case, spaces and plurals).';
  const sheets = sample.sheets.map((sheet) => {
    const rows = sheet.rows.slice(0, 5).map((row) => row.map((cell) => (cell === null ? '' : String(cell))).join(' | '));
    const columns = sheet.columns.map((c, i) => `${c} (${columnType(sheet.rows, i)})`).join(', ');
    return `Sheet "${sheet.name}" with columns: ${columns}\nFirst rows:\n${rows.join('\n') || '(no data rows)'}`;
  });
  return `Input file "${sample.fileName}" (use its columns' exact names; the user's words for them may differ: 'tech' for Technician, 'phone number' for Phone; a word like 'unpaid' may be a value of a column, not a column):\n${sheets.join('\n\n')}`;
}

function answersText(answers: RequirementAnswers): string {
  const entries = Object.entries(answers).filter(([, value]) => value !== undefined && value !== '');
  if (!entries.length) return '(no answers)';
  return entries.map(([id, value]) => `- ${id}: ${Array.isArray(value) ? value.join(', ') : String(value)}`).join('\n');
}

function runText(run: RunContext): string {
  return `Task "${run.taskName}", its steps:
${listed(run.steps)}

Its script:
\`\`\`python
${run.script}
\`\`\`

The run's status: ${run.status}${run.error ? `\nIts error: ${run.error}` : ''}
Its log: ${run.log ? JSON.stringify(run.log).slice(0, 6000) : '(none)'}

${run.inputs.map((input) => sampleText(input)).join('\n\n') || 'The run had no input file.'}`;
}

/**
 * What a report can name, in the words svc-reporting reads (its vocabulary maps them onto the report
 * builder's field catalog and checks every one): enough for the model to choose, not the catalog.
 */
export const REPORT_VOCABULARY = `What a report of the ServiceTitan data can name (use these words; svc-reporting maps them onto its field catalog):
- Measures: revenue (a sum), average ticket (an average), amount owed, collected (payments), job value, estimate value, quantity sold; or a count of jobs, invoices, payments, estimates, appointments, customers (field: the records' name, aggregation: count).
- Groupings (rows or columns): business unit, technician, technician team, campaign, lead source, job type, job status, customer, customer type, city, zip, payment method, estimate status; a date bucket: day, week, month, quarter, year.
- Filters: a business unit (electrical, plumbing, hvac, general), a job status (completed jobs, in progress jobs, scheduled jobs, canceled jobs), residential or commercial customers, unpaid invoices, sold or dismissed estimates.
- Periods: yesterday, last 7 days, last 30 days, this month, last month, this quarter, last quarter, this year, last year, or two dates 'YYYY-MM-DD to YYYY-MM-DD'.`;

export const userPrompts = {
  formDesign: (input: { description: string; answers: RequirementAnswers }) =>
    `A user wants a form to fill in, print and submit (a form-processing task). Their words:
"""${input.description}"""

Their answers to the requirement questions:
${answersText(input.answers)}

Design the form: a title, sections, and in each section its items, each either a field or a table of repeating lines. Give the fields they name, typed by what they hold (dates as date, money as currency, counts as number, yes/no as checkbox, long text as textarea, a fixed choice as select with its options); where there are lines of items, labor or parts, a table with quantity, unit price and a computed line total (quantity * unitPrice), and computed totals over it (sum(table.lineTotal); tax as subtotal * taxRate / 100). Add a Notes textarea. Defaults only where their words give one.`,

  reportProposal: (input: { description: string; answers: RequirementAnswers }) =>
    `A user wants a report (an api-reporting task). Their words:
"""${input.description}"""

Their answers to the requirement questions:
${answersText(input.answers)}

${REPORT_VOCABULARY}

Read their words (and answers) as a report: values (what is measured, each a field in words and its aggregation or null), rows (groupings, outermost first), columns (usually empty), filters (in words) and period (in words, as they said it; a relative period stays relative: 'last month', never its dates; null when they named none). Name only what they asked for; leave out anything the lists above cannot say.`,

  requirements: (input: { description: string; taskType: AiTaskType; sample?: InputSample }) =>
    `A user wants a task of type ${input.taskType}. Their description:
"""${input.description}"""

${sampleText(input.sample)}

Ask the questions you need answered before planning it: drawn from this description (which columns identify a row, what to do with blank cells, the output format and name, how to group or sort, which rows to keep), 3 to 6 of them.
Each question has an id (kebab case, unique), the question, a one-sentence description, whether it is required, a type (text, textarea, select, checkbox, multiselect), options for select and multiselect (non-empty strings; null for the other types) and a proposed value or null.
message: one or two sentences telling the user what you understood and why you ask.`,

  plan: (input: { description: string; taskType: AiTaskType; answers: RequirementAnswers; sample?: InputSample }) =>
    `Plan a task of type ${input.taskType}. The user's description:
"""${input.description}"""

${sampleText(input.sample)}

Their answers to the requirement questions:
${answersText(input.answers)}

The plan: name (short), description (one or two sentences), type (${input.taskType}), estimatedComplexity (low, medium or high), features (what the task does, short phrases), sections (what the task's page shows: title, description, type), dataFlow (the task's steps in order, each one plain sentence naming the columns and files), apiEndpoints (empty unless the task calls an API), notes (anything in the description or answers you could not understand or plan; empty when all was understood).`,

  implement: (input: { plan: TaskPlan; answers: RequirementAnswers; sample?: InputSample }) =>
    `Implement this task plan:
${JSON.stringify(input.plan)}

${sampleText(input.sample)}

The user's answers to the requirement questions:
${answersText(input.answers)}

Answer with steps (the plan's data flow as the task's steps, in order), script (the whole Python script that does them, following the rules; null when it cannot be written, saying why in message), summary (what the script does, one line per step), understood (the steps the script does), notUnderstood (what it does not do and why; empty when it does everything) and message (one or two sentences to the user).`,

  script: (input: { name: string; description: string; steps: string[]; input?: InputSample }) =>
    `Write the script of the task "${input.name}" (${input.description || 'no description'}). Its steps:
${listed(input.steps)}

${sampleText(input.input)}

Answer with script (the whole Python script doing every step, following the rules; null when a step cannot be done, saying why in message), understood (the steps it does), notUnderstood (the steps it does not do; empty when it does all) and message (one or two sentences to the user).`,

  revise: (input: { name: string; description: string; steps: string[]; request: string }) =>
    `The task "${input.name}" (${input.description || 'no description'}) has these steps:
${listed(input.steps)}

The user asks: """${input.request}"""

Answer with steps (the whole new list of steps, in order, each one plain sentence; keep the steps the request does not touch as they are) and message (one or two sentences telling the user what you changed).`,

  diagnose: (run: RunContext) =>
    `This run failed. Explain the cause in plain words a non-programmer understands (name the missing column and the columns that exist, the wrong sheet, the value that does not parse) and what to do.
${runText(run)}

Answer with explanation and script (the whole corrected script following the rules, or null when no fix can be proposed, e.g. when the input file itself is wrong).`,

  chat: (input: { run: RunContext; history: ChatTurn[]; message: string }) =>
    `You are helping the user with a run of their task.
${runText(input.run)}

The conversation so far:
${input.history.map((turn) => `${turn.role}: ${turn.content}`).join('\n') || '(none)'}

The user now says: """${input.message}"""

First decide what the user asks. A question about the run ("why did it fail", "what went wrong") or a repair of its script ("fix it") is kind "diagnosis": answer with explanation (your reply, plain words), script (a whole corrected script when you can repair it, else null) and steps null. A request to change what the task does ("add a column with ...", "sort by date instead", "remove that step and fix it"; "that step" is the step the run's failure points at) is kind "change": answer with explanation (one or two sentences telling the user what you changed), steps (the whole new list of steps, in order, each one plain sentence, the steps the request does not touch kept as they are) and script null: the script is written from the new steps and shown to the user before anything is saved.`,
};
