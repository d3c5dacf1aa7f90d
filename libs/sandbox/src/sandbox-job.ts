import { execFile } from 'node:child_process';
import { isUtf8 } from 'node:buffer';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, chown, lstat, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { SandboxInput, SandboxOutput, SandboxRequest } from './sandbox.types.js';

/**
 * One run's job folder on the host, for a run without the sandbox only (RUNNER_SANDBOX=off; in
 * the sandbox /job/in and /job/out are file systems of its own mount namespace, reached through
 * /proc, and nothing of a run is written on the host's disk). Under the OS's temp folder (mode
 * 0700, owned by the sandbox user when the worker is root): in/ (copies of the inputs, read-only),
 * out/ (where the script writes) and tmp/ (its HOME). The script and its context (the inputs'
 * paths, the parameters) come with the run, over the sandbox's stdin: no file is written for them.
 * The `milestone` module is loaded by the fork server.
 */
export interface JobFolder {
  dir: string;
  /** The basename: names the sandbox's processes on the host. */
  id: string;
  inputs: string;
  outputs: string;
}

/** Creates an empty job folder; `uid` (a root worker's sandbox user) owns it, out/ and tmp/. */
export async function createJobFolder(uid: number | null): Promise<JobFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), `milestone-job-${process.pid}-`));
  try {
    await chmod(dir, 0o700);
    const job: JobFolder = { dir, id: path.basename(dir), inputs: path.join(dir, 'in'), outputs: path.join(dir, 'out') };
    await Promise.all([mkdir(job.inputs), mkdir(job.outputs, { mode: 0o700 }), mkdir(path.join(dir, 'tmp'), { mode: 0o700 })]);
    if (uid !== null) {
      // The fork server runs as the sandbox user and binds the job folder into each sandbox: it must reach the job
      // folder, and write only to out/ (and tmp/, which only the unsandboxed mode uses).
      await Promise.all([dir, job.outputs, path.join(dir, 'tmp')].map((p) => chown(p, uid, uid)));
    }
    return job;
  } catch (error) {
    await removeJobFolder(dir);
    throw error;
  }
}

/** What the `milestone` module tells a script of its run: its inputs' paths (inside the sandbox) and its parameters. */
export interface SandboxContext {
  inputs: string[];
  parameters: Record<string, unknown>;
}

/** A run's inputs as it sees them: its context, and each file with its name in `root`/in and its size. */
export interface InputPlan {
  context: SandboxContext;
  files: Array<{ name: string; path: string; size: number }>;
}

/** Names the run's inputs inside `root`/in (a repeated name numbered) and reads their sizes. */
export async function planInputs(request: SandboxRequest, root: string): Promise<InputPlan> {
  const names = inputNames(request.inputs);
  const files = await Promise.all(request.inputs.map(async (input, i) => ({ name: names[i]!, path: input.path, size: (await stat(input.path)).size })));
  return { context: { inputs: names.map((name) => `${root}/in/${name}`), parameters: request.parameters }, files };
}

/** Copies the planned inputs into a host job folder's in/ (a run without the sandbox; in it the sandbox receives them itself). */
export async function fillJobFolder(job: JobFolder, plan: InputPlan): Promise<void> {
  for (const file of plan.files) {
    await pipeline(createReadStream(file.path), createWriteStream(path.join(job.inputs, file.name), { flags: 'wx', mode: 0o444 }));
  }
}

/** The inputs' names inside /job/in: plain file names, a repeated name numbered ('a (2).csv'). */
function inputNames(inputs: SandboxInput[]): string[] {
  const taken = new Set<string>();
  return inputs.map(({ name }) => {
    if (!name || name === '.' || name === '..' || /[/\\\0]/.test(name)) throw new Error(`Invalid input file name: ${JSON.stringify(name)}`);
    const candidate = uniqueName(name, taken);
    taken.add(candidate);
    return candidate;
  });
}

/** Total bytes of the regular files under `dir` (any depth; links not followed). */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(full);
    else if (entry.isFile()) {
      try {
        total += (await lstat(full)).size;
      } catch {
        // Removed while counted.
      }
    }
  }
  return total;
}

/**
 * The regular files of out/ once the sandbox is gone (no process of it is left to change them;
 * links and folders are not outputs), read where they are: the job folder goes when the run's
 * result is disposed of.
 */
export async function collectOutputs(outputsDir: string, keep: boolean): Promise<SandboxOutput[]> {
  const outputs: SandboxOutput[] = [];
  if (!keep) return outputs;
  const raw = await readdir(outputsDir, { encoding: 'buffer' });
  const taken = new Set(raw.filter((name) => isUtf8(name)).map((name) => name.toString('utf8')));
  for (const bytes of raw) {
    const file = Buffer.concat([Buffer.from(`${outputsDir}/`), bytes]);
    const stat = await lstat(file);
    if (!stat.isFile()) continue;
    if (isUtf8(bytes)) {
      outputs.push({ name: bytes.toString('utf8'), path: file.toString('utf8'), size: stat.size });
      continue;
    }
    // A name that is not UTF-8 is shown and stored under one that is (each byte that is not, '_'); the
    // file keeps its own, read by its bytes (renaming it in the sandbox's file system is refused).
    const name = uniqueName(bytes.toString('utf8').replace(/\uFFFD/g, '_'), taken);
    taken.add(name);
    outputs.push({ name, path: file, size: stat.size });
  }
  outputs.sort((a, b) => a.name.localeCompare(b.name));
  return outputs;
}

/** `name`, or 'name (2).ext' and on, whichever is not taken. */
function uniqueName(name: string, taken: Set<string>): string {
  const ext = path.extname(name);
  const base = name.slice(0, name.length - ext.length);
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base} (${n})${ext}`;
  return candidate;
}

/** True for the pid of another worker that is gone (a pid that is alive, maybe reused, is not). */
export function isStoppedWorker(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes the job and control folders a killed worker left (named by its pid; a pid that is alive,
 * maybe reused, keeps its folders). Never rejects: a folder that cannot be removed is named in
 * `failed` and left, and the worker starts all the same.
 */
export async function sweepJobFolders(): Promise<{ removed: number; failed: string[] }> {
  let removed = 0;
  const failed: string[] = [];
  let names: string[];
  try {
    names = await readdir(tmpdir());
  } catch {
    return { removed, failed };
  }
  for (const name of names) {
    if (!isStoppedWorker(Number(/^milestone-(?:job|ctl)-(\d+)-/.exec(name)?.[1]))) continue;
    try {
      await removeJobFolder(path.join(tmpdir(), name));
      removed++;
    } catch (error) {
      failed.push(`${name} (${(error as Error).message})`);
    }
  }
  return { removed, failed };
}

const run = promisify(execFile);

/**
 * Removes a job folder at any depth: Node's rm walks paths, which a tree deeper than PATH_MAX
 * defeats (ENAMETOOLONG), so that case goes to coreutils' rm, which walks by file descriptor.
 */
export async function removeJobFolder(dir: string): Promise<void> {
  // A worker that is not root needs its read-only folders writable again to empty them.
  await chmod(path.join(dir, 'in'), 0o700).catch(() => undefined);
  try {
    await rm(dir, { recursive: true, force: true });
  } catch {
    await run('/usr/bin/rm', ['-rf', '--one-file-system', '--', dir]);
  }
}
