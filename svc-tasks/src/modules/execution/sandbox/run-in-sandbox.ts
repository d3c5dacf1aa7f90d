import { spawn } from 'node:child_process';
import { chmod, chown, copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MILESTONE_HELPER_PY } from './milestone-helper.js';
import { JOB, SANDBOX_GID, SANDBOX_UID, sandboxCommand, type JobPaths } from './sandbox-command.js';
import { detectLimit, exitSignal, limitMessage } from './sandbox-limits.js';
import type { SandboxInput, SandboxOutput, SandboxRequest, SandboxResult } from './sandbox.types.js';

/** How much of stderr's end is kept to tell which limit was hit, whatever the cap. */
const STDERR_TAIL_BYTES = 8 * 1024;
/** A progress line longer than this is dropped. */
const PROGRESS_LINE_BYTES = 4 * 1024;

/**
 * Runs a Python script in a fresh bubblewrap sandbox (see sandbox-command.ts) and returns how it
 * ended, its capped stdout and stderr, and the files it wrote to /job/out.
 *
 * Each run gets its own job folder under the OS's temp folder (mode 0700, owned by the sandbox
 * user when the worker is root): in/ (copies of the inputs, bound read-only), out/ (bound
 * writable), lib/milestone.py, context.json and script.py (read-only). The job folder is removed
 * before this returns; the outputs are moved to a folder of their own that `dispose()` removes.
 */
export async function runInSandbox(request: SandboxRequest): Promise<SandboxResult> {
  const asRoot = process.getuid?.() === 0;
  const jobDir = await mkdtemp(path.join(tmpdir(), 'milestone-job-'));
  try {
    await chmod(jobDir, 0o700);
    const job = await prepareJob(jobDir, request, asRoot);
    const run = await execute(sandboxCommand(job, request.limits, asRoot), request);
    const outputs = await collectOutputs(job.outputs);
    return { ...run, ...outputs };
  } finally {
    await removeJob(jobDir);
  }
}

async function prepareJob(jobDir: string, request: SandboxRequest, asRoot: boolean): Promise<JobPaths> {
  const job: JobPaths = {
    inputs: path.join(jobDir, 'in'),
    outputs: path.join(jobDir, 'out'),
    lib: path.join(jobDir, 'lib'),
    context: path.join(jobDir, 'context.json'),
    script: path.join(jobDir, 'script.py'),
  };
  await Promise.all([mkdir(job.inputs), mkdir(job.outputs, { mode: 0o700 }), mkdir(job.lib)]);
  const names = inputNames(request.inputs);
  for (const [i, input] of request.inputs.entries()) {
    const target = path.join(job.inputs, names[i]);
    await copyFile(input.path, target);
    await chmod(target, 0o444);
  }
  const context = { inputs: names.map((name) => `${JOB.inputs}/${name}`), parameters: request.parameters };
  await writeFile(job.context, JSON.stringify(context), { mode: 0o444 });
  await writeFile(job.script, request.script, { mode: 0o444 });
  await writeFile(path.join(job.lib, 'milestone.py'), MILESTONE_HELPER_PY, { mode: 0o444 });
  await Promise.all([chmod(job.inputs, 0o555), chmod(job.lib, 0o555)]);
  if (asRoot) {
    // The chain drops to nobody before bwrap binds anything: nobody must reach the job folder, and
    // write only to out/.
    await chown(jobDir, SANDBOX_UID, SANDBOX_GID);
    await chown(job.outputs, SANDBOX_UID, SANDBOX_GID);
  }
  return job;
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

type RunOutcome = Omit<SandboxResult, 'outputs' | 'dispose'>;

function execute(command: string[], request: SandboxRequest): Promise<RunOutcome> {
  const { limits, signal, onProgress } = request;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command[0], command.slice(1), {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { PATH: '/usr/bin:/bin' },
    });
    const stdout = new CappedText(limits.outputCapBytes);
    const stderr = new CappedText(limits.outputCapBytes);
    // stdio ['ignore', 'pipe', 'pipe', 'pipe']: the three pipes exist.
    const [, out, err, progress] = child.stdio as unknown as [null, Readable, Readable, Readable];
    out.on('data', (chunk: Buffer) => stdout.push(chunk));
    err.on('data', (chunk: Buffer) => stderr.push(chunk));
    readProgress(progress, onProgress);

    let timedOut = false;
    let cancelled = false;
    let killedByRunner = false;
    const killGroup = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is gone already.
      }
    };
    const stop = (why: 'time' | 'abort') => {
      if (why === 'time') timedOut = true;
      else cancelled = true;
      killedByRunner = true;
      killGroup();
    };
    const timer = setTimeout(() => stop('time'), limits.wallSeconds * 1000);
    const onAbort = () => stop('abort');
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    const cleanUp = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    child.once('error', (error) => {
      cleanUp();
      reject(error);
    });
    // The chain exec()s down to bwrap, whose death takes the PID namespace with it (--die-with-parent);
    // the group kill after it covers a process that left the namespace's init before that.
    child.once('exit', killGroup);
    child.once('close', (code, closeSignal) => {
      cleanUp();
      killGroup();
      const signalName = exitSignal(code, closeSignal);
      const kind = cancelled
        ? null
        : timedOut
          ? 'time'
          : detectLimit({ exitCode: code, signal: killedByRunner ? null : signalName, stderrTail: stderr.tail() });
      resolve({
        exitCode: code,
        signal: signalName,
        stdout: stdout.text(),
        stderr: stderr.text(),
        stdoutTruncated: stdout.truncated,
        stderrTruncated: stderr.truncated,
        limitHit: kind ? { kind, message: limitMessage(kind, limits) } : null,
        durationMs: Math.round(performance.now() - started),
        cancelled,
      });
    });
  });
}

/** Keeps the first `cap` bytes (the rest is read and dropped) and the last few KB for limit detection. */
class CappedText {
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private last = Buffer.alloc(0);
  truncated = false;

  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    const room = this.cap - this.headBytes;
    if (chunk.length > room) this.truncated = true;
    if (room > 0) {
      const part = chunk.subarray(0, room);
      this.head.push(part);
      this.headBytes += part.length;
    }
    const joined = Buffer.concat([this.last, chunk]);
    this.last = joined.subarray(Math.max(0, joined.length - STDERR_TAIL_BYTES));
  }

  text(): string {
    return Buffer.concat(this.head).toString('utf8');
  }

  tail(): string {
    return this.last.toString('utf8');
  }
}

/** fd 3 carries `{"percent": n, "message": "..."}` lines; anything else is ignored. */
function readProgress(stream: Readable, onProgress: SandboxRequest['onProgress']): void {
  let pending = '';
  let overlong = false;
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    let newline: number;
    while ((newline = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      if (!overlong) report(line, onProgress);
      overlong = false;
    }
    if (pending.length > PROGRESS_LINE_BYTES) {
      pending = '';
      overlong = true;
    }
  });
}

function report(line: string, onProgress: SandboxRequest['onProgress']): void {
  if (!onProgress) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null) return;
  const { percent, message } = parsed as { percent?: unknown; message?: unknown };
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return;
  onProgress(Math.min(100, Math.max(0, percent)), typeof message === 'string' ? message : '');
}

/** Moves the regular files of out/ into a folder of their own, which the caller removes with dispose(). */
async function collectOutputs(outputsDir: string): Promise<Pick<SandboxResult, 'outputs' | 'dispose'>> {
  const resultDir = await mkdtemp(path.join(tmpdir(), 'milestone-outputs-'));
  const outputs: SandboxOutput[] = [];
  const dispose = () => rm(resultDir, { recursive: true, force: true });
  try {
    for (const entry of await readdir(outputsDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const target = path.join(resultDir, entry.name);
      await rename(path.join(outputsDir, entry.name), target);
      const { size } = await stat(target);
      outputs.push({ name: entry.name, path: target, size });
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  outputs.sort((a, b) => a.name.localeCompare(b.name));
  return { outputs, dispose };
}

async function removeJob(jobDir: string): Promise<void> {
  // A worker that is not root needs its read-only folders writable again to empty them.
  await Promise.allSettled(['in', 'lib'].map((name) => chmod(path.join(jobDir, name), 0o700)));
  await rm(jobDir, { recursive: true, force: true });
}
