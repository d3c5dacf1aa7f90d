import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AiProvider } from '../../src/modules/ai/ai-provider.js';
import { createAiProvider } from '../../src/modules/ai/create-ai-provider.js';
import { DEFAULT_SANDBOX_LIMITS, createSandboxRunner, type SandboxLimits, type WarmSandboxRunner } from '@milestone/sandbox';

// The proof that the offline provider works: the evaluation set of tools/ai-eval (npm run
// eval:ai), each case built as create-with-ai builds a task and its script run in the real sandbox
// (namespaces, python3 with openpyxl) on the case's inputs, its outputs compared with the expected
// ones. At least 25 of the descriptions must be solved, and every one it cannot do refused with a
// message naming what it did not understand (never a script that silently does something else).
const LIMITS: SandboxLimits = { ...DEFAULT_SANDBOX_LIMITS, wallSeconds: 60, cpuSeconds: 60, outputBytes: 16 * 1024 ** 2 };
const MIN_SOLVED = 25;

/** What tools/ai-eval/evaluate.mjs exports (the runner's core, plain JavaScript outside this project). */
interface EvalResult {
  slug: string;
  expect: 'solve' | 'refuse';
  passed: boolean;
  /** Why: the first differing cell, the script's error tail, the refusal's message. */
  reason: string;
  notUnderstood: string[];
  script: string | null;
}
interface EvalScore {
  solved: number;
  solveTotal: number;
  refused: number;
  refuseTotal: number;
}
type EvalCase = { slug: string; expect: 'solve' | 'refuse' } & Record<string, unknown>;
interface EvalModule {
  loadCases(options?: { only?: string[] }): Promise<EvalCase[]>;
  evaluate(options: {
    provider: AiProvider;
    sandbox: WarmSandboxRunner;
    limits: SandboxLimits;
    concurrency: number;
  }): Promise<EvalScore & { results: EvalResult[] }>;
  evaluateCase(
    testCase: EvalCase,
    options: { provider: Pick<AiProvider, 'generateRequirements' | 'generatePlan' | 'implementTask'>; sandbox: WarmSandboxRunner; limits: SandboxLimits },
  ): Promise<EvalResult>;
  scoreLine(score: EvalScore): string;
}
type Written = { name: string; format: 'csv' | 'xlsx'; sheets: Array<{ name: string; rows: unknown[][] }> };
type Expected = { files: Array<{ name: string; sheets: Array<{ name: string; rows: unknown[][] }> }> };
interface CompareModule {
  compareOutputs(
    expected: Expected,
    written: Written[],
    options?: { sheetNames?: boolean; anyRowOrder?: boolean; formatNamed?: boolean; fileNamed?: boolean },
  ): string | null;
}
const AI_EVAL = join(import.meta.dirname, '..', '..', '..', 'tools', 'ai-eval');
const load = async <T>(file: string) => (await import(pathToFileURL(join(AI_EVAL, file)).href)) as T;

let sandbox: WarmSandboxRunner;
let evaluation: EvalModule;

beforeAll(async () => {
  evaluation = await load<EvalModule>('evaluate.mjs');
  sandbox = await createSandboxRunner({ sandbox: 'on', slots: 2, poolSize: 1, uidBase: 62000, limits: LIMITS, logger: { log: () => {}, warn: () => {} } });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('The AI evaluation set, offline', () => {
  let results: EvalResult[] = [];
  let line = '';

  beforeAll(async () => {
    const provider = createAiProvider(
      { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 60_000, AI_MAX_RETRIES: 0 },
      { record: async () => {} },
    );
    const summary = await evaluation.evaluate({ provider, sandbox, limits: LIMITS, concurrency: 2 });
    results = summary.results;
    line = evaluation.scoreLine(summary);
  }, 600_000);

  const report = (rows: EvalResult[]) => rows.map((r) => `${r.slug}: ${r.reason}`).join('\n');

  it('has at least 30 cases, each a description of this company with its inputs, at least 25 to solve and some to refuse', async () => {
    const cases = await evaluation.loadCases();
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.expect === 'solve').length).toBeGreaterThanOrEqual(MIN_SOLVED);
    expect(cases.filter((c) => c.expect === 'refuse').length).toBeGreaterThanOrEqual(3);
    expect(results.map((r) => r.slug)).toEqual(cases.map((c) => c.slug));
  });

  it(`solves at least ${MIN_SOLVED} of the descriptions: a script that runs in the sandbox and writes the expected output`, () => {
    const solve = results.filter((r) => r.expect === 'solve');
    const solved = solve.filter((r) => r.passed);
    if (solved.length < MIN_SOLVED) throw new Error(`${line}\nnot solved:\n${report(solve.filter((r) => !r.passed))}`);
    for (const r of solved) expect(r.script).toContain('import milestone');
  });

  it('refuses every description it cannot do, naming what it did not understand, with no script', () => {
    const refuse = results.filter((r) => r.expect === 'refuse');
    const wrong = refuse.filter((r) => !r.passed);
    if (wrong.length) throw new Error(`${line}\nnot refused as it should:\n${report(wrong)}`);
    for (const r of refuse) {
      expect(r.script).toBeNull();
      expect(r.notUnderstood.length).toBeGreaterThan(0);
    }
  });
});

describe('The evaluation does not pass what is wrong', () => {
  /** A provider that answers every case with this script (or none, with this message). */
  const answering = (script: string | null, message = 'Done.') => ({
    generateRequirements: async () => ({
      requirements: [
        { id: 'format', question: 'Output format?', description: '', required: true, type: 'select' as const, options: ['xlsx', 'csv'], value: 'xlsx' },
      ],
      message: '',
    }),
    generatePlan: async () => ({
      name: 'x',
      description: 'x',
      type: 'excel-processing' as const,
      estimatedComplexity: 'low' as const,
      features: [],
      sections: [],
      dataFlow: [],
      apiEndpoints: [],
    }),
    implementTask: async () => ({
      steps: [],
      script,
      summary: [],
      understood: [],
      notUnderstood: script ? [] : ['email each technician'],
      message,
      provider: 'test',
      model: null,
    }),
  });
  const caseNamed = async (number: string) => (await evaluation.loadCases({ only: [number] }))[0];
  // Case 01's right answer but for one total: Ben Carter's 20 hours written as 21.
  const almostRight = (benHours: number) => `import csv, milestone, openpyxl
rows = list(csv.reader(open(milestone.input_path(0), newline='')))
totals = {}
for r in rows[1:]:
    if r[4] != 'Void':
        totals[r[0]] = totals.get(r[0], 0) + float(r[3])
totals['Ben Carter'] = ${benHours}
book = openpyxl.Workbook()
book.active.append(['Technician', 'Total Hours'])
for name in sorted(totals):
    book.active.append([name, totals[name]])
book.save(milestone.output_path('hours-by-technician.xlsx'))
`;

  it('passes the right output and fails one wrong cell, naming the row, the column and both values', async () => {
    const timesheet = await caseNamed('1');
    const right = await evaluation.evaluateCase(timesheet, { provider: answering(almostRight(20)), sandbox, limits: LIMITS });
    expect(right).toMatchObject({ passed: true });
    const wrong = await evaluation.evaluateCase(timesheet, { provider: answering(almostRight(21)), sandbox, limits: LIMITS });
    expect(wrong.passed).toBe(false);
    expect(wrong.reason).toBe('hours-by-technician.xlsx, sheet "Sheet": row 3, column 2 (Total Hours): expected 20, got 21');
  });

  it('fails a script that stops with an error, with the end of its stderr', async () => {
    const result = await evaluation.evaluateCase(await caseNamed('1'), {
      provider: answering('import sys\nsys.stderr.write(\'MilestoneColumnError: Column "Hours" not found\')\nsys.exit(1)\n'),
      sandbox,
      limits: LIMITS,
    });
    expect(result.passed).toBe(false);
    expect(result.reason).toBe('the script failed (exit 1): MilestoneColumnError: Column "Hours" not found');
  });

  it('fails a case to refuse when a script comes back, or when the message does not name what it cannot do', async () => {
    const email = await caseNamed('33');
    const withScript = await evaluation.evaluateCase(email, { provider: answering(almostRight(20)), sandbox, limits: LIMITS });
    expect(withScript.passed).toBe(false);
    const vague = await evaluation.evaluateCase(email, { provider: answering(null, 'Something went wrong.'), sandbox, limits: LIMITS });
    expect(vague).toMatchObject({ passed: false, reason: 'the message does not name what was not understood: Something went wrong.' });
    const named = await evaluation.evaluateCase(email, {
      provider: answering(null, 'I could not understand "email each technician their own total".'),
      sandbox,
      limits: LIMITS,
    });
    expect(named.passed).toBe(true);
  });

  it('fails a solve case with no script, quoting why', async () => {
    const result = await evaluation.evaluateCase(await caseNamed('2'), {
      provider: answering(null, 'I did not understand "keep only the invoices".'),
      sandbox,
      limits: LIMITS,
    });
    expect(result).toMatchObject({ passed: false, reason: 'no script: I did not understand "keep only the invoices".' });
  });

  describe('the comparison rules (tools/ai-eval/README.md)', () => {
    let compare: CompareModule['compareOutputs'];
    beforeAll(async () => {
      compare = (await load<CompareModule>('compare.mjs')).compareOutputs;
    });
    const expected = (name: string, rows: unknown[][], sheet = 'csv'): Expected => ({ files: [{ name, sheets: [{ name: sheet, rows }] }] });
    const csv = (name: string, rows: unknown[][]): Written => ({ name, format: 'csv', sheets: [{ name: 'csv', rows }] });
    const xlsx = (name: string, sheets: Array<[string, unknown[][]]>): Written => ({
      name,
      format: 'xlsx',
      sheets: sheets.map(([n, rows]) => ({ name: n, rows })),
    });

    it('reads numbers, money, dates and blanks alike in CSV text and workbook cells', () => {
      const want = expected('out.csv', [
        ['Hours', 'Amount', 'Date', 'Note'],
        [1, 1234.5, '2025-03-04', ''],
        [12.345, -5, '2025-12-31', 'x'],
      ]);
      const got = xlsx('out.xlsx', [
        [
          'Sheet',
          [
            ['Hours', 'Amount', 'Date', 'Note'],
            ['1.0', '$1,234.50', '2025-03-04T00:00:00', null],
            [12.35, '(5)', '12/31/2025', 'x', null],
          ],
        ],
      ]);
      expect(compare(want, [got])).toBeNull();
    });

    it('counts the case and spaces of text, the number of rows, and the row order unless the case frees it', () => {
      const want = expected('out.csv', [['Status'], ['Void'], ['Paid']]);
      expect(compare(want, [csv('out.csv', [['Status'], ['void'], ['Paid']])])).toBe('out.csv: row 2, column 1 (Status): expected "Void", got "void"');
      expect(compare(want, [csv('out.csv', [['Status'], ['Void']])])).toBe('out.csv: expected 2 data row(s), got 1; the first missing row is ["Paid"]');
      expect(compare(want, [csv('out.csv', [['Status'], ['Paid'], ['Void']])])).toBe('out.csv: row 2, column 1 (Status): expected "Void", got "Paid"');
      expect(compare(want, [csv('out.csv', [['Status'], ['Paid'], ['Void']])], { anyRowOrder: true })).toBeNull();
    });

    it('checks names and formats only where the description names them', () => {
      const want = expected('hours.xlsx', [['A'], [1]], 'Totals');
      expect(compare(want, [csv('Result.csv', [['A'], [1]])])).toBeNull();
      expect(compare(want, [csv('Result.csv', [['A'], [1]])], { formatNamed: true })).toBe('Result.csv: expected a XLSX file, got CSV');
      expect(compare(want, [xlsx('Result.xlsx', [['Sheet1', [['A'], [1]]]])], { fileNamed: true })).toBe(
        'no file like "hours.xlsx" was written (written: Result.xlsx)',
      );
      expect(compare(want, [xlsx('Hours.XLSX', [['Sheet1', [['A'], [1]]]])], { fileNamed: true, sheetNames: true })).toBe(
        'Hours.XLSX: sheet 1 should be named "Totals", got "Sheet1"',
      );
    });

    it('matches a file per value by the value in its name (Paid is not Unpaid), and says which file is missing or extra', () => {
      const want: Expected = { files: ['Ana Lopez', 'Ben Carter'].map((t) => ({ name: `${t}.csv`, sheets: [{ name: 'csv', rows: [['Technician'], [t]] }] })) };
      const per = (name: string, tech: string) => csv(name, [['Technician'], [tech]]);
      expect(compare(want, [per('hours - Ben Carter.csv', 'Ben Carter'), per('hours_ana_lopez.csv', 'Ana Lopez')])).toBeNull();
      expect(compare(want, [per('hours - Ben Carter.csv', 'Ben Carter')])).toBe('no file like "Ana Lopez.csv" was written (written: hours - Ben Carter.csv)');
      expect(compare(want, [per('Ana Lopez.csv', 'Ana Lopez'), per('Ben Carter.csv', 'Ben Carter'), per('Cy.csv', 'Cy')])).toBe('unexpected file(s): Cy.csv');
      expect(compare(want, [])).toBe('the script wrote no file');
      const statuses: Expected = { files: ['Paid', 'Unpaid'].map((t) => ({ name: `${t}.csv`, sheets: [{ name: 'csv', rows: [['Status'], [t]] }] })) };
      expect(compare(statuses, [csv('invoices - Unpaid.csv', [['Status'], ['Unpaid']]), csv('invoices - Paid.csv', [['Status'], ['Paid']])])).toBeNull();
    });
  });
});
