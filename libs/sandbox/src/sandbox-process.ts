import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, constants, createReadStream, openSync } from 'node:fs';
import { Socket } from 'node:net';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ZygoteCommand } from './sandbox-command.js';
import type { InputPlan, SandboxContext } from './sandbox-job.js';
import { detectLimit, exitSignal, limitMessage } from './sandbox-limits.js';
import type { SandboxLimitKind, SandboxLimits, SandboxRequest, SandboxResult } from './sandbox.types.js';

/** How often a run's LimitWatch is polled (its cgroup's out-of-memory kills; without the sandbox, the size of out/). */
const LIMIT_WATCH_MS = 100;
/** What the zygote's own stderr keeps for the log (a Python error of the zygote itself). */
const ZYGOTE_STDERR_BYTES = 4096;
/** The end of stderr kept beside its capped head, to tell which limit ended a run. */
const STDERR_TAIL_BYTES = 8 * 1024;
/** stdout and stderr kept before the run's own cap is known (a sandbox that could not start says why here). */
const DEFAULT_CAP_BYTES = 64 * 1024;
/** A progress line longer than this is dropped. */
const PROGRESS_LINE_BYTES = 4 * 1024;
/**
 * After each read of a sandbox's progress pipe the worker waits this long before the next: a script
 * writing progress in a loop blocks once the pipe (64 KiB) is full, instead of costing the worker a core.
 */
const PROGRESS_READ_PAUSE_MS = 50;
/** After a sandbox without namespaces (RUNNER_SANDBOX=off) has ended, how long its pipes may take to close (a process it left, outside its group, could hold them). */
const UNSANDBOXED_DRAIN_MS = 2000;

export type RunOutcome = Omit<SandboxResult, 'outputs' | 'dispose'>;

/** The sandbox process ended before it was handed a run (a sandbox that died waiting, or could not start). */
export class SandboxGoneError extends Error {
  constructor(readonly stderr: string) {
    super(`The sandbox ended before the run started${stderr ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`);
  }
}

/** How a sandbox ended: the zygote's exit event (code, error) and what the worker read from its pipes. */
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

/** The events zygote.py writes, one JSON line each. */
type ZygoteEvent = { id?: unknown; event?: unknown; pid?: unknown; pipes?: unknown; code?: unknown; error?: unknown };

/**
 * A slot's fork server (zygote.py, started by `zygoteCommand`): it makes each sandbox by cloning
 * itself, its imports done, into namespaces of the sandbox's own, and says when each started and
 * how it ended. It never sees what a run reads or writes: each sandbox's pipes are named in the
 * control folder, and the worker (ZygoteSandbox) opens their other ends itself. Commands and events
 * are JSON lines on its stdin and stdout (the protocol is in zygote.py's docstring).
 */
export class Zygote {
  private readonly child: ChildProcess;
  private readonly sandboxes = new Map<string, ZygoteSandbox>();
  private stderrText = '';
  private gone = false;
  /** Resolves once the zygote has ended. */
  readonly closed: Promise<void>;

  constructor(
    command: ZygoteCommand,
    private readonly onStopped?: (why: string) => void,
  ) {
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
        for (const sandbox of this.sandboxes.values())
          sandbox.exited(null, `The sandbox's fork server stopped (${why})${stderrText ? `: ${stderrText.split('\n').at(-1)}` : ''}`);
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

  /**
   * Clones a sandbox with `limits` as the most its run may have; `jobDir` is the host folder a run
   * without namespaces works in (mode 'off'; in the sandbox /job is its own). `onStarted` gets the
   * sandbox's pid (on the host) before the sandbox is handed anything: the runner puts it in its
   * cgroup there.
   */
  prepare(id: string, jobDir: string | null, limits: SandboxLimits, name: string, onStarted?: (pid: number) => void): ZygoteSandbox {
    const sandbox = new ZygoteSandbox(this, id, onStarted);
    if (this.gone) {
      sandbox.exited(null, "The sandbox's fork server has stopped");
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
    let event: ZygoteEvent;
    try {
      event = JSON.parse(line) as ZygoteEvent;
    } catch {
      return;
    }
    const sandbox = typeof event.id === 'string' ? this.sandboxes.get(event.id) : undefined;
    if (!sandbox) return;
    if (event.event === 'started' && typeof event.pid === 'number' && Array.isArray(event.pipes)) {
      sandbox.started(event.pid, event.pipes.map(String));
    } else if (event.event === 'exit') {
      this.sandboxes.delete(sandbox.id);
      sandbox.exited(typeof event.code === 'number' ? event.code : null, typeof event.error === 'string' ? event.error : null);
    }
  }
}

/** A head of a stream up to a cap (the rest read and dropped), and optionally its last bytes. */
class Capture {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  private last = Buffer.alloc(0);
  truncated = false;

  constructor(
    public cap: number,
    private readonly tailBytes = 0,
  ) {}

  push(data: Buffer): void {
    const room = this.cap - this.kept;
    if (data.length > room) this.truncated = true;
    if (room > 0) {
      const part = data.subarray(0, room);
      this.chunks.push(part);
      this.kept += part.length;
    }
    if (this.tailBytes > 0) this.last = Buffer.concat([this.last, data.subarray(-this.tailBytes)]).subarray(-this.tailBytes);
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }

  tail(): string {
    return this.last.toString('utf8');
  }
}

/** Opens a named pipe's end without waiting (the zygote holds both ends open until told 'opened'). */
function openPipe(name: string, write: boolean): Socket {
  const fd = openSync(name, (write ? constants.O_WRONLY : constants.O_RDONLY) | constants.O_NONBLOCK);
  return new Socket({ fd, readable: !write, writable: write });
}

/**
 * One sandbox a zygote cloned, waiting for its one run. The worker holds its pipes: it writes the
 * run in, reads stdout and stderr (capped) and the progress lines, and reaches its /job through
 * /proc. `go` hands the run over (the wall clock starts there) and resolves when the sandbox (its
 * whole PID namespace) is gone and its pipes are read to their end; `discard` kills an unused one.
 */
export class ZygoteSandbox {
  private onProgress: SandboxRequest['onProgress'];
  private used = false;
  private pid: number | null = null;
  private stdin: Socket | null = null;
  private readonly readers: Socket[] = [];
  private readonly stdout = new Capture(DEFAULT_CAP_BYTES);
  private readonly stderr = new Capture(DEFAULT_CAP_BYTES, STDERR_TAIL_BYTES);
  private progressText = '';
  private progressOverlong = false;
  private progressPause: NodeJS.Timeout | null = null;
  private exit: { code: number | null; error: string | null } | null = null;
  private outputsFd: number | null = null;
  private markReady!: () => void;
  private markEnded!: (end: SandboxEnd) => void;
  private readonly endPromise = new Promise<SandboxEnd>((resolve) => (this.markEnded = resolve));
  /** Resolves once the sandbox waits for its run, its imports done (or once it has ended). */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  constructor(
    private readonly zygote: Zygote,
    readonly id: string,
    private readonly onStarted?: (pid: number) => void,
  ) {}

  /** True once the zygote has said the sandbox ended. */
  get hasExited(): boolean {
    return this.exit !== null;
  }

  /** The zygote's 'started': the sandbox's pid and its pipes' names. */
  started(pid: number, pipes: string[]): void {
    this.pid = pid;
    try {
      this.onStarted?.(pid);
      const [stdin, stdout, stderr, progress] = pipes as [string, string, string, string];
      this.stdin = openPipe(stdin, true);
      this.stdin.on('error', () => {
        // EPIPE: the sandbox is gone; its end says the rest.
      });
      this.read(openPipe(stdout, false), (data) => this.stdout.push(data));
      this.read(openPipe(stderr, false), (data) => this.stderr.push(data));
      const lines = openPipe(progress, false);
      this.read(lines, (data) => this.progress(lines, data));
    } catch (error) {
      this.stderr.push(Buffer.from(`The sandbox could not start: ${(error as Error).message}\n`));
      this.kill();
    } finally {
      this.zygote.send({ op: 'opened', id: this.id });
    }
  }

  private read(socket: Socket, onData: (data: Buffer) => void): void {
    this.readers.push(socket);
    socket.on('data', onData);
    socket.on('error', () => {
      // A read error ends the stream like its end does.
    });
  }

  private progress(socket: Socket, data: Buffer): void {
    let text = this.progressText + data.toString('utf8');
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n')) {
      if (!this.progressOverlong)
        report(
          text.slice(0, at),
          (percent, message) => this.onProgress?.(percent, message),
          () => this.markReady(),
        );
      this.progressOverlong = false;
      text = text.slice(at + 1);
    }
    if (text.length > PROGRESS_LINE_BYTES) {
      text = '';
      this.progressOverlong = true;
    }
    this.progressText = text;
    if (this.exit === null) {
      socket.pause();
      this.progressPause = setTimeout(() => socket.resume(), PROGRESS_READ_PAUSE_MS);
    }
  }

  /** The zygote's 'exit' (or its own end): once the pipes are read to their end, the sandbox has ended. */
  exited(code: number | null, error: string | null): void {
    if (this.exit) return;
    this.exit = { code, error };
    if (this.progressPause) clearTimeout(this.progressPause);
    this.stdin?.destroy();
    const drained = Promise.all(
      this.readers.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.destroyed || socket.readableEnded) return resolve();
            socket.once('close', () => resolve());
            socket.resume();
          }),
      ),
    );
    // In namespaces every writer is gone with the sandbox; without them a leftover could hold a pipe.
    let bound: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (bound = setTimeout(resolve, UNSANDBOXED_DRAIN_MS)));
    void Promise.race([drained, limit]).then(() => {
      clearTimeout(bound);
      for (const socket of this.readers) socket.destroy();
      this.markReady();
      this.markEnded({
        code,
        error,
        stdout: this.stdout.text(),
        stderr: this.stderr.text(),
        stderrTail: this.stderr.tail(),
        stdoutTruncated: this.stdout.truncated,
        stderrTruncated: this.stderr.truncated,
      });
    });
  }

  /**
   * The sandbox's own /job/out, reached from the host while the sandbox waits (before its script
   * runs, so nothing in it can have been moved): an open folder of that file system, which the
   * outputs are read from once the sandbox is gone (held until `releaseOutputs`).
   */
  outputsView(): string {
    if (this.pid === null) throw new SandboxGoneError(this.stderr.text());
    this.outputsFd ??= openSync(`/proc/${this.pid}/root/job/out`, constants.O_RDONLY | constants.O_DIRECTORY);
    return `/proc/${process.pid}/fd/${this.outputsFd}`;
  }

  /** Lets /job/out's file system go (the outputs are stored or dropped). */
  releaseOutputs(): void {
    if (this.outputsFd === null) return;
    closeSync(this.outputsFd);
    this.outputsFd = null;
  }

  /** The run's line, then each input's bytes; a failure to send kills the sandbox (it would wait for the rest). */
  private async send(stdin: Socket, line: Record<string, unknown>, files: InputPlan['files']): Promise<void> {
    try {
      stdin.write(`${JSON.stringify(line)}\n`);
      for (const file of files) if (file.size > 0) await pipeline(createReadStream(file.path, { end: file.size - 1 }), stdin, { end: false });
      stdin.end();
    } catch (error) {
      // Once the sandbox has ended (killed, or the script done without reading), nothing is missing.
      if (this.exit) return;
      this.stderr.push(Buffer.from(`The run's inputs could not be handed to the sandbox: ${(error as Error).message}\n`));
      this.kill();
    }
  }

  /** Why a sandbox that ended before its run cannot run it (once its pipes are read: what it said on stderr). */
  async gone(): Promise<SandboxGoneError> {
    const end = await this.endPromise;
    return new SandboxGoneError(end.error ?? end.stderr);
  }

  /** Kills the sandbox (its PID 1, and with it every process of its PID namespace). */
  kill(): void {
    if (!this.exit) this.zygote.send({ op: 'kill', id: this.id });
  }

  /** Kills an unused sandbox and waits for it to end. */
  async discard(): Promise<void> {
    this.kill();
    await this.endPromise;
    this.releaseOutputs();
  }

  /**
   * Hands the run over: its script, its context and its limits (the script's process lowers its
   * own to them) in one line on the sandbox's stdin, then its inputs' bytes; then the wall clock,
   * the abort signal and `watch` (polled while it runs, and once after: a limit it finds reached
   * ends the run) until the sandbox is gone; `onHandedOver` is called once the run is sent.
   * Rejects with SandboxGoneError when the sandbox had already ended.
   */
  async go(
    request: SandboxRequest,
    context: SandboxContext,
    files: InputPlan['files'],
    watch: LimitWatch | null,
    onHandedOver?: () => void,
  ): Promise<RunOutcome> {
    if (this.used) throw new Error('A sandbox runs one script only');
    this.used = true;
    if (this.exit || !this.stdin) throw await this.gone();
    const { limits, signal } = request;
    this.onProgress = request.onProgress;
    this.stdout.cap = limits.outputCapBytes;
    this.stderr.cap = limits.outputCapBytes;
    const started = performance.now();
    let stoppedBy: null | 'abort' | SandboxLimitKind = null;
    const stop = (why: 'abort' | SandboxLimitKind) => {
      stoppedBy ??= why;
      this.kill();
    };
    const timer = setTimeout(() => stop('time'), limits.wallSeconds * 1000);
    const onAbort = () => stop('abort');
    signal?.addEventListener('abort', onAbort, { once: true });
    let measuring = false;
    const poll = watch
      ? setInterval(() => {
          if (measuring) return;
          measuring = true;
          void watch()
            .then((kind) => kind && stop(kind))
            .finally(() => (measuring = false));
        }, LIMIT_WATCH_MS)
      : undefined;
    void this.send(this.stdin, { limits, script: request.script, context, files: files.map(({ name, size }) => ({ name, size })) }, files);
    onHandedOver?.();
    if (signal?.aborted) onAbort();
    try {
      const end = await this.endPromise;
      if (end.error && end.code === null && !stoppedBy) throw new SandboxGoneError(end.error);
      const signalName = exitSignal(end.code, null);
      let kind: SandboxLimitKind | null;
      if (stoppedBy === 'abort') kind = null;
      else if (stoppedBy) kind = stoppedBy;
      else kind = (watch ? await watch() : null) ?? detectLimit({ exitCode: end.code, signal: signalName, stderrTail: end.stderrTail });
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
      if (poll) clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** A check of a limit the kernel does not report by itself, polled while a run goes on: the limit found reached, or null. */
export type LimitWatch = () => Promise<SandboxLimitKind | null>;

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
