import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SANDBOX_LIMITS, createSandboxRunner, type SandboxLimits, type WarmSandboxRunner } from '@milestone/sandbox';
import { compileProgram, outputFileName, ProgramError, RESOLVE_COLUMN_CASES, TASK_PART_MARKER, type Operation, type Program } from '@milestone/ai-offline';

// Every script is compiled and run for real: the sandbox, /usr/bin/python3 with openpyxl and xlrd,
// the `milestone` helper, as the worker runs a task. Fixtures are written per test; outputs are read
// back with openpyxl.
const LIMITS: SandboxLimits = { ...DEFAULT_SANDBOX_LIMITS, wallSeconds: 30, cpuSeconds: 20, memoryBytes: 768 * 1024 ** 2, outputBytes: 4 * 1024 ** 2 };
const PYTHON = '/usr/bin/python3';

let scratch: string;
let sut: WarmSandboxRunner;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'compile-program-spec-'));
  sut = await createSandboxRunner({ sandbox: 'on', slots: 1, poolSize: 0, uidBase: 63300, limits: LIMITS, logger: { log: () => {}, warn: () => {} } });
});

afterAll(async () => {
  await sut?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A cell of a fixture: text, a number, a date ({ date: '2025-01-31' }), or blank (null). */
type FixtureCell = string | number | boolean | null | { date: string };
type Sheets = Record<string, FixtureCell[][]>;
type Fixture = { csv: string } | { xlsx: Sheets } | { xls: Array<Array<string | number>> };

/** Writes fixture files to a fresh folder; xlsx ones through openpyxl. */
async function fixtures(files: Record<string, Fixture>): Promise<Array<{ name: string; path: string }>> {
  const folder = await mkdtemp(path.join(scratch, 'in-'));
  const written = [];
  for (const [name, fixture] of Object.entries(files)) {
    const file = path.join(folder, name);
    if ('csv' in fixture) await writeFile(file, fixture.csv);
    else if ('xls' in fixture) await writeFile(file, biff2(fixture.xls));
    else python(MAKE_XLSX, [file, JSON.stringify(fixture.xlsx)]);
    written.push({ name, path: file });
  }
  return written;
}

/** A one-sheet Excel 2.x (.xls) workbook of text and number cells, as xlrd reads it (nothing here writes .xls). */
function biff2(rows: Array<Array<string | number>>): Buffer {
  const record = (op: number, data: Buffer) => Buffer.concat([Buffer.from([op & 0xff, op >> 8, data.length & 0xff, data.length >> 8]), data]);
  const at = (r: number, c: number) => Buffer.from([r & 0xff, r >> 8, c & 0xff, c >> 8, 0, 0, 0]);
  const cells = rows.flatMap((row, r) =>
    row.map((value, c) => {
      if (typeof value === 'string') return record(0x0004, Buffer.concat([at(r, c), Buffer.from([value.length]), Buffer.from(value, 'latin1')]));
      const number = Buffer.alloc(8);
      number.writeDoubleLE(value);
      return record(0x0003, Buffer.concat([at(r, c), number]));
    }),
  );
  const word = (...values: number[]) => Buffer.from(values.flatMap((v) => [v & 0xff, v >> 8]));
  return Buffer.concat([record(0x0009, word(2, 0x10)), record(0x0042, word(1252)), ...cells, record(0x000a, Buffer.alloc(0))]);
}

const MAKE_XLSX = `import datetime, json, sys, openpyxl
book = openpyxl.Workbook()
book.remove(book.active)
for name, rows in json.loads(sys.argv[2]).items():
    ws = book.create_sheet(name)
    for row in rows:
        ws.append([datetime.datetime.fromisoformat(c['date']) if isinstance(c, dict) else c for c in row])
book.save(sys.argv[1])`;

/** What an output holds: per sheet its rows (dates as ISO text), whether the header is bold and frozen, and column widths. */
const READ_OUTPUT = `import datetime, json, sys, csv
path = sys.argv[1]
def plain(v):
    return v.isoformat()[:10] if isinstance(v, datetime.datetime) and v.time() == datetime.time() else (v.isoformat() if isinstance(v, datetime.datetime) else v)
if path.endswith('.csv'):
    with open(path, encoding='utf-8', newline='') as f:
        print(json.dumps({'sheets': {'csv': list(csv.reader(f))}}))
else:
    import openpyxl
    book = openpyxl.load_workbook(path)
    out = {'sheets': {}, 'bold': {}, 'frozen': {}, 'widths': {}, 'formats': {}}
    for ws in book.worksheets:
        out['sheets'][ws.title] = [[plain(c.value) for c in row] for row in ws.iter_rows()]
        out['bold'][ws.title] = all(c.font.bold for c in ws[1])
        out['frozen'][ws.title] = ws.freeze_panes
        out['widths'][ws.title] = [ws.column_dimensions[c.column_letter].width for c in ws[1]]
        out['formats'][ws.title] = [c.number_format for c in ws[2]] if ws.max_row > 1 else []
    print(json.dumps(out))`;

function python(source: string, args: string[]): string {
  const done = spawnSync(PYTHON, ['-c', source, ...args], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(done.stderr);
  return done.stdout;
}

interface Output {
  sheets: Record<string, unknown[][]>;
  bold: Record<string, boolean>;
  frozen: Record<string, string | null>;
  widths: Record<string, number[]>;
  formats: Record<string, string[]>;
}

interface Ran {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** The last line of stderr (the error the script explains). */
  error: string;
  progress: number[];
  /** By output file name. */
  outputs: Record<string, Output>;
}

async function runScript(script: string, files: Record<string, Fixture>, parameters: Record<string, unknown> = {}): Promise<Ran> {
  const progress: number[] = [];
  const result = await sut.run({ slot: 0, script, inputs: await fixtures(files), parameters, limits: LIMITS, onProgress: (percent) => progress.push(percent) });
  try {
    const outputs: Record<string, Output> = {};
    for (const output of result.outputs) outputs[output.name] = JSON.parse(python(READ_OUTPUT, [String(output.path)])) as Output;
    const lines = result.stderr.trim().split('\n');
    return { exitCode: result.exitCode, stdout: result.stdout, stderr: result.stderr, error: lines[lines.length - 1], progress, outputs };
  } finally {
    await result.dispose();
  }
}

function program(operations: Operation[], output: Partial<Program['output']> = {}, sheet?: string): Program {
  return { ...(sheet === undefined ? {} : { sheet }), operations, output: { format: 'xlsx', fileName: 'out.xlsx', ...output } };
}

/** Compiles and runs; expects success and answers the first sheet of out.xlsx (or the named output). */
async function rows(p: Program, files: Record<string, Fixture>, parameters: Record<string, unknown> = {}): Promise<unknown[][]> {
  const ran = await runScript(compileProgram(p), files, parameters);
  if (ran.exitCode !== 0) throw new Error(`the script failed: ${ran.stderr}`);
  const out = ran.outputs[outputFileName(p.output.fileName, p.output.format)];
  return Object.values(out.sheets)[0];
}

const TIMESHEET = {
  csv: [
    'Tech,Team,Hours,Rate,Date,Status',
    'Ann,North,"1,234.50",$12,2025-01-06,ok',
    'Bob,South,8,$10,1/7/2025,VOIDED',
    'ann,North,(5),$12,2025-01-08,ok',
    'Cy,South,,$11,2025-01-09,',
    'Bob,South,4,$10,2025-01-10,ok',
    '',
  ].join('\n'),
};

describe(compileProgram.name, () => {
  it('filters rows: text ignoring case, numbers read from "1,234.50", "$12" and "(5)", dates as dates, blanks', async () => {
    const drop = program([
      {
        op: 'filter',
        keep: false,
        combine: 'any',
        conditions: [
          { column: 'status', op: 'eq', value: 'voided' },
          { column: 'Hours', op: 'lt', value: 0 },
        ],
      },
    ]);
    expect(await rows(drop, { 'week.csv': TIMESHEET })).toEqual([
      ['Tech', 'Team', 'Hours', 'Rate', 'Date', 'Status'],
      ['Ann', 'North', 1234.5, '$12', '2025-01-06', 'ok'],
      ['Cy', 'South', null, '$11', '2025-01-09', null],
      ['Bob', 'South', 4, '$10', '2025-01-10', 'ok'],
    ]);
    const keep = program([
      {
        op: 'filter',
        keep: true,
        combine: 'all',
        conditions: [
          { column: 'Date', op: 'ge', value: '01/07/2025' },
          { column: 'Date', op: 'le', value: '2025-01-09' },
          { column: 'Rate', op: 'ge', value: 11 },
        ],
      },
      { op: 'select', columns: ['Tech'] },
    ]);
    expect(await rows(keep, { 'week.csv': TIMESHEET })).toEqual([['Tech'], ['ann'], ['Cy']]);
  });

  it.each<[string, Operation, string[]]>([
    ['is_blank', { op: 'filter', keep: true, combine: 'all', conditions: [{ column: 'Status', op: 'is_blank' }] }, ['Cy']],
    [
      'not_blank + contains + starts_with',
      {
        op: 'filter',
        keep: true,
        combine: 'all',
        conditions: [
          { column: 'Hours', op: 'not_blank' },
          { column: 'Team', op: 'contains', value: 'OUT' },
          { column: 'Tech', op: 'starts_with', value: 'b' },
        ],
      },
      ['Bob', 'Bob'],
    ],
    [
      'in / ends_with / not_contains / ne',
      {
        op: 'filter',
        keep: true,
        combine: 'all',
        conditions: [
          { column: 'Tech', op: 'in', value: ['ANN', 'cy'] },
          { column: 'Team', op: 'ends_with', value: 'th' },
          { column: 'Status', op: 'not_contains', value: 'void' },
          { column: 'Rate', op: 'ne', value: 12 },
        ],
      },
      ['Cy'],
    ],
    [
      'not_in / gt / eq on a number',
      {
        op: 'filter',
        keep: true,
        combine: 'any',
        conditions: [
          { column: 'Tech', op: 'not_in', value: ['ann', 'bob', 'cy'] },
          { column: 'Hours', op: 'gt', value: 1000 },
          { column: 'Hours', op: 'eq', value: '8.0' },
        ],
      },
      ['Ann', 'Bob'],
    ],
  ])('filters with %s', async (_, operation, techs) => {
    const got = await rows(program([operation, { op: 'select', columns: ['Tech'] }]), { 'week.csv': TIMESHEET });
    expect(got.slice(1).map((r) => r[0])).toEqual(techs);
  });

  it('removes duplicates on some columns (keeping the first or the last) or on all of them', async () => {
    const files = { 'jobs.csv': { csv: 'Job,Customer,Amount\nJ1,Acme,10\nj1,ACME ,10.0\nJ2,Acme,5\nJ1,Zed,7\n' } };
    expect(await rows(program([{ op: 'dedupe', keep: 'first' }]), files)).toEqual([
      ['Job', 'Customer', 'Amount'],
      ['J1', 'Acme', 10],
      ['J2', 'Acme', 5],
      ['J1', 'Zed', 7],
    ]);
    expect(await rows(program([{ op: 'dedupe', columns: ['job'], keep: 'last' }]), files)).toEqual([
      ['Job', 'Customer', 'Amount'],
      ['J2', 'Acme', 5],
      ['J1', 'Zed', 7],
    ]);
  });

  it('sorts numbers as numbers and dates as dates, blanks last either way, by several columns', async () => {
    const files = { 'x.csv': { csv: 'Name,Qty,Due\nb,10,2/1/2025\na,9,2025-01-15\nc,,2025-03-01\nd,100,\ne,9,2025-01-02\n' } };
    const byQty = await rows(
      program([
        {
          op: 'sort',
          by: [
            { column: 'Qty', descending: false },
            { column: 'Due', descending: true },
          ],
        },
        { op: 'select', columns: ['Name'] },
      ]),
      files,
    );
    expect(byQty.slice(1).flat()).toEqual(['a', 'e', 'b', 'd', 'c']);
    const byDue = await rows(
      program([
        { op: 'sort', by: [{ column: 'due', descending: true }] },
        { op: 'select', columns: ['Name'] },
      ]),
      files,
    );
    expect(byDue.slice(1).flat()).toEqual(['c', 'b', 'a', 'e', 'd']);
  });

  it('keeps, drops, renames and reorders columns', async () => {
    const p = program([
      { op: 'drop', columns: ['rate', 'Status'] },
      { op: 'rename', mapping: [{ from: 'Tech', to: 'Technician' }] },
      { op: 'reorder', columns: ['Date', 'hours'] },
      { op: 'select', columns: ['Technician', 'Date', 'Hours'] },
      { op: 'filter', keep: true, combine: 'all', conditions: [{ column: 'Technician', op: 'eq', value: 'bob' }] },
    ]);
    expect(await rows(p, { 'week.csv': TIMESHEET })).toEqual([
      ['Technician', 'Date', 'Hours'],
      ['Bob', '2025-01-07', 8],
      ['Bob', '2025-01-10', 4],
    ]);
  });

  it('computes columns: arithmetic on parsed numbers (blank as 0), division by zero blank, rounding, text functions', async () => {
    const p = program([
      {
        op: 'compute',
        column: 'Pay',
        expression: { kind: 'binary', op: '*', left: { kind: 'column', name: 'Hours' }, right: { kind: 'column', name: 'Rate' } },
      },
      {
        op: 'compute',
        column: 'Per Hour',
        expression: {
          kind: 'call',
          fn: 'round',
          args: [
            { kind: 'binary', op: '/', left: { kind: 'column', name: 'Pay' }, right: { kind: 'column', name: 'Hours' } },
            { kind: 'number', value: 1 },
          ],
        },
      },
      {
        op: 'compute',
        column: 'Label',
        expression: {
          kind: 'call',
          fn: 'concat',
          args: [
            { kind: 'call', fn: 'upper', args: [{ kind: 'column', name: 'Tech' }] },
            { kind: 'text', value: ' / ' },
            { kind: 'column', name: 'Team' },
          ],
        },
      },
      {
        op: 'compute',
        column: 'Rate',
        expression: {
          kind: 'call',
          fn: 'abs',
          args: [
            {
              kind: 'binary',
              op: '-',
              left: { kind: 'number', value: 0.1 },
              right: { kind: 'binary', op: '+', left: { kind: 'column', name: 'Rate' }, right: { kind: 'number', value: 0.2 } },
            },
          ],
        },
      },
      { op: 'select', columns: ['Tech', 'Pay', 'Per Hour', 'Label', 'Rate'] },
    ]);
    expect(await rows(p, { 'week.csv': TIMESHEET })).toEqual([
      ['Tech', 'Pay', 'Per Hour', 'Label', 'Rate'],
      ['Ann', 14814, 12, 'ANN / North', 12.1],
      ['Bob', 80, 10, 'BOB / South', 10.1],
      ['ann', -60, 12, 'ANN / North', 12.1],
      ['Cy', 0, null, 'CY / South', 11.1],
      ['Bob', 40, 10, 'BOB / South', 10.1],
    ]);
  });

  it('trims spaces and fills blanks with a value or the value above', async () => {
    const files = { 'x.csv': { csv: 'Site,Item,Qty\n North ,  bolt ,1\n,nut,\n   ,washer,3\nSouth,,4\n' } };
    const p = program([{ op: 'trim' }, { op: 'fill_blanks', columns: ['site'], with: { previous: true } }, { op: 'fill_blanks', with: { value: 0 } }]);
    expect(await rows(p, files)).toEqual([
      ['Site', 'Item', 'Qty'],
      ['North', 'bolt', 1],
      ['North', 'nut', 0],
      ['North', 'washer', 3],
      ['South', 0, 4],
    ]);
  });

  it('keeps a date range, and the last N days before the run (its dateCreated)', async () => {
    const files = {
      'week.xlsx': {
        xlsx: {
          Sheet1: [
            ['Job', 'Date'],
            ['a', { date: '2025-01-01' }],
            ['b', { date: '2025-01-05' }],
            ['c', '1/9/2025'],
            ['d', null],
            ['e', { date: '2025-01-10' }],
          ],
        },
      },
    };
    const range = await rows(program([{ op: 'date_range', column: 'date', from: '2025-01-05', to: '2025-01-09' }]), files);
    expect(range).toEqual([
      ['Job', 'Date'],
      ['b', '2025-01-05'],
      ['c', '2025-01-09'],
    ]);
    const last = await rows(program([{ op: 'date_range', column: 'Date', lastDays: 5 }]), files, { dateCreated: '2025-01-09T08:00:00.000Z' });
    expect(last.slice(1).map((r) => r[0])).toEqual(['b', 'c']);
  });

  it('groups by one or two columns with count, sum, average, min and max, groups in first-seen order (after the filter)', async () => {
    const byTech = await rows(
      program([
        { op: 'filter', keep: false, combine: 'all', conditions: [{ column: 'Status', op: 'eq', value: 'voided' }] },
        {
          op: 'group',
          by: ['tech'],
          aggregates: [
            { fn: 'sum', column: 'Hours', as: 'Total Hours' },
            { fn: 'count', as: 'Rows' },
            { fn: 'average', column: 'Rate', as: 'Avg Rate' },
            { fn: 'min', column: 'Date', as: 'First' },
            { fn: 'max', column: 'Hours', as: 'Most' },
          ],
        },
      ]),
      { 'week.csv': TIMESHEET },
    );
    expect(byTech).toEqual([
      ['Tech', 'Total Hours', 'Rows', 'Avg Rate', 'First', 'Most'],
      ['Ann', 1229.5, 2, 12, '2025-01-06', 1234.5],
      ['Cy', 0, 1, 11, '2025-01-09', null],
      ['Bob', 4, 1, 10, '2025-01-10', 4],
    ]);
    const byTwo = await rows(program([{ op: 'group', by: ['Team', 'Status'], aggregates: [{ fn: 'count', as: 'Count' }] }]), { 'week.csv': TIMESHEET });
    expect(byTwo).toEqual([
      ['Team', 'Status', 'Count'],
      ['North', 'ok', 2],
      ['South', 'VOIDED', 1],
      ['South', null, 1],
      ['South', 'ok', 1],
    ]);
  });

  it('keeps the top N rows by a column', async () => {
    const got = await rows(
      program([
        { op: 'top', n: 2, by: 'Hours', descending: true },
        { op: 'select', columns: ['Tech', 'Hours'] },
      ]),
      { 'week.csv': TIMESHEET },
    );
    expect(got).toEqual([
      ['Tech', 'Hours'],
      ['Ann', 1234.5],
      ['Bob', 8],
    ]);
  });

  it('adds a total row at the bottom: the named columns after a grouping, else every column of numbers', async () => {
    const perTech: Operation = {
      op: 'group',
      by: ['tech'],
      aggregates: [
        { fn: 'sum', column: 'Hours', as: 'Total Hours' },
        { fn: 'count', as: 'Rows' },
      ],
    };
    const grouped = await rows(program([perTech, { op: 'total_row', label: 'Grand Total', columns: ['Total Hours', 'Rows'] }]), { 'week.csv': TIMESHEET });
    expect(grouped).toEqual([
      ['Tech', 'Total Hours', 'Rows'],
      ['Ann', 1229.5, 2],
      ['Bob', 12, 2],
      ['Cy', 0, 1],
      ['Grand Total', 1241.5, 5],
    ]);
    const plain = await rows(
      program([
        { op: 'select', columns: ['Tech', 'Hours', 'Rate', 'Status'] },
        { op: 'total_row', label: 'Total' },
      ]),
      { 'week.csv': TIMESHEET },
    );
    expect(plain[plain.length - 1]).toEqual(['Total', 1241.5, 55, null]);
  });

  it('counts rows per month of a date column (ISO and US dates alike; a blank date is a blank month)', async () => {
    const perMonth = await rows(
      program([
        { op: 'compute', column: 'Month', expression: { kind: 'call', fn: 'month', args: [{ kind: 'column', name: 'Date' }] } },
        { op: 'group', by: ['Month'], aggregates: [{ fn: 'count', as: 'Jobs' }] },
      ]),
      { 'jobs.csv': { csv: 'Job,Date\nJ-1,2025-08-04\nJ-2,8/29/2025\nJ-3,2025-09-02\nJ-4,\n' } },
    );
    expect(perMonth).toEqual([
      ['Month', 'Jobs'],
      ['2025-08', 2],
      ['2025-09', 1],
      [null, 1],
    ]);
  });

  it('splits into one sheet per value (valid, unique sheet names) or one file per value', async () => {
    const files = { 'x.csv': { csv: 'Team,N\nA/B,1\nA?B,2\n,3\nA/B,4\nThis team name is far longer than thirty-one characters,5\n' } };
    const sheets = await runScript(
      compileProgram(
        program(
          [
            { op: 'split', column: 'team', into: 'sheets' },
            { op: 'sort', by: [{ column: 'N', descending: true }] },
          ],
          { fileName: 'teams' },
        ),
      ),
      files,
    );
    expect(sheets.exitCode).toBe(0);
    expect(sheets.outputs['teams.xlsx'].sheets).toEqual({
      'This team name is far longer th': [
        ['Team', 'N'],
        ['This team name is far longer than thirty-one characters', 5],
      ],
      A_B: [
        ['Team', 'N'],
        ['A/B', 4],
        ['A/B', 1],
      ],
      '(blank)': [
        ['Team', 'N'],
        [null, 3],
      ],
      'A_B (2)': [
        ['Team', 'N'],
        ['A?B', 2],
      ],
    });
    const perFile = await runScript(compileProgram(program([{ op: 'split', column: 'Team', into: 'files' }], { format: 'csv', fileName: 'teams.csv' })), files);
    expect(Object.keys(perFile.outputs).sort()).toEqual([
      'teams - (blank).csv',
      'teams - A_B (2).csv',
      'teams - A_B.csv',
      'teams - This team name is far longer than thirty-one characters.csv',
    ]);
    expect(perFile.outputs['teams - A_B.csv'].sheets.csv).toEqual([
      ['Team', 'N'],
      ['A/B', '1'],
      ['A/B', '4'],
    ]);
  });

  it('writes one CSV per value when asked for one sheet per value in CSV, and appends onto an empty first file', async () => {
    const files = { 'empty.csv': { csv: 'Team,N\n' }, 'b.csv': { csv: 'team,n\nA,1\nB,2\n' } };
    const ran = await runScript(
      compileProgram(
        program(
          [
            { op: 'append', source: 'files' },
            { op: 'split', column: 'Team', into: 'sheets' },
          ],
          { format: 'csv', fileName: 'teams' },
        ),
      ),
      files,
    );
    expect(ran.exitCode).toBe(0);
    expect(Object.keys(ran.outputs).sort()).toEqual(['teams - A.csv', 'teams - B.csv']);
    expect(ran.outputs['teams - B.csv'].sheets.csv).toEqual([
      ['Team', 'N'],
      ['B', '2'],
    ]);
  });

  it('merges another file or another sheet on a key (left and inner), suffixing clashing names', async () => {
    const orders = { csv: 'SKU,Qty,Note\nA1,2,x\nb2,1,y\nC3,5,z\n' };
    const prices = {
      xlsx: {
        Prices: [
          ['sku', 'Price', 'Note'],
          ['A1', 9.5, 'cheap'],
          ['B2', 20, 'dear'],
        ],
      },
    };
    const left = await rows(program([{ op: 'merge', with: { input: 1 }, on: ['SKU'], how: 'left' }]), { 'orders.csv': orders, 'prices.xlsx': prices });
    expect(left).toEqual([
      ['SKU', 'Qty', 'Note', 'Price', 'Note (2)'],
      ['A1', 2, 'x', 9.5, 'cheap'],
      ['b2', 1, 'y', 20, 'dear'],
      ['C3', 5, 'z', null, null],
    ]);
    const book = {
      xlsx: {
        Orders: [
          ['SKU', 'Qty'],
          ['A1', 2],
          ['C3', 5],
        ],
        Prices: prices.xlsx.Prices,
      },
    };
    const inner = await rows(program([{ op: 'merge', with: { sheet: 'prices' }, on: ['sku'], how: 'inner' }], {}, 'Orders'), { 'book.xlsx': book });
    expect(inner).toEqual([
      ['SKU', 'Qty', 'Price', 'Note'],
      ['A1', 2, 9.5, 'cheap'],
    ]);
  });

  it('appends files and sheets, matching headers by name and adding new ones', async () => {
    const files = {
      'jan.csv': { csv: 'Tech,Hours\nAnn,1\n' },
      'feb.xlsx': {
        xlsx: {
          S: [
            ['hours', 'TECH', 'Site'],
            [2, 'Bob', 'N'],
          ],
        },
      },
    };
    expect(await rows(program([{ op: 'append', source: 'files' }]), files)).toEqual([
      ['Tech', 'Hours', 'Site'],
      ['Ann', 1, null],
      ['Bob', 2, 'N'],
    ]);
    const book = {
      xlsx: {
        Jan: [
          ['Tech', 'Hours'],
          ['Ann', 1],
        ],
        Empty: [],
        Feb: [[null], ['Tech', 'Hours'], ['Bob', 2]],
      },
    };
    expect(await rows(program([{ op: 'append', source: 'sheets' }]), { 'book.xlsx': book })).toEqual([
      ['Tech', 'Hours'],
      ['Ann', 1],
      ['Bob', 2],
    ]);
  });

  it('reads XLSX like CSV: the chosen sheet, blank leading rows skipped, Excel dates; writes a bold frozen header, widths, dates as dates', async () => {
    const book = {
      xlsx: {
        First: [['x'], ['1']],
        Jobs: [
          [null, null],
          [],
          ['Job', 'Done On', 'Amount'],
          ['J-100 long job name here', { date: '2025-02-03' }, '1,000'],
          [null, null, null],
          ['J2', '3/4/2025', 7],
        ],
      },
    };
    const ran = await runScript(compileProgram(program([], { fileName: 'jobs' }, 'jobs')), { 'book.xlsx': book });
    expect(ran.exitCode).toBe(0);
    const out = ran.outputs['jobs.xlsx'];
    expect(out.sheets).toEqual({
      Jobs: [
        ['Job', 'Done On', 'Amount'],
        ['J-100 long job name here', '2025-02-03', 1000],
        ['J2', '2025-03-04', 7],
      ],
    });
    expect(out).toMatchObject({ bold: { Jobs: true }, frozen: { Jobs: 'A2' }, formats: { Jobs: ['General', 'yyyy-mm-dd', 'General'] } });
    expect(out.widths.Jobs[0]).toBeGreaterThanOrEqual(26);
    expect(ran.progress).toEqual([10, 100]);
  });

  it('writes text as text in a workbook: a leading = is no formula, control characters go, leading zeros stay', async () => {
    const ran = await runScript(compileProgram(program([], { sheetName: 'Codes: 2025' })), { 'x.csv': { csv: 'Code,Note,Zip\n=1+1,a\u0007b,007\n' } });
    expect(ran.outputs['out.xlsx'].sheets).toEqual({
      'Codes_ 2025': [
        ['Code', 'Note', 'Zip'],
        ['=1+1', 'ab', '007'],
      ],
    });
  });

  it('reads XLS (the legacy Excel format, through xlrd) like the others', async () => {
    const files = {
      'old.xls': {
        xls: [
          ['Tech', 'Hours'],
          ['Ann', 7.5],
          ['Bob', 3],
          ['Ann', 2],
        ],
      },
    };
    const ran = await runScript(compileProgram(program([{ op: 'group', by: ['tech'], aggregates: [{ fn: 'sum', column: 'hours', as: 'Hours' }] }])), files);
    expect(ran).toMatchObject({ exitCode: 0, stdout: expect.not.stringContaining('***') as unknown });
    expect(ran.outputs['out.xlsx'].sheets).toEqual({
      'Sheet 1': [
        ['Tech', 'Hours'],
        ['Ann', 9.5],
        ['Bob', 3],
      ],
    });
  });

  it('converts to CSV (semicolon-separated, BOM input) with dates as ISO text and the extension enforced', async () => {
    const ran = await runScript(
      compileProgram(program([{ op: 'sort', by: [{ column: 'Price', descending: true }] }], { format: 'csv', fileName: 'sub/Price List.xlsx' })),
      { 'p.csv': { csv: '\ufeffItem;Price;Since\nNut;0.5;1/2/2025\nBolt;2;2025-01-03\n' } },
    );
    expect(ran.exitCode).toBe(0);
    expect(ran.outputs['Price List.csv'].sheets.csv).toEqual([
      ['Item', 'Price', 'Since'],
      ['Bolt', '2', '2025-01-03'],
      ['Nut', '0.5', '1/2/2025'],
    ]);
  });

  it('reports progress at read, after each operation and at write', async () => {
    const ran = await runScript(
      compileProgram(
        program([
          { op: 'trim' },
          { op: 'dedupe', keep: 'first' },
          { op: 'sort', by: [{ column: 'Tech', descending: false }] },
          { op: 'split', column: 'Team', into: 'sheets' },
        ]),
      ),
      { 'week.csv': TIMESHEET },
    );
    expect(ran.progress).toEqual([10, 37, 63, 90, 100]);
    expect(ran.stdout).toContain('Step 2 of 3: remove duplicate rows (same in every column; keep the first one) (5 rows)');
  });

  describe('errors a user can act on: one line on stderr, exit code 1, no traceback', () => {
    it.each<[string, Program, Record<string, Fixture>, string]>([
      [
        'a missing column lists the columns',
        program([{ op: 'sort', by: [{ column: 'Hours', descending: false }] }]),
        {
          'w.xlsx': {
            xlsx: {
              Sheet1: [
                ['Tech', 'Hrs', 'Date'],
                ['a', 1, 2],
              ],
            },
          },
        },
        'MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hrs, Date',
      ],
      [
        'a CSV is the sheet named after its file',
        program([{ op: 'select', columns: ['Hours'] }]),
        { 'week 1.csv': { csv: 'Tech,Hrs\na,1\n' } },
        'MilestoneColumnError: Column "Hours" not found in sheet "week 1". The columns are: Tech, Hrs',
      ],
      [
        'a wrong sheet lists the sheets',
        program([], {}, 'Jan'),
        { 'x.xlsx': { xlsx: { Feb: [['a'], [1]], Mar: [['a'], [1]] } } },
        'MilestoneSheetError: Sheet "Jan" not found in "x.xlsx". The sheets are: Feb, Mar',
      ],
      ['an input without data rows', program([]), { 'x.csv': { csv: '\n\nTech,Hours\n,\n' } }, 'MilestoneEmptyInputError: "x.csv" has no data rows.'],
      ['a run without an input file', program([]), {}, 'MilestoneInputError: This task needs an input file; upload one first.'],
      [
        'a merge without its second file',
        program([{ op: 'merge', with: { input: 1 }, on: ['a'], how: 'left' }]),
        { 'x.csv': { csv: 'a\n1\n' } },
        'MilestoneInputError: This task needs 2 input files; the run has 1.',
      ],
      [
        'merging with a sheet a CSV does not have',
        program([{ op: 'merge', with: { sheet: 'Prices' }, on: ['a'], how: 'left' }]),
        { 'x.csv': { csv: 'a\n1\n' } },
        'MilestoneSheetError: Sheet "Prices" not found in "x.csv". The sheets are: x',
      ],
      [
        'a bad number, with its row in the file',
        program([{ op: 'group', by: ['Tech'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total' }] }]),
        { 'x.csv': { csv: 'Tech,Hours\na,1\nb,2\na,abc\n' } },
        'MilestoneValueError: Row 4, column "Hours": "abc" is not a number.',
      ],
      [
        'a bad date',
        program([{ op: 'date_range', column: 'Date', from: '2025-01-01' }]),
        { 'x.csv': { csv: 'Job,Date\n1,2025-01-02\n2,\n3,31/31/2025\n' } },
        'MilestoneDateError: Row 4, column "Date": "31/31/2025" is not a date.',
      ],
    ])('%s', async (_, p, files, error) => {
      const ran = await runScript(compileProgram(p), files);
      expect(ran).toMatchObject({ exitCode: 1, error, outputs: {} });
      expect(ran.stderr).not.toContain('Traceback');
    });
  });

  it('resolves column names at run time exactly as resolveColumn does (the shared table of cases)', async () => {
    // The script's own find_column, run in the sandbox over every case.
    const script =
      compileProgram(program([])).replace(/\nmain\(task\)\n$/, '\n') +
      `
import json
for ref, header in ${JSON.stringify(RESOLVE_COLUMN_CASES.map(([ref, header]) => [ref, header]))}:
    index = find_column(ref, header)
    print(json.dumps(header[index] if index >= 0 else None))
`;
    const ran = await runScript(script, {});
    expect(ran.stderr).toBe('');
    expect(
      ran.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(RESOLVE_COLUMN_CASES.map(([, , expected]) => expected));
  });

  it('gives the same script for the same program, byte for byte, with user text only inside string literals', () => {
    const p = program([{ op: 'filter', keep: true, combine: 'all', conditions: [{ column: 'a"\nimport os', op: 'eq', value: "x'); os.system('rm -rf /" }] }], {
      fileName: 'r\n.xlsx',
    });
    const script = compileProgram(p);
    expect(compileProgram(structuredClone(p))).toBe(script);
    const task = script.slice(script.indexOf(TASK_PART_MARKER));
    expect(task).toContain('("a\\"\\nimport os", "eq", "x\'); os.system(\'rm -rf /"),');
    expect(task).not.toMatch(/^import os/m);
    expect(script.match(/^import \w+/gm)).toEqual([
      'import csv',
      'import datetime',
      'import functools',
      'import io',
      'import os',
      'import re',
      'import sys',
      'import warnings',
      'import milestone',
    ]);
    const file = path.join(scratch, 'script.py');
    writeFileSync(file, script);
    expect(python('import ast, sys; ast.parse(open(sys.argv[1]).read())', [file])).toBe('');
  });

  it('refuses a program whose operations lack what they need', () => {
    expect(() => compileProgram(program([{ op: 'filter', keep: true, combine: 'all', conditions: [] }]))).toThrow(
      new ProgramError('Operation 1 (filter): no conditions'),
    );
    expect(() => compileProgram(program([{ op: 'filter', keep: true, combine: 'all', conditions: [{ column: 'a', op: 'in', value: 'x' }] }]))).toThrow(
      '"in" needs a list of values',
    );
    expect(() => compileProgram(program([{ op: 'date_range', column: 'Date', from: '1/2/2025' }]))).toThrow('dates must be written YYYY-MM-DD');
    expect(() => compileProgram(program([{ op: 'group', by: ['a'], aggregates: [{ fn: 'sum', as: 'Total' }] }]))).toThrow('each total needs a name');
    expect(() =>
      compileProgram(
        program([
          { op: 'compute', column: 'x', expression: { kind: 'binary', op: '*', left: { kind: 'text', value: 'abc' }, right: { kind: 'number', value: 2 } } },
        ]),
      ),
    ).toThrow('"abc" is text, not a number');
    expect(() =>
      compileProgram(
        program([
          { op: 'split', column: 'a', into: 'files' },
          { op: 'split', column: 'b', into: 'sheets' },
        ]),
      ),
    ).toThrow('split by one column only');
    // What a model or a hand-edited JSON may send: checked, never turned into a script that fails later.
    const loose = <T>(value: unknown) => value as T;
    expect(() => compileProgram(program([loose<Operation>({ op: 'pivot', columns: ['a'] })]))).toThrow(
      'Operation 1 (pivot): not an operation the offline provider knows',
    );
    expect(() =>
      compileProgram(program([{ op: 'filter', keep: true, combine: 'all', conditions: [{ column: 'a', op: loose<'eq'>('equals'), value: 1 }] }])),
    ).toThrow('unknown condition "equals"');
    expect(() =>
      compileProgram(program([{ op: 'compute', column: 'x', expression: { kind: 'call', fn: loose<'abs'>('eval'), args: [{ kind: 'text', value: '1' }] } }])),
    ).toThrow('unknown function "eval"');
    expect(() => compileProgram(program([loose<Operation>(null)]))).toThrow('Operation 1 (undefined): not an operation');
  });

  it("names the output with the format's extension and no folders", () => {
    expect(outputFileName('report', 'xlsx')).toBe('report.xlsx');
    expect(outputFileName('../x/Weekly Totals.CSV', 'xlsx')).toBe('Weekly Totals.xlsx');
    expect(outputFileName('  ', 'csv')).toBe('output.csv');
    expect(outputFileName('a:b*?.xls', 'csv')).toBe('ab.csv');
  });
});
