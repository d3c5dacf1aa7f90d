import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandboxRunner } from './create-sandbox-runner.js';
import { runInSandbox } from './run-in-sandbox.js';
import { formatBytes } from './sandbox-limits.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type SandboxRequest, type SandboxResult } from './sandbox.types.js';

// Real namespaces and python3 (with openpyxl), as the worker runs them; small limits keep it quick.
const LIMITS: SandboxLimits = {
  ...DEFAULT_SANDBOX_LIMITS,
  wallSeconds: 20,
  cpuSeconds: 10,
  memoryBytes: 512 * 1024 ** 2,
  fileSizeBytes: 10 * 1024 ** 2,
  processes: 32,
  openFiles: 64,
};

let scratch: string;
const results: SandboxResult[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'sandbox-spec-'));
});

afterEach(async () => {
  await Promise.all(results.splice(0).map((result) => result.dispose()));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

type Run = (request: SandboxRequest) => Promise<SandboxResult>;

/** The host's processes of one sandbox (named by it: their comm is its name): the script's and those it started (zombies are dead already). */
async function sandboxedProcesses(name: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = (await readFile(`/proc/${entry}/comm`, 'utf8')).trim();
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      if (comm === name && !/^State:\s+Z/m.test(status)) pids.push(Number(entry));
    } catch {
      // Gone while listed.
    }
  }
  return pids;
}

/** Python: the sandbox's name ('sbx-' and the end of its job folder's name), which its processes carry as their comm. */
const SANDBOX_ID_PY = "open('/proc/self/comm').read().strip()";

// Every wall holds for both runners: a cold sandbox per run, and a warm one started ahead (pool of 1).
describe.each<[string, () => Promise<{ run: Run; close(): Promise<void> }>]>([
  ['runInSandbox (cold)', async () => ({ run: (request) => runInSandbox(request), close: async () => {} })],
  [
    'the warm pool',
    async () => {
      // A warm sandbox that failed would leave its run to a cold one with a warning: none is allowed here.
      const warnings: string[] = [];
      const logger = { log: () => {}, warn: (message: string) => warnings.push(message) };
      const runner = await createSandboxRunner({ sandbox: 'on', slots: 1, poolSize: 1, uidBase: 61000, limits: LIMITS, logger });
      // Each run waits for the pool's sandbox to be ready, so it is the warm one that runs it.
      const run: Run = async (request) => {
        await runner.warm();
        return runner.run({ ...request, slot: 0 });
      };
      const close = async () => {
        await runner.close();
        expect(warnings).toEqual([]);
      };
      return { run, close };
    },
  ],
])('%s', (_name, makeRunner) => {
  let runner: { run: Run; close(): Promise<void> };

  beforeAll(async () => {
    runner = await makeRunner();
  });

  afterAll(async () => {
    await runner.close();
  });

  async function run(script: string, options: Partial<Omit<SandboxRequest, 'limits'>> & { limits?: Partial<SandboxLimits> } = {}) {
    const result = await runner.run({ inputs: [], parameters: {}, ...options, script, limits: { ...LIMITS, ...options.limits } });
    results.push(result);
    return result;
  }

  it('hands the script its inputs by number: input_path(1) is the second, a number past the last says how many there are', async () => {
    const first = path.join(scratch, 'monday.csv');
    const second = path.join(scratch, 'tuesday.csv');
    await writeFile(first, 'a\n');
    await writeFile(second, 'b\n');
    const made = await run(
      `import milestone
print(milestone.input_path(), milestone.input_path(1))
milestone.input_path(2)
`,
      {
        inputs: [
          { name: 'monday.csv', path: first },
          { name: 'tuesday.csv', path: second },
        ],
      },
    );
    expect(made.stdout).toBe('/job/in/monday.csv /job/in/tuesday.csv\n');
    expect(made.exitCode).toBe(1);
    expect(made.stderr).toContain('IndexError: This run has 2 input file(s); there is no input number 2');
  });

  it('reads an input csv, writes an xlsx with openpyxl, and sees its parameters', async () => {
    const csv = path.join(scratch, 'hours.csv');
    await writeFile(csv, 'name,hours\nAna,7.5\nBo,8\n');
    const made = await run(
      `import csv, json, openpyxl, milestone
print(json.dumps({'inputs': milestone.inputs(), 'parameters': milestone.parameters()}))
with open(milestone.input_path(), newline='') as f:
    rows = list(csv.reader(f))
book = openpyxl.Workbook()
for row in rows:
    book.active.append(row)
book.save(milestone.output_path('summary.xlsx'))
print(${SANDBOX_ID_PY})
`,
      { inputs: [{ name: 'hours.csv', path: csv }], parameters: { dateCreated: '2026-11-24', formData: { crew: 'B' } } },
    );
    expect(made).toMatchObject({ exitCode: 0, signal: null, limitHit: null, cancelled: false, stderr: '' });
    const [madeJson, madeId] = made.stdout.trim().split('\n');
    expect(JSON.parse(madeJson)).toEqual({
      inputs: ['/job/in/hours.csv'],
      parameters: { dateCreated: '2026-11-24', formData: { crew: 'B' } },
    });
    expect(made.outputs).toEqual([{ name: 'summary.xlsx', path: expect.any(String), size: expect.any(Number) }]);
    expect((await readFile(made.outputs[0].path)).subarray(0, 2).toString()).toBe('PK');

    // The workbook reads back in a second run.
    const read = await run(
      `import openpyxl, milestone
print([list(r) for r in openpyxl.load_workbook(milestone.input_path()).active.iter_rows(values_only=True)])
print(${SANDBOX_ID_PY})`,
      { inputs: [{ name: 'summary.xlsx', path: String(made.outputs[0].path) }] },
    );
    const [rows, readId] = read.stdout.trim().split('\n');
    expect(rows).toBe("[['name', 'hours'], ['Ana', '7.5'], ['Bo', '8']]");

    // The outputs live until dispose; the job folders are gone once the results are disposed
    // (removed in the background as each run ended).
    await Promise.all([made.dispose(), read.dispose()]);
    await expect(readFile(made.outputs[0].path)).rejects.toThrow('ENOENT');
    expect(madeId).toMatch(/^sbx-\w{6}$/);
    expect(readId).not.toBe(madeId);
    const jobOf = (id: string) => (name: string) => name.startsWith('milestone-job-') && name.endsWith(id.slice(4));
    expect((await readdir(tmpdir())).filter((name) => jobOf(madeId)(name) || jobOf(readId)(name))).toEqual([]);
  });

  it('passes progress lines to onProgress', async () => {
    const seen: Array<[number, string]> = [];
    const result = await run(
      `import os, milestone
milestone.progress(10, 'Analyzing data and generating files...')
os.write(3, b'not json\\n')
milestone.progress(150)
milestone.progress(90, 'Finishing up...')`,
      { onProgress: (percent, message) => seen.push([percent, message]) },
    );
    expect(result.exitCode).toBe(0);
    expect(seen).toEqual([
      [10, 'Analyzing data and generating files...'],
      [100, ''],
      [90, 'Finishing up...'],
    ]);
  });

  it('has no network: connecting to a port the host listens on fails', async () => {
    let connections = 0;
    const server: Server = createServer(() => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const result = await run(`import socket
try:
    socket.create_connection(('127.0.0.1', ${port}), timeout=2)
    print('connected')
except OSError as e:
    print('refused', e.errno)`);
      expect(result.stdout).toMatch(/^refused \d+/);
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it("cannot see the service's environment", async () => {
    process.env.SANDBOX_SPEC_SECRET = 'do-not-leak-4242';
    try {
      const result = await run(`import os, json
print(json.dumps(dict(os.environ)))
# The environment the process started with (PID 1: the script's own process): the fork server's, PATH only.
print(open('/proc/1/environ', 'rb').read())`);
      expect(result.exitCode).toBe(0);
      expect(result.stdout).not.toContain('do-not-leak-4242');
      // PWD: the job folder, where the script starts.
      expect(Object.keys(JSON.parse(result.stdout.split('\n')[0])).sort()).toEqual(['HOME', 'LANG', 'PATH', 'PWD', 'TZ']);
    } finally {
      delete process.env.SANDBOX_SPEC_SECRET;
    }
  });

  it('cannot write to / nor read the host or the repository', async () => {
    const secret = path.join(scratch, 'secret.txt');
    await writeFile(secret, 'host secret');
    const result = await run(`import errno, json
def attempt(fn):
    try:
        fn()
        return 'ok'
    except OSError as e:
        return errno.errorcode[e.errno]
print(json.dumps({
    'write_root': attempt(lambda: open('/evil', 'w').write('x')),
    'write_usr': attempt(lambda: open('/usr/evil', 'w').write('x')),
    'write_inputs': attempt(lambda: open('/job/in/evil', 'w').write('x')),
    'write_tmp': attempt(lambda: open('/tmp/scratch', 'w').write('x')),
    'host_file': attempt(lambda: open(${JSON.stringify(secret)}).read()),
    'repo_file': attempt(lambda: open(${JSON.stringify(path.resolve(import.meta.dirname, 'run-in-sandbox.ts'))}).read()),
    'passwd': attempt(lambda: open('/etc/passwd').read()),
    'shadow': attempt(lambda: open('/etc/shadow').read()),
}))`);
    expect(JSON.parse(result.stdout)).toEqual({
      write_root: 'EROFS',
      write_usr: 'EROFS',
      write_inputs: 'EROFS',
      write_tmp: 'ok',
      host_file: 'ENOENT',
      repo_file: 'ENOENT',
      passwd: 'ENOENT',
      shadow: 'ENOENT',
    });
  });

  it('has no capability, cannot make namespaces of its own, and sees only its own processes', async () => {
    const result = await run(`import ctypes, json, os
libc = ctypes.CDLL(None, use_errno=True)
status = dict(line.split(':', 1) for line in open('/proc/self/status').read().splitlines())
failed = {}
for name, flag in (('user', 0x10000000), ('mount', 0x00020000), ('net', 0x40000000)):
    failed[name] = libc.unshare(flag) != 0
print(json.dumps({
    'effective': status['CapEff'].strip(), 'bounding': status['CapBnd'].strip(),
    'unshare_refused': failed,
    'pids': sorted(int(p) for p in os.listdir('/proc') if p.isdigit()),
    'hostname': os.uname().nodename,
}))`);
    expect(JSON.parse(result.stdout)).toEqual({
      effective: '0000000000000000',
      bounding: '0000000000000000',
      unshare_refused: { user: true, mount: true, net: true },
      // The script, PID 1 of its namespace: no worker, no fork server, no other run.
      pids: [1],
      hostname: 'sandbox',
    });
  });

  it('ends a run when its script ends: what the script left running is killed, not waited for', async () => {
    const result = await run(`import os, sys, time
if os.fork() == 0:
    time.sleep(30)
    print('the orphan woke up', flush=True)
    sys.exit(0)
print(${SANDBOX_ID_PY}, flush=True)`);
    expect(result).toMatchObject({ exitCode: 0, limitHit: null });
    expect(result.durationMs).toBeLessThan(10_000);
    expect(result.stdout).not.toContain('orphan');
    expect(await sandboxedProcesses(result.stdout.trim())).toEqual([]);
  });

  it('reports a syntax error as python3 does: where it is, without the runner', async () => {
    const result = await run('total = 0\nprint(total');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('  File "/job/script.py", line 2\n    print(total\n         ^\nSyntaxError: \'(\' was never closed\n');
  });

  it('kills a run at the wall-clock limit', async () => {
    const result = await run('import time\nwhile True:\n    time.sleep(0.05)', { limits: { wallSeconds: 1 } });
    expect(result.limitHit).toEqual({ kind: 'time', message: 'Time limit of 1 s reached' });
    expect(result.signal).toBe('SIGKILL');
    expect(result.durationMs).toBeLessThan(2500);
  });

  it('stops a busy loop at the CPU limit', async () => {
    const result = await run('while True:\n    pass', { limits: { cpuSeconds: 1 } });
    expect(result.limitHit).toEqual({ kind: 'cpu', message: 'CPU time limit of 1 s reached' });
    expect(result.signal).toBe('SIGXCPU');
  });

  it('stops a busy loop that ignores SIGXCPU a second later, at the hard CPU limit', async () => {
    const result = await run('import signal\nsignal.signal(signal.SIGXCPU, signal.SIG_IGN)\nwhile True:\n    pass', { limits: { cpuSeconds: 1 } });
    expect(result.limitHit).toEqual({ kind: 'cpu', message: 'CPU time limit of 1 s reached' });
    expect(result.signal).toBe('SIGKILL');
  });

  it('refuses 2 GiB under a 256 MiB memory limit', async () => {
    const result = await run('x = bytearray(2 * 1024 ** 3)', { limits: { memoryBytes: 256 * 1024 ** 2 } });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('MemoryError');
    expect(result.limitHit).toEqual({ kind: 'memory', message: 'Memory limit of 256 MiB reached' });
  });

  it('stops a file at the file-size limit', async () => {
    const result = await run(
      `import milestone
with open(milestone.output_path('big.bin'), 'wb') as f:
    f.write(b'x' * (2 * 1024 ** 2))`,
      { limits: { fileSizeBytes: 1024 ** 2 } },
    );
    expect(result.stderr).toContain('File too large');
    expect(result.limitHit).toEqual({ kind: 'file-size', message: 'File size limit of 1 MiB reached' });
    expect(result.outputs).toEqual([{ name: 'big.bin', path: expect.any(String), size: 1024 ** 2 }]);
  });

  it('stops a fork bomb at the process limit', async () => {
    const result = await run(`import os\nprint(${SANDBOX_ID_PY}, flush=True)\nwhile True:\n    os.fork()`, { limits: { processes: 16 } });
    expect(result.exitCode).not.toBe(0);
    expect(result.limitHit).toEqual({ kind: 'processes', message: 'Process limit of 16 reached' });
    expect(await sandboxedProcesses(result.stdout.split('\n')[0])).toEqual([]);
  });

  it('kills the whole process group at once when aborted', async () => {
    const controller = new AbortController();
    let abortedAt = 0;
    let runningBefore: number[] = [];
    let reports = 0;
    let id = '';
    const result = await run(
      `import os, time, milestone
for _ in range(4):
    if os.fork() == 0:
        break
milestone.progress(1, ${SANDBOX_ID_PY})
while True:
    time.sleep(0.05)`,
      {
        signal: controller.signal,
        onProgress: (_percent, message) => {
          id = message;
          // Once all five processes have reported (and are seen on the host, so the check below can see them), abort.
          if (++reports < 5) return;
          void sandboxedProcesses(id).then((pids) => {
            runningBefore = pids;
            abortedAt = performance.now();
            controller.abort();
          });
        },
      },
    );
    const stoppedIn = performance.now() - abortedAt;
    expect(result).toMatchObject({ cancelled: true, limitHit: null, signal: 'SIGKILL' });
    // The script's process (PID 1 of its namespace) and the four it forked.
    expect(runningBefore).toHaveLength(5);
    expect(stoppedIn).toBeLessThan(1000);
    expect(await sandboxedProcesses(id)).toEqual([]);
  });

  it('caps stdout and says so', async () => {
    const result = await run("import sys\nsys.stdout.write('x' * 5000)\nsys.stderr.write('small')", { limits: { outputCapBytes: 1000 } });
    expect(result).toMatchObject({ exitCode: 0, stdoutTruncated: true, stderr: 'small', stderrTruncated: false });
    expect(result.stdout).toBe('x'.repeat(1000));
  });

  it("refuses an output name that leaves out/ ('../x')", async () => {
    const result = await run(`import milestone
for name in ['../x', 'a/b', '', '..']:
    try:
        milestone.output_path(name)
        print('accepted', repr(name))
    except ValueError as e:
        print('refused', repr(name))`);
    expect(result.stdout.trim().split('\n')).toEqual(["refused '../x'", "refused 'a/b'", "refused ''", "refused '..'"]);
  });
});

describe(formatBytes.name, () => {
  it.each([
    [1024 ** 3, '1 GiB'],
    [100 * 1024 ** 2, '100 MiB'],
    [1536, '1.5 KiB'],
    [10, '10 bytes'],
  ])('%d -> %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
