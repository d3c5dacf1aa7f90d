import { createHash, randomBytes } from 'node:crypto';
import { open, readFile, readdir, rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandboxRunner, type WarmSandboxRunner } from './create-sandbox-runner.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type SandboxRequest, type SandboxResult } from './sandbox.types.js';

// An attacker's scripts against the worker's real runner (namespaces, the fork server, the warm
// pool, cgroups where the machine gives them), each followed by a trivial run the worker must
// still serve.
const LIMITS: SandboxLimits = {
  ...DEFAULT_SANDBOX_LIMITS,
  wallSeconds: 30,
  cpuSeconds: 20,
  memoryBytes: 512 * 1024 ** 2,
  outputBytes: 8 * 1024 ** 2,
};
const asRoot = process.getuid?.() === 0;

let scratch: string;
let runner: WarmSandboxRunner;
const results: SandboxResult[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'sandbox-isolation-spec-'));
  runner = await createSandboxRunner({ sandbox: 'on', slots: 1, poolSize: 1, uidBase: 61000, limits: LIMITS, logger: { log: () => {}, warn: () => {} } });
});

afterEach(async () => {
  await Promise.all(results.splice(0).map((result) => result.dispose()));
  // The worker still serves a trivial run after each attack.
  const after = await runner.run({ slot: 0, script: 'print(6 * 7)', inputs: [], parameters: {}, limits: LIMITS });
  try {
    expect(after).toMatchObject({ exitCode: 0, stdout: '42\n', limitHit: null });
  } finally {
    await after.dispose();
  }
});

afterAll(async () => {
  await runner.close();
  await rm(scratch, { recursive: true, force: true });
});

async function run(script: string, options: Partial<Omit<SandboxRequest, 'limits'>> & { limits?: Partial<SandboxLimits> } = {}): Promise<SandboxResult> {
  await runner.warm();
  const result = await runner.run({ slot: 0, inputs: [], parameters: {}, ...options, script, limits: { ...LIMITS, ...options.limits } });
  results.push(result);
  return result;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The fork servers of this process's runners (their control folder names this process). */
async function zygotePids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(`milestone-ctl-${process.pid}-`) && cmdline.startsWith('/usr/bin/python3')) pids.push(Number(entry));
  }
  return pids;
}

/** Every readable, writable region of a process's memory, as the kernel gives it through /proc/PID/mem. */
async function memoryOf(pid: number): Promise<Buffer[]> {
  const regions: Buffer[] = [];
  const maps = await readFile(`/proc/${pid}/maps`, 'utf8');
  const mem = await open(`/proc/${pid}/mem`, 'r');
  try {
    for (const line of maps.split('\n')) {
      const match = /^([0-9a-f]+)-([0-9a-f]+) rw/.exec(line);
      if (!match) continue;
      const start = parseInt(match[1]!, 16);
      const length = parseInt(match[2]!, 16) - start;
      if (length > 512 * 1024 ** 2) continue;
      const buffer = Buffer.alloc(length);
      try {
        const { bytesRead } = await mem.read(buffer, 0, length, start);
        regions.push(buffer.subarray(0, bytesRead));
      } catch {
        // A region that cannot be read (a guard page).
      }
    }
  } finally {
    await mem.close();
  }
  return regions;
}

/**
 * A script that reads its own memory (every rw region, through /proc/self/mem) and prints the
 * SHA-256 of every 'MARK-' followed by 32 hex digits it finds: it knows the prefix only, so its own
 * source holds no secret it could find.
 */
const MEMORY_SCAN_PY = `import hashlib, json, re
found = set()
pattern = re.compile(rb'MARK-([0-9a-f]{32})')
with open('/proc/self/maps') as maps, open('/proc/self/mem', 'rb', 0) as mem:
    for line in maps:
        span, perms = line.split()[:2]
        if not perms.startswith('rw'):
            continue
        start, end = (int(x, 16) for x in span.split('-'))
        try:
            mem.seek(start)
            data = mem.read(end - start)
        except (OSError, OverflowError, ValueError):
            continue
        for m in pattern.finditer(data):
            found.add(hashlib.sha256(b'MARK-' + m.group(1)).hexdigest())
print(json.dumps(sorted(found)))
`;

describe('a run cannot read another run', () => {
  it("finds nothing of an earlier run in its own memory, nor does the fork server hold any: not its script, stdout, stderr, input's name or rows", async () => {
    const marks = Array.from({ length: 5 }, () => `MARK-${randomBytes(16).toString('hex')}`);
    const [inScript, inStdout, inStderr, inName, inRows] = marks as [string, string, string, string, string];
    const input = path.join(scratch, 'salaries.csv');
    await writeFile(input, `name,salary,note\nAna,1000,${inRows}\n`);
    // The victim: another company's run, its secret in its script, its output and its input.
    const victim = await run(
      `import sys, milestone
secret = '${inScript}'
print('salary of Ana: 1000', '${inStdout.slice(0, 5)}' + '${inStdout.slice(5)}')
print('${inStderr.slice(0, 5)}' + '${inStderr.slice(5)}', file=sys.stderr)
print(open(milestone.input_path()).read())`,
      { inputs: [{ name: `${inName}.csv`, path: input }] },
    );
    expect(victim.exitCode).toBe(0);
    expect(victim.stdout).toContain(inStdout);
    expect(victim.stdout).toContain(inRows);

    // The fork server's own memory, read from outside (the worker is root here, or its user).
    for (const pid of await zygotePids()) {
      const memory = await memoryOf(pid);
      for (const mark of marks) expect(memory.some((region) => region.includes(mark))).toBe(false);
    }

    // The next sandboxes of the same slot (a warm one, then one cloned for its run), as an attacker's runs.
    for (let attempt = 0; attempt < 2; attempt++) {
      const attacker = await run(MEMORY_SCAN_PY);
      expect(attacker.exitCode).toBe(0);
      const found = new Set(JSON.parse(attacker.stdout) as string[]);
      for (const mark of marks) expect(found.has(sha256(mark))).toBe(false);
    }
  });

  it('sees no host path and no worker pid in its mounts', async () => {
    const result = await run("print(open('/proc/self/mountinfo').read())");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).not.toContain('milestone-');
    expect(result.stdout).not.toContain(tmpdir() === '/tmp' ? ' /tmp/' : tmpdir());
    expect(result.stdout).not.toContain(String(process.pid));
  });
});

describe('the output limit holds at the byte', () => {
  const limit = LIMITS.outputBytes;

  it('stops a file in a folder 2,100 levels deep at the limit, and leaves nothing behind', async () => {
    const result = await run(
      `import os
os.chdir('/job/out')
depth = 0
try:
    for depth in range(2100):
        os.mkdir('d')
        os.chdir('d')
except OSError as error:
    print('mkdir stopped at', depth, error.strerror)
written = 0
try:
    with open('big', 'wb') as f:
        while written < 300 * 1024 ** 2:
            written += f.write(b'x' * 65536)
            f.flush()
except OSError as error:
    print('write stopped:', error.strerror)
print('written', written)`,
      { limits: { fileSizeBytes: 512 * 1024 ** 2 } },
    ).catch((error: Error) => error);
    if (result instanceof Error) throw result;
    const written = Number(/written (\d+)/.exec(result.stdout)?.[1]);
    expect(written).toBeLessThanOrEqual(limit);
    expect(result.stdout).toContain('No space left on device');
    // The run's outputs are its top-level files: none here (the deep file is not one).
    expect(result.outputs).toEqual([]);
    await result.dispose();
    expect((await readdir(tmpdir())).filter((name) => name.startsWith(`milestone-job-${process.pid}-`))).toEqual([]);
  });

  it('counts a file the script unlinked while still writing it', async () => {
    const result = await run(`import os, milestone
f = open(milestone.output_path('ghost.bin'), 'wb')
os.unlink(milestone.output_path('ghost.bin'))
written = 0
try:
    while True:
        written += f.write(b'x' * 65536)
        f.flush()
except OSError as error:
    print('stopped:', error.strerror)
print('written', written)`);
    expect(Number(/written (\d+)/.exec(result.stdout)?.[1])).toBeLessThanOrEqual(limit);
    expect(result.stdout).toContain('No space left on device');
  });

  it('holds four writers in parallel to the limit together, and says the output limit was reached', async () => {
    const result = await run(`import os, milestone
pids = []
for n in range(4):
    pid = os.fork()
    if pid == 0:
        with open(milestone.output_path('part-%d.bin' % n), 'wb') as f:
            while True:
                f.write(b'x' * 65536)
                f.flush()
    pids.append(pid)
codes = [os.waitpid(pid, 0)[1] for pid in pids]
raise SystemExit(1 if any(codes) else 0)`);
    const total = result.outputs.reduce((sum, output) => sum + output.size, 0);
    expect(total).toBeLessThanOrEqual(limit);
    expect(result.limitHit).toEqual({ kind: 'output', message: 'Output limit of 8 MiB reached' });
    expect(result.outputs).toEqual([]);
  });
});

describe('the limits hold for the whole run, not each process', () => {
  it('stops six children of 200 MiB each under a 512 MiB run: the memory limit, not the machine', async () => {
    // Each child alone is under the per-process limit (512 MiB of address space); together they are not.
    const result = await run(`import os, time
pids = []
for n in range(6):
    pid = os.fork()
    if pid == 0:
        block = bytearray(200 * 1024 ** 2)
        for i in range(0, len(block), 4096):
            block[i] = 1
        time.sleep(30)
        os._exit(0)
    pids.append(pid)
for pid in pids:
    os.waitpid(pid, 0)`);
    // A worker that is not root has no cgroup to make (and says so at start): each process has the limits then.
    expect(runner.limitsScope()).toEqual(asRoot ? expect.stringMatching(/^cgroup v[12]$/) : 'process');
    if (runner.limitsScope() === 'process') return;
    expect(result.limitHit).toEqual({ kind: 'memory', message: 'Memory limit of 512 MiB reached' });
    expect(result.durationMs).toBeLessThan(20_000);
  });

  it('stops a fork bomb at the process limit and leaves the machine its processes', async () => {
    const result = await run('import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass', {
      limits: { processes: 16, wallSeconds: 3 },
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.limitHit?.kind).toMatch(/^(processes|time)$/);
  });
});

describe('the seccomp filter', () => {
  it('is loaded, and answers EPERM to each system call of the deny list', async () => {
    const denied = [
      'keyctl',
      'add_key',
      'request_key',
      'bpf',
      'userfaultfd',
      'perf_event_open',
      'io_uring_setup',
      'io_uring_enter',
      'io_uring_register',
      'ptrace',
      'process_vm_readv',
      'process_vm_writev',
      'kcmp',
      'pidfd_getfd',
      'mount',
      'umount2',
      'pivot_root',
      'move_mount',
      'open_tree',
      'fsopen',
      'fsconfig',
      'fsmount',
      'fspick',
      'mount_setattr',
      'unshare',
      'setns',
      'kexec_load',
      'kexec_file_load',
      'init_module',
      'finit_module',
      'delete_module',
      'swapon',
      'reboot',
      'open_by_handle_at',
      'syslog',
      'acct',
    ];
    const result = await run(`import ctypes, errno, json, seccomp
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
answers = {}
for name in ${JSON.stringify(denied)}:
    number = seccomp.resolve_syscall(seccomp.Arch.NATIVE, name)
    ctypes.set_errno(0)
    code = libc.syscall(ctypes.c_long(number), ctypes.c_long(0), ctypes.c_long(0), ctypes.c_long(0), ctypes.c_long(0), ctypes.c_long(0))
    answers[name] = errno.errorcode.get(ctypes.get_errno(), 'ok') if code == -1 else 'ok'
# personality: ASLR off is refused; PER_LINUX stays.
answers['personality(ADDR_NO_RANDOMIZE)'] = errno.errorcode.get(ctypes.get_errno(), 'ok') if libc.personality(0x0040000) == -1 else 'ok'
status = dict(line.split(':', 1) for line in open('/proc/self/status').read().splitlines())
print(json.dumps({'seccomp': status['Seccomp'].strip(), 'answers': answers}))`);
    expect(result.exitCode).toBe(0);
    const { seccomp, answers } = JSON.parse(result.stdout) as { seccomp: string; answers: Record<string, string> };
    expect(seccomp).toBe('2');
    expect(answers).toEqual(Object.fromEntries([...denied, 'personality(ADDR_NO_RANDOMIZE)'].map((name) => [name, 'EPERM'])));
  });

  it('opens only AF_UNIX, AF_INET and AF_INET6 sockets: NETLINK, PACKET, VSOCK, ALG and the rest answer EAFNOSUPPORT', async () => {
    const result = await run(`import errno, json, socket
families = {'AF_UNIX': 1, 'AF_INET': 2, 'AF_INET6': 10, 'AF_NETLINK': 16, 'AF_PACKET': 17, 'AF_KEY': 15, 'AF_ALG': 38, 'AF_VSOCK': 40, 'AF_BLUETOOTH': 31, 'AF_XDP': 44}
answers = {}
for name, family in families.items():
    kind = socket.SOCK_RAW if name in ('AF_NETLINK', 'AF_PACKET', 'AF_KEY') else (socket.SOCK_SEQPACKET if name == 'AF_ALG' else socket.SOCK_STREAM)
    try:
        socket.socket(family, kind).close()
        answers[name] = 'ok'
    except OSError as e:
        answers[name] = errno.errorcode[e.errno]
try:
    socket.socketpair(16, socket.SOCK_RAW)
    answers['socketpair(AF_NETLINK)'] = 'ok'
except OSError as e:
    answers['socketpair(AF_NETLINK)'] = errno.errorcode[e.errno]
print(json.dumps(answers))`);
    const answers = JSON.parse(result.stdout) as Record<string, string>;
    expect(answers).toEqual({
      AF_UNIX: 'ok',
      AF_INET: 'ok',
      AF_INET6: 'ok',
      AF_NETLINK: 'EAFNOSUPPORT',
      AF_PACKET: 'EAFNOSUPPORT',
      AF_KEY: 'EAFNOSUPPORT',
      AF_ALG: 'EAFNOSUPPORT',
      AF_VSOCK: 'EAFNOSUPPORT',
      AF_BLUETOOTH: 'EAFNOSUPPORT',
      AF_XDP: 'EAFNOSUPPORT',
      'socketpair(AF_NETLINK)': 'EAFNOSUPPORT',
    });
  });

  it('still lets a script fork, start threads and run a subprocess', async () => {
    const result = await run(`import subprocess, threading
box = []
t = threading.Thread(target=lambda: box.append('thread'))
t.start(); t.join()
print(box[0], subprocess.run(['/usr/bin/python3', '-c', 'print(1 + 1)'], capture_output=True, text=True).stdout.strip())`);
    expect(result).toMatchObject({ exitCode: 0, stdout: 'thread 2\n' });
  });
});

describe('progress lines', () => {
  it('are read at a bounded rate: a script that floods them is slowed, not the worker', async () => {
    let reports = 0;
    const result = await run(
      `import os, time
line = b'{"percent": 1, "message": "x"}\\n'
end = time.monotonic() + 1.0
sent = 0
while time.monotonic() < end:
    os.write(3, line)
    sent += 1
print(sent)`,
      { onProgress: () => reports++ },
    );
    const sent = Number(result.stdout.trim());
    // 64 KiB of pipe read every 50 ms at most is about 40,000 of these lines a second; unread, a
    // loop writes millions.
    expect(sent).toBeLessThan(100_000);
    expect(reports).toBeGreaterThan(0);
    expect(reports).toBeLessThanOrEqual(sent);
  });
});
