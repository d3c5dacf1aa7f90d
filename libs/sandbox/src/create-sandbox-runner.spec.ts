import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  SANDBOX_UNAVAILABLE_MESSAGE,
  createSandboxRunner,
  sandboxRunnerSettingsFromEnv,
  sandboxUid,
  type SandboxRunnerSettings,
  type WarmSandboxRunner,
} from './create-sandbox-runner.js';
import { runInSandbox } from './run-in-sandbox.js';
import type { SlotRequest } from './sandbox-runner.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type SandboxResult } from './sandbox.types.js';

// Real namespaces and python3, as the worker runs them.
const LIMITS: SandboxLimits = { ...DEFAULT_SANDBOX_LIMITS, wallSeconds: 20, cpuSeconds: 10, memoryBytes: 512 * 1024 ** 2, outputBytes: 1024 ** 2 };
const quiet = { log: () => {}, warn: () => {} };
const asRoot = process.getuid?.() === 0;

let scratch: string;
const runners: WarmSandboxRunner[] = [];
const results: SandboxResult[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'sandbox-runner-spec-'));
});

afterEach(async () => {
  await Promise.all(results.splice(0).map((result) => result.dispose()));
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function runner(settings: Partial<SandboxRunnerSettings> = {}): Promise<WarmSandboxRunner> {
  const made = await createSandboxRunner({ sandbox: 'on', slots: 1, poolSize: 1, uidBase: 61000, limits: LIMITS, logger: quiet, ...settings });
  runners.push(made);
  return made;
}

/** Runs `script` once the pool is ready (`warm: false`: at once). */
async function run(on: WarmSandboxRunner, script: string, request: Partial<SlotRequest> & { warm?: false } = {}): Promise<SandboxResult> {
  if (request.warm !== false) await on.warm();
  const result = await on.run({ slot: 0, inputs: [], parameters: {}, limits: LIMITS, ...request, script });
  results.push(result);
  return result;
}

describe('createSandboxRunner', () => {
  it('hands a run to a sandbox started ahead, with openpyxl already imported, and a fresh one to the next run', async () => {
    const pool = await runner();
    expect(pool.mode()).toBe('on');
    const script = `import sys, os, openpyxl
print('openpyxl' in sys.modules and 'warm' or 'cold', getattr(openpyxl, 'marked', False), os.path.exists('/tmp/left-behind'))
openpyxl.marked = True
open('/tmp/left-behind', 'w').write('x')`;
    expect((await run(pool, script)).stdout.trim()).toBe('warm False False');
    // Nothing of the first run is left in the second's sandbox.
    expect((await run(pool, script)).stdout.trim()).toBe('warm False False');
    // With no sandbox cloned ahead, a run's own clone has the fork server's imports too.
    const none = await runner({ poolSize: 0 });
    expect((await run(none, 'import sys\nprint("openpyxl" in sys.modules)')).stdout.trim()).toBe('True');
    // A lone cold run (runInSandbox) imports nothing ahead.
    const lone = await runInSandbox({ script: 'import sys\nprint("openpyxl" in sys.modules)', inputs: [], parameters: {}, limits: LIMITS });
    results.push(lone);
    expect(lone.stdout.trim()).toBe('False');
  });

  it('ends a script as the interpreter does: its exit code, its threads joined, atexit run, the traceback', async () => {
    const pool = await runner();
    const result = await run(
      pool,
      `import atexit, sys, threading, time, milestone
def late():
    time.sleep(0.2)
    open(milestone.output_path('thread.txt'), 'w').write('joined')
threading.Thread(target=late).start()
atexit.register(lambda: print('atexit ran'))
sys.exit(3)`,
    );
    expect(result).toMatchObject({ exitCode: 3, stdout: 'atexit ran\n', limitHit: null });
    expect(await Promise.all(result.outputs.map((o) => readFile(o.path, 'utf8')))).toEqual(['joined']);
    const failed = await run(pool, 'raise ValueError("bad row 3")');
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toMatch(/^Traceback \(most recent call last\):[\s\S]*ValueError: bad row 3\n$/);
    // The traceback starts at the script's own frame: no runner or runpy frames above it.
    expect(failed.stderr).toMatch(/^Traceback \(most recent call last\):\n  File "\/job\/script\.py", line 1, in <module>\n/);
    expect(failed.stderr).not.toMatch(/runpy|<string>/);
    // sys.exit with a message: printed to stderr, exit code 1, as python3 does.
    const stopped = await run(pool, 'import sys\nprint("partial")\nsys.exit("No rows to process")');
    expect(stopped).toMatchObject({ exitCode: 1, stdout: 'partial\n', stderr: 'No rows to process\n' });
  });

  it('starts the wall clock when the run is handed over, not when the sandbox started', async () => {
    const pool = await runner();
    await pool.warm();
    // The warm sandbox has been waiting longer than the run's whole wall-clock limit.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const result = await run(pool, 'import time\ntime.sleep(0.2)\nprint("done")', { limits: { ...LIMITS, wallSeconds: 1 } });
    expect(result).toMatchObject({ exitCode: 0, limitHit: null, stdout: 'done\n' });
    expect(result.durationMs).toBeLessThan(1000);
  });

  it('hands a run the warm sandbox still being cloned (runs came faster than the refill): it has the imports all the same', async () => {
    const pool = await runner();
    const script = 'import sys\nprint("openpyxl" in sys.modules)';
    expect((await run(pool, script, { warm: false })).stdout.trim()).toBe('True');
    expect((await run(pool, script, { warm: false })).stdout.trim()).toBe('True');
  });

  it('gives a run asking for more than the worker limits a sandbox of its own, with its limits', async () => {
    const pool = await runner();
    const memoryBytes = LIMITS.memoryBytes * 2;
    const result = await run(pool, 'import resource, sys\nprint("openpyxl" in sys.modules, resource.getrlimit(resource.RLIMIT_AS)[1])', {
      limits: { ...LIMITS, memoryBytes },
    });
    expect(result.stdout.trim()).toBe(`True ${memoryBytes}`);
  });

  it('gives each slot its own sandbox user, the same for its fork server, its waiting sandboxes and its run', async () => {
    const pool = await runner({ slots: 2 });
    const uidOf = async (slot: number) => Number((await run(pool, 'import os\nprint(os.getuid())', { slot })).stdout.trim());
    const [first, second] = await Promise.all([uidOf(0), uidOf(1)]);
    if (asRoot) {
      expect([first, second]).toEqual([sandboxUid({ uidBase: 61000 }, 0), sandboxUid({ uidBase: 61000 }, 1)]);
      expect([first, second]).toEqual([61000, 61001]);
      expect(await uidOf(0)).toBe(61000);
    } else {
      expect([first, second]).toEqual([process.getuid?.(), process.getuid?.()]);
    }
  });

  it('has xlrd for .xls files, and openpyxl reads xml through defusedxml', async () => {
    const pool = await runner();
    const result = await run(pool, 'import xlrd, openpyxl.xml\nprint(xlrd.__VERSION__ >= "1.2", openpyxl.xml.DEFUSEDXML)');
    expect(result).toMatchObject({ exitCode: 0, stdout: 'True True\n' });
  });

  it.each([
    ['a few files over it together', "for i in range(3):\n    open(milestone.output_path('part%d.bin' % i), 'wb').write(b'x' * 400 * 1024)"],
    ['files written without end', "i = 0\nwhile True:\n    open(milestone.output_path('part%d.bin' % i), 'wb').write(b'x' * 256 * 1024)\n    i += 1"],
  ])('fails a run whose outputs pass the output limit: %s', async (_name, body) => {
    const pool = await runner();
    const result = await run(pool, `import milestone\n${body}`);
    expect(result.limitHit).toEqual({ kind: 'output', message: 'Output limit of 1 MiB reached' });
    expect(result.outputs).toEqual([]);
  });

  it('removes the job folders a killed worker left, and only those', async () => {
    const dead = spawnSync('/bin/true').pid;
    const left = await mkdtemp(path.join(tmpdir(), `milestone-job-${dead}-`));
    const alive = await mkdtemp(path.join(tmpdir(), `milestone-job-${process.ppid}-`));
    try {
      await runner();
      expect(existsSync(left)).toBe(false);
      expect(existsSync(alive)).toBe(true);
    } finally {
      await rm(alive, { recursive: true, force: true });
    }
  });

  it('refuses every run when no sandbox can be made, and says how to run without it', async () => {
    const refused = await runner({ pythonPath: path.join(scratch, 'no-python3') });
    expect(refused.mode()).toBe('unavailable');
    await expect(run(refused, 'print(1)')).rejects.toThrow(SANDBOX_UNAVAILABLE_MESSAGE);
  });

  it('runs scripts without the sandbox when RUNNER_SANDBOX=off, still under the limits, and says so', async () => {
    const warnings: string[] = [];
    const off = await runner({ sandbox: 'off', logger: { log: () => {}, warn: (m: string) => warnings.push(m) } });
    expect(off.mode()).toBe('off');
    expect(warnings.join('\n')).toContain('WITHOUT the sandbox');
    const csv = path.join(scratch, 'in.csv');
    await writeFile(csv, 'a,b\n1,2\n');
    const made = await run(
      off,
      `import milestone, os
rows = open(milestone.input_path()).read().splitlines()
open(milestone.output_path('out.txt'), 'w').write('%d rows, uid %d' % (len(rows), os.getuid()))`,
      { inputs: [{ name: 'in.csv', path: csv }] },
    );
    expect(made).toMatchObject({ exitCode: 0, stderr: '' });
    expect(await readFile(made.outputs[0].path, 'utf8')).toBe(`2 rows, uid ${asRoot ? 61000 : process.getuid?.()}`);
    const busy = await run(off, 'while True:\n    pass', { limits: { ...LIMITS, cpuSeconds: 1 } });
    expect(busy.limitHit).toEqual({ kind: 'cpu', message: 'CPU time limit of 1 s reached' });
  });
});

describe('a worker killed outright', () => {
  /** The processes whose command line names the control folders of worker `pid` (its fork servers, and their clones: the sandboxes). */
  async function processesOf(pid: number): Promise<number[]> {
    const found: number[] = [];
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
      const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => 'State: Z');
      if (cmdline.includes(`milestone-ctl-${pid}-`) && !/^State:\s+Z/m.test(status)) found.push(Number(entry));
    }
    return found;
  }

  it.each(['on', 'off'] as const)('leaves no fork server or waiting sandbox behind (RUNNER_SANDBOX=%s)', async (sandbox) => {
    // The worker's runner in a process of its own (from the library's build), its pool warm, then SIGKILL.
    const library = path.resolve(import.meta.dirname, '..', 'dist', 'index.js');
    expect(existsSync(library)).toBe(true);
    const worker = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
      const { createSandboxRunner, DEFAULT_SANDBOX_LIMITS } = await import(${JSON.stringify(library)});
      const runner = await createSandboxRunner({ sandbox: ${JSON.stringify(sandbox)}, slots: 1, poolSize: 1, uidBase: 61000, limits: DEFAULT_SANDBOX_LIMITS, logger: { log() {}, warn() {} } });
      await runner.warm();
      console.log('warm');
      setInterval(() => {}, 1000);
    `,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      worker.stdout.on('data', (data: Buffer) => data.toString().includes('warm') && resolve());
      worker.once('exit', (code) => reject(new Error(`the worker ended first (${code})`)));
    });
    const pid = worker.pid!;
    // Its fork server and the warm sandbox (and, without namespaces, the sandbox's init and script).
    expect((await processesOf(pid)).length).toBeGreaterThanOrEqual(2);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    const deadline = Date.now() + 10_000;
    let left = await processesOf(pid);
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = await processesOf(pid);
    }
    expect(left).toEqual([]);
  });
});

describe(sandboxRunnerSettingsFromEnv.name, () => {
  it('reads RUNNER_SANDBOX, SANDBOX_POOL_SIZE, SANDBOX_UID_BASE and OUTPUT_MAX_BYTES with their defaults', () => {
    expect(sandboxRunnerSettingsFromEnv({}, 2)).toEqual({ sandbox: 'on', slots: 2, poolSize: 1, uidBase: 61000, limits: DEFAULT_SANDBOX_LIMITS });
    const set = sandboxRunnerSettingsFromEnv({ RUNNER_SANDBOX: 'off', SANDBOX_POOL_SIZE: '0', SANDBOX_UID_BASE: '70000', OUTPUT_MAX_BYTES: '2048' }, 1);
    expect(set).toMatchObject({ sandbox: 'off', poolSize: 0, uidBase: 70000, limits: { outputBytes: 2048 } });
    expect(() => sandboxRunnerSettingsFromEnv({ SANDBOX_POOL_SIZE: '-1' }, 1)).toThrow('SANDBOX_POOL_SIZE must be an integer >= 0');
    expect(() => sandboxRunnerSettingsFromEnv({ RUNNER_SANDBOX: 'maybe' }, 1)).toThrow("RUNNER_SANDBOX must be 'on' or 'off'");
  });
});
