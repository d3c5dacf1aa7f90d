import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '@milestone/nest-kit';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { ScriptService } from '../../script/script.service.js';
import type { FilesClient } from '../../execution/worker/files-client.js';
import { ScriptCheck } from './script-check.service.js';

// The check of a generated script with the real sandbox (RUNNER_SANDBOX as the machine has it) and
// the real python3: the input's sample, a dry run that passes and one that fails.

const env = loadEnv(WorkerEnv, { DATABASE_URL: 'postgres://unused@127.0.0.1/unused', NATS_URL: 'nats://127.0.0.1:4222', IDENTITY_URL: 'http://127.0.0.1:9', RUNNER_SANDBOX: process.env['RUNNER_SANDBOX'] ?? 'on' });
const check = new ScriptCheck(env, {} as FilesClient, new ScriptService(null!, null!, null!, null!));
const dir = mkdtempSync(path.join(tmpdir(), 'script-check-spec-'));
const csv = path.join(dir, 'a.csv');
const xlsx = path.join(dir, 'b.xlsx');

beforeAll(() => {
  writeFileSync(csv, '\ufeffTech;Hours;Status\r\nAna;6.5;Open\r\nBen;abc;Void\r\n\r\n');
  execFileSync('/usr/bin/python3', [
    '-c',
    `import openpyxl, sys
wb = openpyxl.Workbook(); ws = wb.active; ws.title = 'Jobs'
ws.append(['Job ID', 'Amount']); [ws.append([i, i * 10.5]) for i in range(1, 9)]
wb.create_sheet('Empty'); wb.save(sys.argv[1])`,
    xlsx,
  ]);
});

afterAll(async () => {
  await check.onModuleDestroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the check of a generated script', () => {
  it("samples a CSV's header and rows (its delimiter found, its BOM dropped)", async () => {
    expect(await check.sample([{ name: 'hours.csv', path: csv }])).toEqual({
      fileName: 'hours.csv',
      sheets: [{ name: 'hours', columns: ['Tech', 'Hours', 'Status'], rows: [['Ana', '6.5', 'Open'], ['Ben', 'abc', 'Void']] }],
    });
  }, 60_000);

  it("samples every sheet of a workbook, at most 5 rows each, with the cells' types", async () => {
    const sample = await check.sample([{ name: 'jobs.xlsx', path: xlsx }]);
    expect(sample?.sheets.map((s) => [s.name, s.columns, s.rows.length])).toEqual([
      ['Jobs', ['Job ID', 'Amount'], 5],
      ['Empty', [], 0],
    ]);
    expect(sample?.sheets[0]!.rows[0]).toEqual([1, 10.5]);
  }, 60_000);

  it('passes a script that runs on the inputs and names what it wrote', async () => {
    const run = await check.dryRun("import milestone\nopen(milestone.output_path('out.csv'), 'w').write(open(milestone.input_path(0)).read())\n", [{ name: 'hours.csv', path: csv }]);
    expect(run).toEqual({ ok: true, detail: expect.stringMatching(/^Ran on hours\.csv in [\d.]+ s; it wrote out\.csv\.$/) });
  }, 60_000);

  it('fails a script that stops with an error, with its last line', async () => {
    const script = 'import sys\nsys.stderr.write(\'MilestoneValueError: Row 3, column "Hours": "abc" is not a number.\\n\')\nsys.exit(1)\n';
    expect(await check.dryRun(script, [{ name: 'hours.csv', path: csv }])).toEqual({
      ok: false,
      file: 'hours.csv',
      error: 'MilestoneValueError: Row 3, column "Hours": "abc" is not a number.',
      detail: expect.stringMatching(/^Failed on hours\.csv after [\d.]+ s: MilestoneValueError/),
    });
  }, 60_000);

  it("compiles: null for a script Python parses, else the parser's line and message", async () => {
    expect(await check.compileError('print(1)\n')).toBeNull();
    expect(await check.compileError('def f(:\n')).toMatch(/^Syntax error on line 1: /);
  });
});
