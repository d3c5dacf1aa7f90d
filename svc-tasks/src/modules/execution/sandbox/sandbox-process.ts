import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { ZygoteCommand } from './sandbox-command.js';
import { folderBytes, type SandboxContext } from './sandbox-job.js';
import { detectLimit, exitSignal, limitMessage } from './sandbox-limits.js';
import type { SandboxLimitKind, SandboxLimits, SandboxRequest, SandboxResult } from './sandbox.types.js';

/** How often the size of out/ is checked while a script runs. */
const OUTPUT_WATCH_MS = 100;
/** What the zygote's own stderr keeps for the log (a Python error of the zygote itself). */
const ZYGOTE_STDERR_BYTES = 4096;

export type RunOutcome = Omit<SandboxResult, 'outputs' | 'dispose'>;

/** The sandbox process ended before it was handed a run (a sandbox that died waiting, or could not start). */
export class SandboxGoneError extends Error {
  constructor(readonly stderr: string) {
    super(`The sandbox ended before the run started${stderr ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`);
  }
}

/** How a sandbox ended, as the zygote reports it (zygote.py's exit event). */
interface SandboxEnd {
  /** The script's exit code, or 128 + the signal that killed it; null when it never started. */
  code: number | null;
  error: string | null;
  stdout: string;
  stderr: string;
  stderrTail: string;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
}

const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/**
 * A slot's fork server (zygote.py, started by `zygoteCommand`): it makes each sandbox by cloning
 * itself, its imports done, into namespaces of the sandbox's own, and reports what the sandbox
 * wrote and how it ended. Commands and events are JSON lines on its stdin and stdout.
 */
export class Zygote {
  private readonly child: ChildProcess;
  private readonly sandboxes = new Map<string, ZygoteSandbox>();
  private stderrText = '';
  private gone = false;
  /** Resolves once the zygote has ended. */
  readonly closed: Promise<void>;

  constructor(command: ZygoteCommand, private readonly onStopped?: (why: string) => void) {
    this.child = spawn(command.argv[0], command.argv.slice(1), { detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: command.env, cwd: command.cwd });
    const [stdin, stdout, stderr] = this.child.stdio as unknown as [Writable, Readable, Readable];
    stdin.on('error', () => {
      // EPIPE: the zygote is gone; its exit tells the rest.
    });
    stderr.setEncoding('utf8');
    stderr.on('data', (chunk: string) => (this.stderrText = (this.stderrText + chunk).slice(-ZYGOTE_STDERR_BYTES)));
    createInterface({ input: stdout }).on('line', (line) => this.event(line));
    this.closed = new Promise((resolve) => {
      const end = (why: string) => {
        if (this.gone) return;
        this.gone = true;
        this.killGroup();
        const stderrText = this.stderrText.trim();
        for (const sandbox of this.sandboxes.values()) sandbox.ended({ code: null, error: `The sandbox's fork server stopped (${why})${stderrText ? `: ${stderrText.split('\n').at(-1)}` : ''}`, stdout: '', stderr: '', stderrTail: '', stdoutTruncated: false, stderrTruncated: false });
        this.sandboxes.clear();
        this.onStopped?.(`${why}${stderrText ? `: ${stderrText}` : ''}`);
        resolve();
      };
      this.child.once('error', (error) => end(error.message));
      this.child.once('close', (code, signal) => end(signal ? `signal ${signal}` : `exit code ${code}`));
    });
  }

  /** False once the zygote has ended (a new one takes its place). */
  alive(): boolean {
    return !this.gone;
  }

  /** Clones a sandbox on the job folder `jobDir` (absolute), with `limits` as the most its run may have. */
  prepare(id: string, jobDir: string, limits: SandboxLimits, name: string): ZygoteSandbox {
    const sandbox = new ZygoteSandbox(this, id);
    if (this.gone) {
      sandbox.ended({ code: null, error: "The sandbox's fork server has stopped", stdout: '', stderr: '', stderrTail: '', stdoutTruncated: false, stderrTruncated: false });
      return sandbox;
    }
    this.sandboxes.set(id, sandbox);
    this.send({ op: 'prepare', id, job: jobDir, limits, name });
    return sandbox;
  }

  send(command: Record<string, unknown>): void {
    if (this.gone) return;
    (this.child.stdin as Writable).write(`${JSON.stringify(command)}\n`);
  }

  /** Stops the zygote and with it every sandbox it made (their parent-death signal, and the group kill). */
  async close(): Promise<void> {
    this.killGroup();
    await this.closed;
  }

  private killGroup(): void {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  }

  private event(line: string): void {
    let event: { id?: unknown; event?: unknown; line?: unknown } & Partial<SandboxEnd>;
    try {
      event = JSON.parse(line);
    } catch {
      return;
    }
    const sandbox = typeof event.id === 'string' ? this.sandboxes.get(event.id) : undefined;
    if (!sandbox) return;
    if (event.event === 'line' && typeof event.line === 'string') sandbox.line(event.line);
    else if (event.event === 'exit') {
      this.sandboxes.delete(sandbox.id);
      sandbox.ended({
        code: typeof event.code === 'number' ? event.code : null,
        error: typeof event.error === 'string' ? event.error : null,
        stdout: fromBase64(event.stdout ?? ''),
        stderr: fromBase64(event.stderr ?? ''),
        stderrTail: fromBase64(event.stderrTail ?? ''),
        stdoutTruncated: event.stdoutTruncated === true,
        stderrTruncated: event.stderrTruncated === true,
      });
    }
  }
}

/**
 * One sandbox a zygote cloned, waiting for its one run. `go` hands the run over (the wall clock
 * starts there) and resolves when the sandbox (its whole PID namespace) is gone; `discard` kills an
 * unused one.
 */
export class ZygoteSandbox {
  private onProgress: SandboxRequest['onProgress'];
  private used = false;
  private end: SandboxEnd | null = null;
  private markReady!: () => void;
  private markEnded!: (end: SandboxEnd) => void;
  private readonly endPromise = new Promise<SandboxEnd>((resolve) => (this.markEnded = resolve));
  /** Resolves once the sandbox waits for its run, its imports done (or once it has ended). */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  constructor(
    private readonly zygote: Zygote,
    readonly id: string,
  ) {}

  get exited(): boolean {
    return this.end !== null;
  }

  /** A line the sandbox wrote to fd 3: its ready signal (once), then the script's progress. */
  line(text: string): void {
    report(text, (percent, message) => this.onProgress?.(percent, message), () => this.markReady());
  }

  ended(end: SandboxEnd): void {
    if (this.end) return;
    this.end = end;
    this.markReady();
    this.markEnded(end);
  }

  /** Kills the sandbox (its PID 1, and with it every process of its PID namespace). */
  kill(): void {
    if (!this.end) this.zygote.send({ op: 'kill', id: this.id });
  }

  /** Kills an unused sandbox and waits for it to end. */
  async discard(): Promise<void> {
    this.kill();
    await this.endPromise;
  }

  /**
   * Hands the run over: its script, its context and its limits (the script's process lowers its
   * own to them) in one line on the sandbox's stdin, then the wall
   * clock, the abort signal and the watch on out/ until the sandbox is gone; `onHandedOver` is
   * called once the run is sent. Rejects with SandboxGoneError when the sandbox had already ended.
   */
  async go(request: SandboxRequest, context: SandboxContext, outputsDir: string, onHandedOver?: () => void): Promise<RunOutcome> {
    if (this.used) throw new Error('A sandbox runs one script only');
    this.used = true;
    if (this.end) throw new SandboxGoneError(this.end.error ?? this.end.stderr);
    const { limits, signal } = request;
    this.onProgress = request.onProgress;
    const started = performance.now();
    let stoppedBy: null | 'time' | 'abort' | 'output' = null;
    const stop = (why: 'time' | 'abort' | 'output') => {
      stoppedBy ??= why;
      this.kill();
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
    this.zygote.send({ op: 'go', id: this.id, line: JSON.stringify({ limits, script: request.script, context }) });
    onHandedOver?.();
    if (signal?.aborted) onAbort();
    try {
      const end = await this.endPromise;
      if (end.error && end.code === null && !stoppedBy) throw new SandboxGoneError(end.error);
      const signalName = exitSignal(end.code, null);
      let kind: SandboxLimitKind | null;
      if (stoppedBy === 'abort') kind = null;
      else if (stoppedBy) kind = stoppedBy;
      else if ((await folderBytes(outputsDir)) > limits.outputBytes) kind = 'output';
      else kind = detectLimit({ exitCode: end.code, signal: signalName, stderrTail: end.stderrTail });
      return {
        exitCode: end.code,
        signal: signalName,
        stdout: end.stdout,
        stderr: end.stderr,
        stdoutTruncated: end.stdoutTruncated,
        stderrTruncated: end.stderrTruncated,
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

/**
 * A line of fd 3: `{"percent": n, "message": "..."}`, and the sandbox's own `{"ready": true}`
 * before the script runs (once: a script writing it later changes nothing); anything else is ignored.
 */
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
