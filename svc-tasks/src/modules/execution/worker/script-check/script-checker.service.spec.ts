import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '@milestone/nest-kit';
import { WorkerEnv } from '../../../../config/worker-env.schema.js';
import { FilesCallError, type FilesClient } from '../files-client.js';
import { createCheckSandboxRunner } from '../sandbox-settings.js';
import type { SandboxRunner } from '@milestone/sandbox';
import { fitSample } from './sample-reader.js';
import { readCheckRequest, ScriptChecker } from './script-checker.service.js';

// The worker's script checks with the real sandbox (RUNNER_SANDBOX as the machine has it) and the
// real python3: compile(), an input's sample, a dry run that passes and one that fails. svc-files
// is a stand-in that hands over local files by id, for company 7 only.

const env = loadEnv(WorkerEnv, {
  DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
  NATS_URL: 'nats://127.0.0.1:4222',
  IDENTITY_URL: 'http://127.0.0.1:9',
  RUNNER_SANDBOX: process.env['RUNNER_SANDBOX'] ?? 'on',
});
const dir = mkdtempSync(path.join(tmpdir(), 'script-checker-spec-'));
const FILES: Record<number, { name: string; path: string }> = {
  1: { name: 'hours.csv', path: path.join(dir, 'a.csv') },
  2: { name: 'jobs.xlsx', path: path.join(dir, 'b.xlsx') },
};
const downloads: string[] = [];
const files = {
  downloadInput: async (companyId: number, fileId: number, target: string) => {
    downloads.push(target);
    const file = FILES[fileId];
    if (companyId !== 7 || !file) throw new FilesCallError(`GET /internal/files/${fileId}/content answered 404: File not found`);
    copyFileSync(file.path, target);
    return file.name;
  },
} as unknown as FilesClient;

let runner: SandboxRunner;
let sut: ScriptChecker;

beforeAll(async () => {
  writeFileSync(FILES[1]!.path, '\ufeffTech;Hours;Status\r\nAna;6.5;Open\r\nBen;abc;Void\r\n\r\n');
  execFileSync('/usr/bin/python3', [
    '-c',
    `import openpyxl, sys
wb = openpyxl.Workbook(); ws = wb.active; ws.title = 'Jobs'
ws.append(['Job ID', 'Amount']); [ws.append([i, i * 10.5]) for i in range(1, 9)]
wb.create_sheet('Empty'); wb.save(sys.argv[1])`,
    FILES[2]!.path,
  ]);
  runner = await createCheckSandboxRunner(env);
  sut = new ScriptChecker(env, files, runner);
}, 60_000);

afterAll(async () => {
  await sut?.onApplicationShutdown();
  rmSync(dir, { recursive: true, force: true });
});

const compile = (script: string) => sut.answer({ check: 'compile', script });

describe(ScriptChecker.name, () => {
  it('compiles a script without running it (an endless loop compiles at once)', async () => {
    const started = Date.now();
    expect(await compile('while True:\n    pass\n')).toEqual({ result: { check: 'compile', compileError: null } });
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 60_000);

  it.each([
    ['a = 1\nb = (2,\n', 2, "'(' was never closed"],
    ['def f(:\n    pass\n', 1, 'invalid syntax'],
    ['x = 1\nreturn x\n', 2, "'return' outside function"],
    ['x = 1\0\n', 1, 'source code string cannot contain null bytes'],
    [`${'('.repeat(300)}${')'.repeat(300)}\n`, 1, 'too many nested parentheses'],
  ])(
    'answers the line and the parser’s message of a script Python refuses (%j)',
    async (script, line, message) => {
      expect(await compile(script)).toEqual({ result: { check: 'compile', compileError: { line, message } } });
    },
    60_000,
  );

  it('compiles the script as UTF-8 text, its coding cookie honoured', async () => {
    expect(await compile("name = 'Größe ✓'\nprint(name)\n")).toEqual({ result: { check: 'compile', compileError: null } });
    expect(await compile("# -*- coding: latin-1 -*-\nname = 'Größe'\n")).toEqual({ result: { check: 'compile', compileError: null } });
  }, 60_000);

  it('answers checks that come at once, each with its own answer', async () => {
    const scripts = Array.from({ length: 5 }, (_, i) => (i % 2 === 0 ? `x = ${i}\n` : `x = (${i}\n`));
    const answers = await Promise.all(scripts.map((script) => compile(script)));
    expect(answers.map((a) => 'result' in a && a.result.check === 'compile' && a.result.compileError === null)).toEqual([true, false, true, false, true]);
  }, 60_000);

  it("samples a CSV's header and rows (its delimiter found, its BOM dropped), and removes the download", async () => {
    downloads.length = 0;
    expect(await sut.answer({ check: 'sample', companyId: 7, inputFileIds: [1, 2] })).toEqual({
      result: {
        check: 'sample',
        sample: {
          fileName: 'hours.csv',
          sheets: [
            {
              name: 'hours',
              columns: ['Tech', 'Hours', 'Status'],
              rows: [
                ['Ana', '6.5', 'Open'],
                ['Ben', 'abc', 'Void'],
              ],
            },
          ],
        },
      },
    });
    // Only the first input is fetched, and it is gone once sampled.
    expect(downloads).toHaveLength(1);
    expect(() => execFileSync('test', ['-e', downloads[0]!])).toThrow();
  }, 60_000);

  it("samples every sheet of a workbook, at most 5 rows each, with the cells' types", async () => {
    const answer = await sut.answer({ check: 'sample', companyId: 7, inputFileIds: [2] });
    const sample = 'result' in answer && answer.result.check === 'sample' ? answer.result.sample : null;
    expect(sample?.sheets.map((s) => [s.name, s.columns, s.rows.length])).toEqual([
      ['Jobs', ['Job ID', 'Amount'], 5],
      ['Empty', [], 0],
    ]);
    expect(sample?.sheets[0]!.rows[0]).toEqual([1, 10.5]);
  }, 60_000);

  it('passes a script that runs on the inputs and names what it wrote', async () => {
    const script = "import milestone\nopen(milestone.output_path('out.csv'), 'w').write(open(milestone.input_path(0)).read())\n";
    expect(await sut.answer({ check: 'dry-run', companyId: 7, script, inputFileIds: [1] })).toEqual({
      result: { check: 'dry-run', dryRun: { ok: true, detail: expect.stringMatching(/^Ran on hours\.csv in [\d.]+ s; it wrote out\.csv\.$/) } },
    });
  }, 60_000);

  it('fails a script that stops with an error, with its last line', async () => {
    const script = 'import sys\nsys.stderr.write(\'MilestoneValueError: Row 3, column "Hours": "abc" is not a number.\\n\')\nsys.exit(1)\n';
    expect(await sut.answer({ check: 'dry-run', companyId: 7, script, inputFileIds: [1] })).toEqual({
      result: {
        check: 'dry-run',
        dryRun: {
          ok: false,
          file: 'hours.csv',
          error: 'MilestoneValueError: Row 3, column "Hours": "abc" is not a number.',
          detail: expect.stringMatching(/^Failed on hours\.csv after [\d.]+ s: MilestoneValueError/),
        },
      },
    });
  }, 60_000);

  it("answers inputs-unreadable for a file svc-files does not hand over (another company's)", async () => {
    expect(await sut.answer({ check: 'dry-run', companyId: 8, script: 'pass\n', inputFileIds: [1] })).toEqual({
      failure: 'inputs-unreadable',
      message: 'The input files could not be read',
    });
    expect(await sut.answer({ check: 'sample', companyId: 8, inputFileIds: [1] })).toEqual({
      failure: 'inputs-unreadable',
      message: 'The input files could not be read',
    });
  }, 60_000);

  it('refuses a request it cannot read, saying what a check needs', async () => {
    expect(await sut.answer(undefined)).toEqual({ failure: 'invalid', message: 'A check request is a JSON object' });
    expect(await sut.answer({ check: 'run', script: 'pass' })).toEqual({ failure: 'invalid', message: "A check is one of 'compile', 'dry-run', 'sample'" });
    expect(await sut.answer({ check: 'compile', script: 42 })).toEqual({
      failure: 'invalid',
      message: 'A compile check needs a script of at most 200000 characters',
    });
    expect(await sut.answer({ check: 'dry-run', companyId: -1, script: 'pass', inputFileIds: [1] })).toEqual({
      failure: 'invalid',
      message: 'A dry run needs a script, a companyId and inputFileIds',
    });
  });
});

describe(readCheckRequest.name, () => {
  it('keeps only the fields of the check asked', () => {
    expect(readCheckRequest({ check: 'sample', companyId: 3, inputFileIds: [4], script: 'x' })).toEqual({ check: 'sample', companyId: 3, inputFileIds: [4] });
  });

  it('refuses file ids that are not positive whole numbers', () => {
    expect(readCheckRequest({ check: 'sample', companyId: 3, inputFileIds: ['4'] })).toBe('A sample needs a companyId and inputFileIds');
    expect(readCheckRequest({ check: 'sample', companyId: 3, inputFileIds: [0] })).toBe('A sample needs a companyId and inputFileIds');
  });
});

describe(fitSample.name, () => {
  const sheet = (name: string, rows: number) => ({ name, columns: ['A'], rows: Array.from({ length: rows }, () => ['x'.repeat(100)]) });

  it('keeps a sample that fits as it is', () => {
    const sample = { fileName: 'a.csv', sheets: [sheet('a', 5)] };
    expect(fitSample(sample, 10_000)).toEqual(sample);
  });

  it('drops the last sheets, then the first sheet’s last rows, until the sample fits', () => {
    const sample = { fileName: 'a.xlsx', sheets: [sheet('a', 5), sheet('b', 5), sheet('c', 5)] };
    const fitted = fitSample(sample, 400);
    expect(fitted.sheets.map((s) => s.name)).toEqual(['a']);
    expect(fitted.sheets[0]!.rows.length).toBeLessThan(5);
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(400);
    expect(sample.sheets).toHaveLength(3);
  });
});
