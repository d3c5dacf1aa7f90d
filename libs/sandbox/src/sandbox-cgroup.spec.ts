import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { detectCgroups } from './sandbox-cgroup.js';
import { DEFAULT_SANDBOX_LIMITS } from './sandbox.types.js';

// The kernel's cgroup v2 interface, as a delegated tree shows it (this machine has cgroup v1, which
// sandbox-isolation.spec.ts proves for real): which files the worker writes, and in what order.
describe(detectCgroups.name, () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cgroup-spec-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** A delegated cgroup v2 tree at `root`/workers: the controllers given, the worker's process in it. */
  async function delegatedTree(controllers = 'cpuset cpu io memory pids'): Promise<string> {
    const base = path.join(root, 'workers');
    await mkdir(base);
    await writeFile(path.join(root, 'cgroup.controllers'), controllers);
    await writeFile(path.join(base, 'cgroup.controllers'), controllers);
    await writeFile(path.join(base, 'cgroup.procs'), `${process.pid}\n`);
    await writeFile(path.join(base, 'cgroup.subtree_control'), '');
    return base;
  }

  it('moves the worker into a leaf of its delegated cgroup v2, hands the controllers to the children, and gives a run memory.max, pids.max and one CPU', async () => {
    const base = await delegatedTree();
    const { cgroups, reason } = detectCgroups(root, '0::/workers\n');
    expect(reason).toBe('');
    expect(cgroups?.version).toBe('v2');
    expect(await readFile(path.join(base, `milestone-sandbox-${process.pid}`, 'cgroup.procs'), 'utf8')).toBe(String(process.pid));
    expect(await readFile(path.join(base, 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids +cpu');

    const run = cgroups!.create('abc123', { ...DEFAULT_SANDBOX_LIMITS, memoryBytes: 256 * 1024 ** 2, processes: 16 });
    const dir = path.join(base, 'milestone-sandbox-run-abc123');
    const files = async (name: string) => readFile(path.join(dir, name), 'utf8');
    expect(await files('memory.max')).toBe(String(256 * 1024 ** 2));
    expect(await files('memory.oom.group')).toBe('1');
    expect(await files('pids.max')).toBe('16');
    expect(await files('cpu.max')).toBe('100000 100000');
    run.attach(4242);
    expect(await files('cgroup.procs')).toBe('4242');

    await writeFile(path.join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 0\n');
    expect(run.memoryLimitHit()).toBe(false);
    await writeFile(path.join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 9\noom 2\noom_kill 1\n');
    expect(run.memoryLimitHit()).toBe(true);
  });

  it('has none where the memory, pids or cpu controller is not delegated, and says why', async () => {
    await delegatedTree('cpu io');
    expect(detectCgroups(root, '0::/workers\n')).toEqual({ cgroups: null, reason: 'cgroup v2: the memory, pids and cpu controllers are not all there' });
  });

  it('has none where the cgroup is not writable (a pod as it comes), and says why', async () => {
    expect(detectCgroups(path.join(root, 'absent'), '0::/\n').cgroups).toBeNull();
    const { cgroups, reason } = detectCgroups(root, '4:memory:/\n');
    expect(cgroups).toBeNull();
    expect(reason).toMatch(/^cgroup v1: /);
    expect(await readdir(root)).toEqual([]);
  });
});
