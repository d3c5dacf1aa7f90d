import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { SandboxCommand } from './sandbox-command.js';
import { folderBytes } from './sandbox-job.js';
import { detectLimit, exitSignal, limitMessage } from './sandbox-limits.js';
import type { SandboxLimitKind, SandboxRequest, SandboxResult } from './sandbox.types.js';

/** How much of stderr's end is kept to tell which limit was hit, whatever the cap. */
const STDERR_TAIL_BYTES = 8 * 1024;
/** A progress line longer than this is dropped. */
const PROGRESS_LINE_BYTES = 4 * 1024;
/** How often the size of out/ is checked while a script runs. */
const OUTPUT_WATCH_MS = 100;

export type RunOutcome = Omit<SandboxResult, 'outputs' | 'dispose'>;

/** The sandbox process ended before it was handed a run (a warm sandbox that died waiting). */
export class SandboxGoneError extends Error {
  constructor(readonly stderr: string) {
    super(`The sandbox ended before the run started${stderr ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`);
  }
}

/**
 * A started sandbox process (setpriv -> prlimit -> bwrap -> python3 running BOOTSTRAP), waiting on
 * stdin for its one run. `go` hands the run over (the wall clock starts there) and resolves when
 * the process group is gone; `discard` kills an unused one.
 */
export class SandboxProcess {
  private readonly child: ChildProcess;
  private readonly stdout: CappedText;
  private readonly stderr: CappedText;
  private readonly closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private onProgress: SandboxRequest['onProgress'];
  private used = false;
  private startError: Error | null = null;
  private markReady!: () => void;
  exited = false;
  /** Resolves once python3 has imported what it preloads and waits for its run (or has ended). */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  constructor(command: SandboxCommand, capBytes: number) {
    this.child = spawn(command.argv[0], command.argv.slice(1), {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      env: command.env,
      cwd: command.cwd,
    });
    this.stdout = new CappedText(capBytes);
    this.stderr = new CappedText(capBytes);
    // stdio ['pipe', 'pipe', 'pipe', 'pipe']: the four pipes exist.
    const [stdin, out, err, progress] = this.child.stdio as unknown as [Writable, Readable, Readable, Readable];
    stdin.on('error', () => {
      // EPIPE: the process is gone; its exit tells the rest.
    });
    out.on('data', (chunk: Buffer) => this.stdout.push(chunk));
    err.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    readProgress(progress, (percent, message) => this.onProgress?.(percent, message), () => this.markReady());
    // The chain exec()s down to bwrap, whose death takes the PID namespace with it (--die-with-parent);
    // the group kill after it covers a process that left the namespace's init before that.
    this.child.once('exit', () => {
      this.exited = true;
      this.markReady();
      this.killGroup();
    });
    this.closed = new Promise((resolve) => {
      this.child.once('error', (error) => {
        this.startError = error;
        this.exited = true;
        this.markReady();
        resolve({ code: null, signal: null });
      });
      this.child.once('close', (code, signal) => {
        this.killGroup();
        resolve({ code, signal });
      });
    });
  }

  /** Kills the whole process group (the sandbox and anything it started). */
  killGroup(): void {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  }

  /** Kills an unused sandbox and waits for it to end. */
  async discard(): Promise<void> {
    this.killGroup();
    await this.closed;
  }

  /**
   * Hands the run over: the limits (the process lowers its own to them), then the wall clock, the
   * abort signal and the watch on out/ until the process group is gone; `onHandedOver` is called
   * once the go signal is written. Rejects with SandboxGoneError when the process had already
   * ended (the caller may run it elsewhere).
   */
  async go(request: SandboxRequest, outputsDir: string, onHandedOver?: () => void): Promise<RunOutcome> {
    if (this.used) throw new Error('A sandbox runs one script only');
    this.used = true;
    if (this.startError) throw this.startError;
    if (this.exited) {
      await this.closed;
      throw new SandboxGoneError(this.stderr.text());
    }
    const { limits, signal } = request;
    this.onProgress = request.onProgress;
    // Nothing is written before the go signal: the run's own cap applies from the first byte.
    this.stdout.cap = this.stderr.cap = limits.outputCapBytes;
    const started = performance.now();
    let stoppedBy: null | 'time' | 'abort' | 'output' = null;
    const stop = (why: 'time' | 'abort' | 'output') => {
      stoppedBy ??= why;
      this.killGroup();
    };
    const timer = setTimeout(() => stop('time'), limits.wallSeconds * 1000);
    const onAbort = () => stop('abort');
    signal?.addEventListener('abort', onAbort, { once: true });
    let measuring = false;
    const watch = setInterval(() => {
      if (measuring) return;
      measuring = true;
      void folderBytes(outputsDir)
        .then((bytes) => {
          if (bytes > limits.outputBytes) stop('output');
        })
        .finally(() => (measuring = false));
    }, OUTPUT_WATCH_MS);
    const stdin = this.child.stdin as Writable;
    stdin.end(`${JSON.stringify({ limits })}\n`);
    onHandedOver?.();
    if (signal?.aborted) onAbort();
    try {
      const { code, signal: closeSignal } = await this.closed;
      const signalName = exitSignal(code, closeSignal);
      let kind: SandboxLimitKind | null;
      if (stoppedBy === 'abort') kind = null;
      else if (stoppedBy) kind = stoppedBy;
      else if ((await folderBytes(outputsDir)) > limits.outputBytes) kind = 'output';
      else kind = detectLimit({ exitCode: code, signal: signalName, stderrTail: this.stderr.tail() });
      return {
        exitCode: code,
        signal: signalName,
        stdout: this.stdout.text(),
        stderr: this.stderr.text(),
        stdoutTruncated: this.stdout.truncated,
        stderrTruncated: this.stderr.truncated,
        limitHit: kind ? { kind, message: limitMessage(kind, limits) } : null,
        durationMs: Math.round(performance.now() - started),
        cancelled: stoppedBy === 'abort',
      };
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** Keeps the first `cap` bytes (the rest is read and dropped) and the last few KB for limit detection. */
class CappedText {
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private last = Buffer.alloc(0);
  truncated = false;

  constructor(public cap: number) {}

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

/**
 * fd 3 carries `{"percent": n, "message": "..."}` lines, and the bootstrap's own `{"ready": true}`
 * before the script runs (once: a script writing it later changes nothing); anything else is ignored.
 */
function readProgress(stream: Readable, onProgress: (percent: number, message: string) => void, onReady: () => void): void {
  let pending = '';
  let overlong = false;
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    let newline: number;
    while ((newline = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      if (!overlong) report(line, onProgress, onReady);
      overlong = false;
    }
    if (pending.length > PROGRESS_LINE_BYTES) {
      pending = '';
      overlong = true;
    }
  });
}

function report(line: string, onProgress: (percent: number, message: string) => void, onReady: () => void): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null) return;
  const { percent, message, ready } = parsed as { percent?: unknown; message?: unknown; ready?: unknown };
  if (ready === true) onReady();
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return;
  onProgress(Math.min(100, Math.max(0, percent)), typeof message === 'string' ? message : '');
}
