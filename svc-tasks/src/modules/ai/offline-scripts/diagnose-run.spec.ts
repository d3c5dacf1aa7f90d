import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SANDBOX_LIMITS, createSandboxRunner, type SandboxLimits, type WarmSandboxRunner } from '@milestone/sandbox';
import { compileProgram, diagnoseOffline, type Operation, type Program, type RunContext } from '@milestone/ai-offline';
import { endOfRun } from '../../execution/worker/run-outcome.js';

// Generated scripts run for real in the sandbox, as the worker runs them; their failures are read
// from the log the worker writes (endOfRun), and a proposed fix is run again to prove it works.
const LIMITS: SandboxLimits = { ...DEFAULT_SANDBOX_LIMITS, wallSeconds: 30, cpuSeconds: 20, memoryBytes: 768 * 1024 ** 2, outputBytes: 4 * 1024 ** 2 };

let scratch: string;
let sut: WarmSandboxRunner;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'diagnose-run-spec-'));
  sut = await createSandboxRunner({ sandbox: 'on', slots: 1, poolSize: 0, uidBase: 63500, limits: LIMITS, logger: { log: () => {}, warn: () => {} } });
});

afterAll(async () => {
  await sut?.close();
  await rm(scratch, { recursive: true, force: true });
});

type Input = { name: string; csv: string } | { name: string; xlsx: Record<string, Array<Array<string | number>>> };

async function inputFile(input: Input): Promise<{ name: string; path: string }> {
  const folder = await mkdtemp(path.join(scratch, 'in-'));
  const file = path.join(folder, input.name);
  if ('csv' in input) await writeFile(file, input.csv);
  else {
    const make = `import json, sys, openpyxl\nbook = openpyxl.Workbook()\nbook.remove(book.active)\nfor name, rows in json.loads(sys.argv[2]).items():\n    ws = book.create_sheet(name)\n    for row in rows:\n        ws.append(row)\nbook.save(sys.argv[1])`;
    const done = spawnSync('/usr/bin/python3', ['-c', make, file, JSON.stringify(input.xlsx)], { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(done.stderr);
  }
  return { name: input.name, path: file };
}

/** Runs the script on the input as the worker does; the run as the assistant reads it, and the CSV output when it completed. */
async function run(script: string, input: Input): Promise<{ context: RunContext; output: string | null }> {
  const result = await sut.run({ slot: 0, script, inputs: [await inputFile(input)], parameters: {}, limits: LIMITS });
  try {
    const end = endOfRun(result, [], LIMITS);
    const output = result.outputs[0] ? await readFile(result.outputs[0].path, 'utf8') : null;
    const context: RunContext = {
      taskName: 'Hours',
      steps: [],
      script,
      status: end.status,
      log: end.log as unknown as Record<string, unknown>,
      error: end.error,
      inputs: [],
    };
    return { context, output };
  } finally {
    await result.dispose();
  }
}

function program(operations: Operation[], sheet?: string): Program {
  return { ...(sheet ? { sheet } : {}), operations, output: { format: 'csv', fileName: 'out.csv' } };
}

const HOURS_PER_TECH = program([
  { op: 'group', by: ['Tech'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Hours' }] },
  { op: 'sort', by: [{ column: 'Hours', descending: true }] },
]);

describe('diagnoseOffline on generated scripts run in the sandbox', () => {
  it('fixes a column the file names otherwise, and the fixed script produces the totals', async () => {
    const input = { name: 'timesheet.csv', csv: 'Tech,Hrs,Date\nAmy,3,2025-01-02\nBob,5,2025-01-02\nAmy,4,2025-01-03\n' };
    const failed = await run(compileProgram(HOURS_PER_TECH), input);
    expect(failed.context.status).toBe('failed');
    const sut = diagnoseOffline(failed.context);
    expect(sut.explanation).toContain(
      'The script looks for a column "Hours", but the file has no such column in sheet "timesheet". Its columns are: Tech, Hrs, Date.',
    );
    expect(sut.script).not.toBeNull();

    const fixed = await run(sut.script!, input);
    expect(fixed.context.status).toBe('completed');
    expect(fixed.output!.trim().split(/\r?\n/)).toEqual(['Tech,Hours', 'Amy,7', 'Bob,5']);
  }, 60_000);

  it('reads the sheet that exists, and the fixed script runs', async () => {
    const input = {
      name: 'hours.xlsx',
      xlsx: {
        Jan: [
          ['Tech', 'Hours'],
          ['Amy', 2],
          ['Amy', 3],
        ],
        Notes: [['x']],
      },
    };
    const failed = await run(compileProgram({ ...HOURS_PER_TECH, sheet: 'January' }), input);
    const sut = diagnoseOffline(failed.context);
    expect(sut.explanation).toContain('The script opens a sheet "January", but there is no such sheet in "hours.xlsx". The sheets are: Jan, Notes.');
    const fixed = await run(sut.script!, input);
    expect(fixed.context.status).toBe('completed');
    expect(fixed.output!.trim().split(/\r?\n/)).toEqual(['Tech,Hours', 'Amy,5']);
  }, 60_000);

  it('explains an input without rows and proposes nothing', async () => {
    const failed = await run(compileProgram(HOURS_PER_TECH), { name: 'empty.csv', csv: 'Tech,Hours\n' });
    expect(diagnoseOffline(failed.context)).toEqual({
      explanation: '"empty.csv" has a header but no data rows, so there was nothing to process. Upload a file with rows and run the task again.',
      script: null,
    });
  }, 60_000);

  it('names the row and value that is not a number', async () => {
    const failed = await run(compileProgram(HOURS_PER_TECH), { name: 'hours.csv', csv: 'Tech,Hours\nAmy,3\nBob,abc\n' });
    const sut = diagnoseOffline(failed.context);
    expect(sut.explanation).toMatch(/^The script needs a number, but the value "abc" \(row \d+, column "Hours"\) is not one\./);
    expect(sut.script).toBeNull();
  }, 60_000);

  it('names the date that does not parse', async () => {
    const dates = program([{ op: 'date_range', column: 'Date', from: '2025-01-01', to: '2025-01-31' }]);
    const failed = await run(compileProgram(dates), { name: 'jobs.csv', csv: 'Job,Date\nA1,2025-01-05\nA2,31/31/2025\n' });
    const sut = diagnoseOffline(failed.context);
    expect(sut.explanation).toMatch(/the value "31\/31\/2025" \(row \d+, column "Date"\) is not one it can read/);
    expect(sut.script).toBeNull();
  }, 60_000);
});
