import { offlineBuilder } from '../builder.js';
import { CLARIFY_PREFIX, LEAVE_OUT } from '../clarify.js';
import type { Operation, Program } from '../program.js';
import type { InputSample, TaskPlan } from '../types.js';
import { resolveAgainstSample } from './resolve-sample.js';
import { read, toUnderstanding } from './understand.js';

/** Everyday phrasings (issue 30) read against a sample header, several phrasings per kind of phrase. */

const timesheet: InputSample = {
  fileName: 'timesheet.xlsx',
  sheets: [
    {
      name: 'Export',
      columns: ['Technician', 'Date', 'Job #', 'Hours', 'Status'],
      rows: [
        ['Tom Reed', '2025-10-02', 'J-1', 8, 'Approved'],
        ['Sam Patel', '2025-10-03', 'J-2', null, 'Pending'],
        ['Tom Reed', '2025-10-04', 'J-3', 6.5, 'Approved'],
      ],
    },
  ],
};
const invoices: InputSample = {
  fileName: 'invoices.csv',
  sheets: [
    {
      name: 'invoices',
      columns: ['Invoice #', 'Customer', 'Invoice Date', 'Amount', 'Status'],
      rows: [
        ['INV-1', 'Acme', '09/22/2025', 120, 'Paid'],
        ['INV-2', 'Bolt', '10/02/2025', 480, 'Unpaid'],
      ],
    },
  ],
};

/** A sample of a file with one sheet. */
const oneSheet = (fileName: string, columns: string[], rows: InputSample['sheets'][number]['rows']): InputSample => ({
  fileName,
  sheets: [{ name: 'Sheet1', columns, rows }],
});

/** The plan of a description with a sample, and the script built from the plan's steps. */
function planned(description: string, sample: InputSample) {
  const plan = offlineBuilder.generatePlan({ description, taskType: 'excel-processing', answers: {}, sample });
  return { plan, built: offlineBuilder.implementTask({ plan, answers: {}, sample }) };
}

function bound(text: string, sample: InputSample): Program {
  const reading = read(text);
  resolveAgainstSample(reading.program, sample);
  const u = toUnderstanding(reading);
  expect(u.notUnderstood).toEqual([]);
  return u.program as Program;
}
const ops = (text: string, sample: InputSample): Operation[] => bound(text, sample).operations;

const sumHours: Operation = { op: 'group', by: ['Technician'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total Hours' }] };
const countPerCustomer: Operation = { op: 'group', by: ['Customer'], aggregates: [{ fn: 'count', as: 'Count' }] };

describe('everyday: questions', () => {
  it.each(['how many hours did each technician log?', 'How many hours has every tech put in', 'how many hours did each tech work'])(
    '%s: the sum of Hours per Technician',
    (text) => {
      expect(ops(text, timesheet)).toEqual([sumHours]);
    },
  );

  it.each(['how many invoices does every customer have?', 'How many invoices did each customer get'])('%s: a count per Customer', (text) => {
    expect(ops(text, invoices)).toEqual([countPerCustomer]);
  });

  it.each<[string, 'average' | 'min' | 'max']>([
    ['what is the average amount for each customer', 'average'],
    ["what's the lowest amount per customer?", 'min'],
    ['the highest amount in each customer', 'max'],
  ])('%s', (text, fn) => {
    const [group] = ops(text, invoices);
    expect(group).toMatchObject({ op: 'group', by: ['Customer'], aggregates: [{ fn, column: 'Amount' }] });
  });

  it('which ... worked the most ...: the one top row of the totals', () => {
    expect(ops('which tech worked the most hours?', timesheet)).toEqual([
      sumHours,
      { op: 'sort', by: [{ column: 'Total Hours', descending: true }] },
      { op: 'top', n: 1, by: 'Total Hours', descending: true },
    ]);
  });
});

describe('everyday: missing, blanks, comparisons, superlatives', () => {
  it.each<[string, string, InputSample]>([
    ['which entries are missing a job number?', 'Job #', timesheet],
    ['invoices with no customer', 'Customer', invoices],
    ['show me the entries that have no hours', 'Hours', timesheet],
  ])('%s: the rows where the column is blank', (text, column, sample) => {
    expect(ops(text, sample)).toEqual([{ op: 'filter', keep: true, conditions: [{ column, op: 'is_blank' }], combine: 'all' }]);
  });

  it.each<[string, string, string]>([
    ['where the status is blank, put Pending', 'Status', 'Pending'],
    ['if Job # is empty, write NONE', 'Job #', 'NONE'],
    ['wherever the tech is missing use Unassigned', 'Technician', 'Unassigned'],
  ])('%s: fills the blanks, keeps every row', (text, column, value) => {
    expect(ops(text, timesheet)).toEqual([{ op: 'fill_blanks', columns: [column], with: { value } }]);
  });

  it.each<[string, string, 'gt' | 'lt', number, InputSample]>([
    ['entries with more than 10 hours', 'Hours', 'gt', 10, timesheet],
    ['jobs under 2 hours', 'Hours', 'lt', 2, timesheet],
    ['show me the invoices over $250', 'Amount', 'gt', 250, invoices],
    ['invoices under $1,000', 'Amount', 'lt', 1000, invoices],
  ])('%s', (text, column, op, value, sample) => {
    expect(ops(text, sample)).toEqual([{ op: 'filter', keep: true, conditions: [{ column, op, value }], combine: 'all' }]);
  });

  it.each<[string, number, boolean]>([
    ['the three biggest invoices', 3, true],
    ['show me the 2 smallest invoices', 2, false],
    ['the five largest invoices', 5, true],
  ])('%s', (text, n, descending) => {
    expect(ops(text, invoices)).toEqual([{ op: 'top', n, by: 'Amount', descending }]);
  });
});

describe('everyday: values, order and format words are never columns', () => {
  it('a value of a column, in a question', () => {
    expect(ops('which invoices are still unpaid?', invoices)).toEqual([
      { op: 'filter', keep: true, conditions: [{ column: 'Status', op: 'eq', value: 'unpaid' }], combine: 'all' },
    ]);
  });

  it.each([
    'total amount billed per customer for the Unpaid invoices, highest first, as an Excel file',
    'total Amount per Customer for the Unpaid invoices, biggest first, as an Excel file',
  ])('%s', (text) => {
    const program = bound(text, invoices);
    expect(program.operations[0]).toEqual({ op: 'filter', keep: true, conditions: [{ column: 'Status', op: 'eq', value: 'Unpaid' }], combine: 'all' });
    expect(program.operations[1]).toMatchObject({ op: 'group', by: ['Customer'], aggregates: [{ fn: 'sum', column: 'Amount' }] });
    expect(program.operations[2]).toMatchObject({ op: 'sort', by: [{ descending: true }] });
    expect(program.output.format).toBe('xlsx');
  });

  it.each([
    ['total amount per customer, A to Z, as a CSV', 'csv'],
    ['total the amount for each customer alphabetically', 'xlsx'],
  ])('%s: the groups by name', (text, format) => {
    const program = bound(text, invoices);
    expect(program.operations[1]).toEqual({ op: 'sort', by: [{ column: 'Customer', descending: false }] });
    expect(program.output.format).toBe(format);
  });

  it.each<[string, boolean]>([
    ['list the approved entries from oldest to newest', false],
    ['show the approved entries from newest to oldest', true],
  ])('%s: a filter on the value, then the one date column', (text, descending) => {
    expect(ops(text, timesheet)).toEqual([
      { op: 'filter', keep: true, conditions: [{ column: 'Status', op: 'eq', value: 'approved' }], combine: 'all' },
      { op: 'sort', by: [{ column: 'Date', descending }] },
    ]);
  });

  it('a purpose at the end is not a column', () => {
    expect(ops('show me the invoices over $400 so I can call them', invoices)).toEqual([
      { op: 'filter', keep: true, conditions: [{ column: 'Amount', op: 'gt', value: 400 }], combine: 'all' },
    ]);
  });
});

describe('everyday: ask, never dead-end', () => {
  const plan = (dataFlow: string[]): TaskPlan => ({
    name: 'x',
    description: 'x',
    type: 'excel-processing',
    estimatedComplexity: 'low',
    features: [],
    sections: [],
    apiEndpoints: [],
    dataFlow,
  });

  it('asks about each part it cannot read, with choices from the file', () => {
    const { requirements } = offlineBuilder.generateRequirements({
      description: 'total hours per technician and make it look nicer',
      taskType: 'excel-processing',
      sample: timesheet,
    });
    const clarify = requirements.filter((q) => q.id.startsWith(CLARIFY_PREFIX));
    expect(clarify).toHaveLength(1);
    expect(clarify[0]).toMatchObject({ id: 'clarify-1', type: 'select', question: 'What should I do with "make it look nicer"?' });
    expect(clarify[0].options).toEqual(
      expect.arrayContaining(['Sort by Technician', 'Sort by Hours, highest first', 'Keep only rows where Status is Approved', LEAVE_OUT]),
    );
  });

  it('an answer takes the part’s place in the plan; Leave this part out drops it', () => {
    const description = 'total hours per technician and make it look nicer';
    const sorted = offlineBuilder.generatePlan({
      description,
      taskType: 'excel-processing',
      answers: { 'clarify-1': 'Sort by Technician' },
      sample: timesheet,
    });
    expect(sorted.notes).toEqual([]);
    expect(sorted.dataFlow).toContain('Sort by Technician');
    const left = offlineBuilder.generatePlan({ description, taskType: 'excel-processing', answers: { 'clarify-1': LEAVE_OUT }, sample: timesheet });
    expect(left.dataFlow.join(' ')).not.toContain('nicer');
  });

  it('builds the understood steps and names the rest; a step to rephrase, once edited, is read as any step', () => {
    const partial = offlineBuilder.implementTask({ plan: plan(['Total hours per technician', 'make it sparkle']), answers: {}, sample: timesheet });
    expect(partial.script).toContain('# THE TASK');
    expect(partial.notUnderstood).toEqual(['make it sparkle']);
    expect(partial.message).not.toContain('AI_BASE_URL');
    const edited = offlineBuilder.generateScript({
      name: 'x',
      description: 'x',
      steps: ['Total hours per technician', 'Rephrase: sort by technician'],
      input: timesheet,
    });
    expect(edited.notUnderstood).toEqual([]);
    expect(edited.script).not.toBeNull();
  });

  it.each(['Total hours per technician and email it to each technician', 'total the hours and predict next month'])(
    '%s: no script built around what no file can do',
    (text) => {
      const built = offlineBuilder.implementTask({ plan: plan([text]), answers: {}, sample: timesheet });
      expect(built.script).toBeNull();
      expect(built.message).not.toContain('AI_BASE_URL');
    },
  );
});

describe('everyday: a half-understood request is asked about, never run as if whole', () => {
  const unread = (text: string) => toUnderstanding(read(text)).notUnderstood;

  it.each(['count the approved entries and the total entries for each technician', 'count the paid invoices and all the invoices per customer'])(
    '%s: two different counts are not one count twice',
    (text) => {
      expect(unread(text)).toEqual([text]);
    },
  );

  it.each(['show me the big jobs', 'list the expensive invoices', 'just the important customers'])('%s: a vague word is not a Status value', (text) => {
    expect(unread(text)).toEqual([text]);
  });

  it.each(['what invoices are overdue by more than a month?', 'which parts are over their credit limit?'])(
    '%s: a question is not a description of the file',
    (text) => {
      expect(unread(text)).toHaveLength(1);
    },
  );

  it.each(['take out the cancelled jobs', 'take out the voided invoices'])('%s: removes rows, never read as "read the file"', (text) => {
    const [op] = ops(text, invoices);
    expect(op).toMatchObject({ op: 'filter', keep: false, conditions: [{ column: 'Status', op: 'eq' }] });
  });

  it.each(['clean up the extra spaces in the customer names', 'remove the double spaces in Customer'])('%s: spaces inside the names too', (text) => {
    expect(ops(text, invoices)).toEqual([{ op: 'trim', columns: ['Customer'], inner: true }]);
  });
});

describe('everyday: summaries and two measures at once', () => {
  it.each(['How many invoices does each customer have, and what do they add up to?', 'how many invoices did every customer get and what do they come to'])(
    '%s: the count and the total per customer',
    (text) => {
      expect(ops(text, invoices)).toEqual([
        {
          op: 'group',
          by: ['Customer'],
          aggregates: [
            { fn: 'count', as: 'Count' },
            { fn: 'sum', column: 'Amount', as: 'Total Amount' },
          ],
        },
      ]);
    },
  );

  it.each([
    'produce a summary of total hours per technician as xlsx',
    'give me a breakdown of the total hours per tech',
    'Every Monday I get a timesheet export with technician, date, hours; make a report with the total hours per technician',
  ])('%s: the summary is its contents', (text) => {
    const program = bound(text, timesheet);
    expect(program.operations).toEqual([sumHours]);
    expect(program.output.format).toBe('xlsx');
  });
});

describe('everyday: dates (a month of any year, last week, this month)', () => {
  it.each<[string, Operation]>([
    ['just the invoices from October', { op: 'date_range', column: 'Invoice Date', month: 10 }],
    ['keep only the invoices in March', { op: 'date_range', column: 'Invoice Date', month: 3 }],
    ['keep the invoices from last week', { op: 'date_range', column: 'Invoice Date', period: 'last_week' }],
    ['keep only rows from last month', { op: 'date_range', column: 'Invoice Date', period: 'last_month' }],
    ['invoices from this month only', { op: 'date_range', column: 'Invoice Date', period: 'this_month' }],
  ])('%s', (text, op) => {
    expect(ops(text, invoices)).toEqual([op]);
  });

  it('a month after a grouping filters first, and the plan says which reading it took', () => {
    expect(ops('Total hours per tech for October only, most hours first', timesheet).slice(0, 2)).toEqual([
      { op: 'date_range', column: 'Date', month: 10 },
      sumHours,
    ]);
    const plan = offlineBuilder.generatePlan({ description: 'total hours per technician for last week', taskType: 'excel-processing', answers: {} });
    expect(plan.dataFlow).toContain('Keep only rows where Date is in last week (Monday to Sunday before the run)');
  });
});

describe('everyday: a column word the file does not have is asked about, with its columns as choices', () => {
  const workOrders: InputSample = {
    fileName: 'work-orders.xlsx',
    sheets: [
      { name: 'Work Orders', columns: ['Work Order', 'Customer', 'Created', 'Completed', 'Amount'], rows: [['WO-1', 'Acme', '2025-10-01', '2025-10-03', 200]] },
    ],
  };

  it.each<[string, InputSample, string, string]>([
    ['add up the hours per person', timesheet, 'person', 'Technician'],
    ['sort it by the day', workOrders, 'day', 'Completed'],
  ])('%s: asks which column, and the answer binds it', (description, sample, word, column) => {
    const { requirements } = offlineBuilder.generateRequirements({ description, taskType: 'excel-processing', sample });
    const asked = requirements.find((q) => q.question === `Which column is "${word}"?`);
    expect(asked).toMatchObject({ type: 'select', options: sample.sheets[0].columns });
    const plan = offlineBuilder.generatePlan({ description, taskType: 'excel-processing', answers: { [asked!.id]: column }, sample });
    expect(plan.dataFlow.join(' ')).toContain(column);
    const built = offlineBuilder.implementTask({ plan, answers: { [asked!.id]: column }, sample });
    expect(built.notUnderstood).toEqual([]);
    expect(built.script).toContain(JSON.stringify(column).slice(1, -1));
  });
});

describe('everyday: a total of a product of two columns per group', () => {
  const orders = oneSheet(
    'purchase-orders.csv',
    ['PO Number', 'Vendor', 'Item', 'Qty', 'Unit Price', 'Received'],
    [
      ['PO-1', 'Ferguson', 'Copper Elbow', 50, 1.85, 'Yes'],
      ['PO-2', 'Graybar', 'Wire', 2, 120, 'No'],
    ],
  );
  const spend = (name: string): Operation[] => [
    {
      op: 'compute',
      column: name,
      expression: { kind: 'binary', op: '*', left: { kind: 'column', name: 'Qty' }, right: { kind: 'column', name: 'Unit Price' } },
    },
    { op: 'group', by: ['Vendor'], aggregates: [{ fn: 'sum', column: name, as: `Total ${name}` }] },
  ];

  it.each([
    ['what did we spend with each vendor? (qty times unit price)', 'Spend'],
    ['spend per vendor, quantity times unit price', 'Spend'],
    ['How much did we pay each vendor, Qty x Unit Price', 'Paid'],
    ['total cost per vendor (qty multiplied by unit price)', 'Cost'],
  ])('%s: the product per row, added up per Vendor', (text, name) => {
    expect(ops(text, orders)).toEqual(spend(name));
  });
});

describe('everyday: a comparison of two columns', () => {
  const inventory = oneSheet(
    'inventory-count.xlsx',
    ['Part #', 'Part Name', 'Warehouse', 'On Hand', 'Reorder Level'],
    [
      ['P-101', 'Flapper Valve', 'Main', 3, 8],
      ['P-102', 'Wax Ring', 'Main', 20, 10],
    ],
  );
  const compared = (left: string, right: string, name: string, op: 'lt' | 'le' | 'gt'): Operation[] => [
    {
      op: 'compute',
      column: name,
      expression: { kind: 'binary', op: '-', left: { kind: 'column', name: left }, right: { kind: 'column', name: right } },
    },
    { op: 'filter', keep: true, conditions: [{ column: name, op, value: 0 }], combine: 'all' },
    { op: 'drop', columns: [name] },
  ];

  it.each(['which parts are below their reorder level?', 'show the parts that are under the reorder level', 'Which items are less than their Reorder Level'])(
    '%s: On Hand is less than Reorder Level, the rows kept as they were',
    (text) => {
      expect(ops(text, inventory)).toEqual(compared('On Hand', 'Reorder Level', 'Shortfall', 'lt'));
    },
  );

  it('parts at or below the reorder level: at most', () => {
    expect(ops('list the parts that are at or below the reorder level', inventory)).toEqual(compared('On Hand', 'Reorder Level', 'Shortfall', 'le'));
  });

  it('two named columns: where On Hand is more than the Reorder Level', () => {
    expect(ops('show the parts where On Hand is more than the Reorder Level', inventory)).toEqual(compared('On Hand', 'Reorder Level', 'Excess', 'gt'));
  });

  it('the plan writes the formula so its steps read back as the same columns (Reorder Level is a column, not the text "Reorder Level")', () => {
    const { plan, built } = planned('which parts are below their reorder level?', inventory);
    expect(plan.dataFlow).toContain('Add a column Shortfall = On Hand - Reorder Level');
    expect(built.notUnderstood).toEqual([]);
    expect(built.script).toContain('Reorder Level');
  });

  it('a comparison with a number or with one column the builder cannot pair stays as it was', () => {
    expect(read('which parts are over their credit limit').program.operations.some((op) => op.op === 'compute')).toBe(false);
  });
});

describe('everyday: a grand total row at the bottom', () => {
  const totalRow = (label: string, columns?: string[]): Operation => (columns ? { op: 'total_row', label, columns } : { op: 'total_row', label });

  it.each([
    ['Total the hours for each technician, A to Z, and add a grand total row at the bottom called Grand Total', 'Grand Total'],
    ['total hours per technician. Add a grand total at the bottom', 'Grand Total'],
    ['total hours per tech and put a totals line underneath', 'Total'],
    ['total hours per technician, then add a total row labelled "All Technicians"', 'All Technicians'],
  ])('%s: the sums of the grouping added up in a last row', (text, label) => {
    const found = ops(text, timesheet);
    expect(found[0]).toEqual(sumHours);
    expect(found[found.length - 1]).toEqual(totalRow(label, ['Total Hours']));
  });

  it('without a grouping, every column of numbers is added up', () => {
    expect(ops('remove the pending rows and add a total row', timesheet).pop()).toEqual(totalRow('Total'));
  });

  it('an average per group is not added up: the total row is asked about', () => {
    expect(toUnderstanding(read('average hours per technician and add a grand total row')).notUnderstood).toEqual(['add a grand total row']);
  });

  it('the plan says it and the script adds the row after the sort', () => {
    const description = 'Total the hours for each technician, A to Z, and add a grand total row at the bottom called Grand Total';
    const plan = offlineBuilder.generatePlan({ description, taskType: 'excel-processing', answers: {}, sample: timesheet });
    expect(plan.dataFlow).toContain('Add a total row at the bottom called "Grand Total"');
    const built = offlineBuilder.implementTask({ plan, answers: {}, sample: timesheet });
    expect(built.notUnderstood).toEqual([]);
    const script = built.script ?? '';
    expect(script).toContain('table = add_total_row(table, "Grand Total", ["Total Hours"])');
    expect(script.indexOf('table = add_total_row(')).toBeGreaterThan(script.lastIndexOf('table = sort_rows('));
  });
});

describe('everyday: the choices of a question fit the part asked about', () => {
  const jobs = oneSheet(
    'jobs.csv',
    ['Job #', 'Tech', 'Status', 'Job Total'],
    [
      ['J-1', 'Tom', 'Completed', 100],
      ['J-2', 'Sam', 'Scheduled', 50],
      ['J-3', 'Tom', 'Completed', 70],
    ],
  );
  const optionsFor = (description: string): string[] => {
    const { requirements } = offlineBuilder.generateRequirements({ description, taskType: 'excel-processing', sample: jobs });
    return requirements.find((q) => q.id === `${CLARIFY_PREFIX}1`)?.options ?? [];
  };

  it.each(['count the completed jobs and the total jobs for each technician', 'the completed jobs versus all jobs per tech'])(
    '%s: a grouping part offers totals and counts per column, never sorts',
    (text) => {
      const options = optionsFor(text);
      expect(options).toEqual(expect.arrayContaining(['Total Job Total per Tech', 'Count of rows per Tech', 'Count of rows per Status', LEAVE_OUT]));
      expect(options.some((o) => o.startsWith('Sort by'))).toBe(false);
    },
  );

  it('a grouping part offers no total of an id column and no grouping by a date', () => {
    const { requirements } = offlineBuilder.generateRequirements({
      description: 'count the approved entries and the total entries for each technician',
      taskType: 'excel-processing',
      sample: oneSheet(
        'timesheet.csv',
        ['Entry No', 'Technician', 'Date', 'Hours', 'Status'],
        [
          [1, 'Tom', '2025-10-02', 8, 'Approved'],
          [2, 'Tom', '2025-10-02', 4, 'Pending'],
          [3, 'Sam', '2025-10-03', 6, 'Approved'],
        ],
      ),
    });
    const options = requirements.find((q) => q.id === `${CLARIFY_PREFIX}1`)?.options ?? [];
    expect(options).toEqual(expect.arrayContaining(['Total Hours per Technician', 'Count of rows per Technician', 'Count of rows per Status']));
    expect(options.filter((o) => /Entry No|per Date/.test(o))).toEqual([]);
  });

  it("which jobs haven't been invoiced yet: a part about which rows offers the columns' values", () => {
    const options = optionsFor("which jobs haven't been invoiced yet");
    expect(options).toEqual(expect.arrayContaining(['Keep only rows where Status is Completed', 'Keep only rows where Status is Scheduled']));
    expect(options.some((o) => o.startsWith('Sort by'))).toBe(false);
  });

  it('a chosen total per column is built as that grouping', () => {
    const description = 'count the completed jobs and the total jobs for each technician';
    const plan = offlineBuilder.generatePlan({
      description,
      taskType: 'excel-processing',
      answers: { [`${CLARIFY_PREFIX}1`]: 'Count of rows per Tech' },
      sample: jobs,
    });
    const built = offlineBuilder.implementTask({ plan, answers: {}, sample: jobs });
    expect(built.notUnderstood).toEqual([]);
    expect(built.script).toContain('table = group_rows(table, ["Tech"], [');
  });
});

describe('everyday: per month, from the date column', () => {
  const monthOf = (date: string): Operation => ({
    op: 'compute',
    column: 'Month',
    expression: { kind: 'call', fn: 'month', args: [{ kind: 'column', name: date }] },
  });

  it.each(['How many jobs did we book each month?', 'count of entries per month', 'the number of entries by month'])(
    '%s: a count per month of Date',
    (text) => {
      expect(ops(text, timesheet)).toEqual([monthOf('Date'), { op: 'group', by: ['Month'], aggregates: [{ fn: 'count', as: 'Count' }] }]);
    },
  );

  it('total hours by month: the sum per month', () => {
    expect(ops('total hours by month', timesheet)).toEqual([
      monthOf('Date'),
      { op: 'group', by: ['Month'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total Hours' }] },
    ]);
  });

  it('the one date column of the file is the date; the plan reads back and the script takes the month of it', () => {
    const { plan, built } = planned('how many invoices did we send each month', invoices);
    expect(plan.dataFlow).toContain('Add a column Month = month(Invoice Date)');
    expect(built.notUnderstood).toEqual([]);
    expect(built.script).toContain('v.month("Invoice Date")');
  });
});
