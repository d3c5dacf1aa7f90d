import { chmod, chown, copyFile, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SandboxInput, SandboxOutput, SandboxRequest } from './sandbox.types.js';

/**
 * One run's job folder on the host, under the OS's temp folder (mode 0700, owned by the sandbox
 * user when the worker is root): in/ (copies of the inputs, read-only), out/ (the only place the
 * script writes to) and tmp/ (HOME without the sandbox). A warm sandbox starts on the empty folder
 * and sees the run's inputs when they are added (the folder is bound, not its files). The script
 * and its context (the inputs' paths, the parameters) come with the run, over the sandbox's stdin:
 * no file is written for them. The `milestone` module is loaded by the fork server.
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

/** Copies the run's inputs in (read-only; the sandbox sees them at `root`/in) and answers the run's context. */
export async function fillJobFolder(job: JobFolder, request: SandboxRequest, root: string): Promise<SandboxContext> {
  const names = inputNames(request.inputs);
  for (const [i, input] of request.inputs.entries()) {
    const target = path.join(job.inputs, names[i]);
    await copyFile(input.path, target);
    await chmod(target, 0o444);
  }
  if (names.length > 0) await chmod(job.inputs, 0o555);
  return { inputs: names.map((name) => `${root}/in/${name}`), parameters: request.parameters };
}

/** The inputs' names inside /job/in: plain file names, a repeated name numbered ('a (2).csv'). */
function inputNames(inputs: SandboxInput[]): string[] {
  const taken = new Set<string>();
  return inputs.map(({ name }) => {
    if (!name || name === '.' || name === '..' || /[/\\\0]/.test(name)) throw new Error(`Invalid input file name: ${JSON.stringify(name)}`);
    const ext = path.extname(name);
    const base = name.slice(0, name.length - ext.length);
    let candidate = name;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base} (${n})${ext}`;
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
  for (const entry of await readdir(outputsDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(outputsDir, entry.name);
    outputs.push({ name: entry.name, path: file, size: (await lstat(file)).size });
  }
  outputs.sort((a, b) => a.name.localeCompare(b.name));
  return outputs;
}

/**
 * Removes the job folders a killed worker left (named by its pid; a pid that is alive, maybe reused,
 * keeps its folders). Resolves to how many were removed.
 */
export async function sweepJobFolders(): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpdir())) {
    const pid = Number(/^milestone-job-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
      continue;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') continue;
    }
    await removeJobFolder(path.join(tmpdir(), name));
    removed++;
  }
  return removed;
}

export async function removeJobFolder(dir: string): Promise<void> {
  // A worker that is not root needs its read-only folders writable again to empty them.
  await chmod(path.join(dir, 'in'), 0o700).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}
