// node tools/ai-eval/check-codegen.mjs [case numbers...]: the code generation alone, against the
// evaluation set. Each "solve" case has here, written by hand, the Program
// (libs/ai-offline/src/program.ts) a right understanding of its description makes; each is compiled
// by the built svc-tasks' compileProgram, run in the sandbox and compared with expected.json, as
// npm run eval:ai does. A failure here is the codegen's (or the case's), never the understanding's:
// it tells the two apart when the evaluation's score drops.
import { evaluate, loadCases, scoreLine } from './evaluate.mjs';
import { loadSvcTasks } from './svc-tasks.mjs';

const svc = await loadSvcTasks();
// The offline builder's compiler, from its library's build (libs/ai-offline/dist: `npx nx run @milestone/svc-tasks:build` builds it too).
const { compileProgram } = await import('@milestone/ai-offline');
const f = (column, op, value) => ({ column, op, value });
const keep = (...conditions) => ({ op: 'filter', keep: true, conditions, combine: 'all' });
const drop = (...conditions) => ({ op: 'filter', keep: false, conditions, combine: 'all' });
const sort = (...by) => ({ op: 'sort', by: by.map((b) => (typeof b === 'string' ? { column: b, descending: false } : b)) });
const desc = (column) => ({ column, descending: true });
const out = (format, fileName, sheetName) => ({ format, fileName, sheetName });
const P = {
  '01': [
    [drop(f('Status', 'eq', 'Void')), { op: 'group', by: ['Technician'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total Hours' }] }, sort('Technician')],
    out('xlsx', 'hours-by-technician'),
  ],
  '02': [[keep(f('Status', 'eq', 'Unpaid')), sort(desc('Amount')), { op: 'select', columns: ['Invoice No', 'Customer', 'Amount'] }], out('csv', 'unpaid')],
  '03': [[{ op: 'dedupe', columns: ['Job ID'], keep: 'first' }, sort('Date')], out('csv', 'jobs')],
  '04': [
    [
      {
        op: 'rename',
        mapping: [
          { from: 'Desc', to: 'Description' },
          { from: 'Unit Price', to: 'Price' },
        ],
      },
      { op: 'drop', columns: ['Supplier'] },
    ],
    out('xlsx', 'price-list'),
  ],
  '05': [
    [
      {
        op: 'compute',
        column: 'Line Total',
        expression: { kind: 'binary', op: '*', left: { kind: 'column', name: 'Qty' }, right: { kind: 'column', name: 'Unit Cost' } },
      },
      sort(desc('Line Total')),
    ],
    out('xlsx', 'po'),
  ],
  '06': [[{ op: 'date_range', column: 'Date', from: '2025-03-03', to: '2025-03-07' }, sort('Date', 'Technician')], out('csv', 'ts')],
  '07': [
    [
      keep(f('Status', 'eq', 'Approved')),
      {
        op: 'group',
        by: ['Team', 'Technician'],
        aggregates: [
          { fn: 'sum', column: 'Hours', as: 'Total Hours' },
          { fn: 'count', as: 'Entries' },
        ],
      },
      sort('Team', 'Technician'),
    ],
    out('xlsx', 'hours'),
  ],
  '08': [[{ op: 'top', n: 5, by: 'Amount', descending: true }], out('csv', 'top')],
  '09': [[drop(f('Status', 'eq', 'Void')), { op: 'split', column: 'Team', into: 'sheets' }], out('xlsx', 'team-hours')],
  10: [
    [
      { op: 'select', columns: ['Technician', 'Date', 'Hours'] },
      { op: 'split', column: 'Technician', into: 'files' },
    ],
    out('csv', 'timesheet'),
  ],
  11: [[{ op: 'merge', with: { input: 1 }, on: ['Customer ID'], how: 'left' }], out('xlsx', 'jobs')],
  12: [[{ op: 'append', source: 'files' }], out('csv', 'all-invoices')],
  13: [[], out('xlsx', 'parts', 'Price List')],
  14: [[{ op: 'trim' }], out('csv', 'clients')],
  15: [
    [
      { op: 'fill_blanks', columns: ['Team'], with: { value: 'Unassigned' } },
      { op: 'fill_blanks', columns: ['Priority'], with: { value: 'Normal' } },
    ],
    out('csv', 'tickets'),
  ],
  16: [[{ op: 'fill_blanks', columns: ['Technician'], with: { previous: true } }], out('xlsx', 'dispatch')],
  17: [
    [
      {
        op: 'group',
        by: ['Job Type'],
        aggregates: [
          { fn: 'average', column: 'Duration Minutes', as: 'Average Minutes' },
          { fn: 'min', column: 'Duration Minutes', as: 'Shortest' },
          { fn: 'max', column: 'Duration Minutes', as: 'Longest' },
        ],
      },
      sort('Job Type'),
    ],
    out('csv', 'd'),
  ],
  18: [[{ op: 'group', by: ['Status'], aggregates: [{ fn: 'count', as: 'Invoices' }] }, sort('Status')], out('xlsx', 's')],
  19: [[keep(f('Description', 'contains', 'water heater')), { op: 'select', columns: ['Work Order', 'Customer', 'Amount'] }], out('csv', 'wh')],
  20: [[keep(f('Hours', 'gt', 8), f('Status', 'eq', 'Approved'))], out('csv', 'long')],
  21: [[{ op: 'reorder', columns: ['Technician', 'Team'] }], out('xlsx', 'ts')],
  22: [[{ op: 'merge', with: { sheet: 'Technicians' }, on: ['Tech ID'], how: 'left' }], out('xlsx', 'jobs', 'Jobs')],
  23: [[{ op: 'append', source: 'sheets' }], out('xlsx', 'q1')],
  24: [[{ op: 'dedupe', keep: 'first' }, sort('Customer')], out('csv', 'contacts')],
  25: [
    [
      { op: 'date_range', column: 'Date', from: '2025-03-01', to: '2025-03-31' },
      { op: 'group', by: ['Customer'], aggregates: [{ fn: 'sum', column: 'Amount', as: 'Total Amount' }] },
      sort(desc('Total Amount')),
    ],
    out('csv', 'm'),
  ],
  26: [
    [
      drop(f('Status', 'eq', 'Void')),
      { op: 'group', by: ['Technician'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total Hours' }] },
      { op: 'top', n: 3, by: 'Total Hours', descending: true },
    ],
    out('csv', 't'),
  ],
  27: [
    [
      {
        op: 'compute',
        column: 'Labour Cost',
        expression: { kind: 'binary', op: '*', left: { kind: 'column', name: 'Hours' }, right: { kind: 'column', name: 'Rate' } },
      },
      { op: 'group', by: ['Team'], aggregates: [{ fn: 'sum', column: 'Labour Cost', as: 'Total Labour Cost' }] },
      sort('Team'),
    ],
    out('xlsx', 'l'),
  ],
  28: [[drop(f('Status', 'eq', 'Cancelled')), { op: 'drop', columns: ['Internal Notes'] }], out('csv', 'jobs')],
  29: [[drop(f('Customer Email', 'is_blank'))], out('csv', 'c')],
  30: [[keep(f('Amount', 'gt', 1000)), sort(desc('Amount'))], out('csv', 'b')],
  31: [[{ op: 'date_range', column: 'Visit Date', from: '2025-05-01', to: '2025-05-10' }], out('csv', 'v')],
  32: [
    [
      {
        op: 'group',
        by: ['Supplier'],
        aggregates: [
          { fn: 'count', as: 'Items' },
          { fn: 'min', column: 'Unit Price', as: 'Lowest Price' },
          { fn: 'max', column: 'Unit Price', as: 'Highest Price' },
        ],
      },
      sort('Supplier'),
    ],
    out('xlsx', 's'),
  ],
  38: [
    [
      drop(f('Qty', 'eq', 0)),
      {
        op: 'group',
        by: ['PO Number'],
        aggregates: [
          { fn: 'count', as: 'Lines' },
          { fn: 'sum', column: 'Qty', as: 'Total Qty' },
        ],
      },
      sort('PO Number'),
    ],
    out('csv', 'po'),
  ],
  39: [[keep(f('Team', 'eq', 'HVAC')), { op: 'select', columns: ['Technician', 'Date', 'Hours'] }, sort(desc('Date'))], out('csv', 'hvac')],
  40: [
    [
      { op: 'date_range', column: 'Renewal Date', to: '2025-06-30' },
      { op: 'rename', mapping: [{ from: 'Cust', to: 'Customer' }] },
    ],
    out('csv', 'renewals'),
  ],
  41: [[{ op: 'append', source: 'sheets' }, sort('Unit Price')], out('xlsx', 'prices')],
  42: [
    [
      keep(f('Status', 'eq', 'Completed')),
      {
        op: 'group',
        by: ['Customer'],
        aggregates: [
          { fn: 'count', as: 'Jobs' },
          { fn: 'average', column: 'Amount', as: 'Average Amount' },
        ],
      },
      sort(desc('Average Amount')),
    ],
    out('xlsx', 'c'),
  ],
  43: [[{ op: 'trim', columns: ['Technician'] }, { op: 'dedupe', keep: 'first' }, sort('Technician', 'Date')], out('csv', 'log')],
  44: [
    [
      {
        op: 'compute',
        column: 'New Price',
        expression: {
          kind: 'call',
          fn: 'round',
          args: [
            { kind: 'binary', op: '*', left: { kind: 'column', name: 'Unit Price' }, right: { kind: 'number', value: 1.05 } },
            { kind: 'number', value: 2 },
          ],
        },
      },
      { op: 'select', columns: ['SKU', 'Desc', 'Unit Price', 'New Price'] },
    ],
    out('csv', 'new'),
  ],
  46: [[keep(f('Status', 'eq', 'Overdue')), sort('Date')], out('xlsx', 'overdue')],
  47: [[{ op: 'group', by: ['Status'], aggregates: [{ fn: 'sum', column: 'Amount', as: 'Total' }] }, sort(desc('Total'))], out('csv', 'totals')],
  48: [
    [
      { op: 'drop', columns: ['Phone'] },
      { op: 'reorder', columns: ['Email'] },
    ],
    out('csv', 'contacts'),
  ],
  49: [
    [
      {
        op: 'compute',
        column: 'Line Total',
        expression: { kind: 'binary', op: '*', left: { kind: 'column', name: 'Qty' }, right: { kind: 'column', name: 'Unit Cost' } },
      },
      keep(f('Line Total', 'ge', 500)),
    ],
    out('xlsx', 'big'),
  ],
  50: [
    [
      { op: 'top', n: 3, by: 'Amount', descending: true },
      { op: 'select', columns: ['Work Order', 'Technician', 'Amount'] },
    ],
    out('csv', 'top'),
  ],
  51: [[{ op: 'group', by: ['Team', 'Status'], aggregates: [{ fn: 'count', as: 'Entries' }] }, sort('Team', 'Status')], out('csv', 'entries')],
  52: [
    [
      keep(f('Team', 'eq', 'Electrical')),
      { op: 'group', by: ['Technician'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Hours Total' }] },
      sort('Technician'),
    ],
    out('csv', 'electrical'),
  ],
  53: [[keep(f('Unit Price', 'lt', 20)), sort('Unit Price'), { op: 'drop', columns: ['Supplier'] }], out('csv', 'cheap')],
  54: [[{ op: 'merge', with: { input: 1 }, on: ['Customer ID'], how: 'inner' }], out('csv', 'jobs')],
  55: [[{ op: 'date_range', column: 'Date', from: '2025-03-10' }, keep(f('Status', 'eq', 'Unpaid'))], out('csv', 'unpaid-since-march-10')],
  56: [[{ op: 'split', column: 'Status', into: 'files' }], out('csv', 'invoices')],
};
// Cases 58 on have no Program here (they test the understanding of everyday words): only those that have one run.
const programOf = (c) => P[c.slug.split('-')[0]];
const cases = (await loadCases({ only: process.argv.slice(2) })).filter((c) => c.expect === 'solve' && programOf(c));
const provider = {
  name: 'programs',
  model: null,
  async generateRequirements() {
    return { requirements: [], message: '' };
  },
  async generatePlan({ description }) {
    return { description };
  },
  async implementTask({ plan }) {
    const c = cases.find((x) => x.description === plan.description);
    const p = programOf(c);
    if (!p) throw new Error(`${c.slug} has no Program here`);
    return { script: compileProgram({ operations: p[0], output: p[1] }), understood: [], notUnderstood: [], message: 'ok' };
  },
};
const limits = { ...svc.DEFAULT_SANDBOX_LIMITS, wallSeconds: 60 };
const sandbox = await svc.createSandboxRunner({ ...svc.sandboxRunnerSettingsFromEnv(process.env, 2, limits), logger: { log() {}, warn: console.error } });
try {
  const s = await evaluate({ provider, sandbox, cases, limits, onResult: (r) => console.log(`${r.passed ? 'pass' : 'FAIL'}  ${r.slug}: ${r.reason}`) });
  console.log(`\ncodegen alone: ${scoreLine(s)}`);
} finally {
  await sandbox.close();
}
