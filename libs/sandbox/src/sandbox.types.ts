/**
 * How a worker runs scripts: 'on' in the sandbox, 'off' without it on purpose (RUNNER_SANDBOX=off),
 * 'unavailable' where no sandbox can be made (every run is refused).
 */
export type SandboxMode = 'on' | 'off' | 'unavailable';

/** Where a runner says what it found and what went wrong (a NestJS Logger will do). */
export interface SandboxLogger {
  log(message: string): void;
  warn(message: string): void;
}

/** What a sandboxed run may use; every limit is enforced per run (see run-in-sandbox.ts). */
export interface SandboxLimits {
  /** Wall clock, the runner's own timer: the whole process group is killed when it fires. */
  wallSeconds: number;
  /** CPU seconds of each process (RLIMIT_CPU: SIGXCPU, then SIGKILL a second later). */
  cpuSeconds: number;
  /** Address space of each process (RLIMIT_AS). */
  memoryBytes: number;
  /** Largest file a process may write (RLIMIT_FSIZE). */
  fileSizeBytes: number;
  /**
   * Processes and threads (RLIMIT_NPROC). The kernel counts them per user: runs that share the
   * sandbox user at the same time share this budget.
   */
  processes: number;
  /** Open file descriptors of each process (RLIMIT_NOFILE). */
  openFiles: number;
  /** How much of stdout and of stderr is kept (each); the rest is read and dropped. */
  outputCapBytes: number;
  /**
   * Total size of the files in /job/out (OUTPUT_MAX_BYTES): watched while the script runs (it is
   * killed when over) and checked once it ends; a run over it hands back no outputs.
   */
  outputBytes: number;
}

export const DEFAULT_SANDBOX_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  wallSeconds: 300,
  cpuSeconds: 300,
  memoryBytes: 1024 ** 3,
  fileSizeBytes: 100 * 1024 ** 2,
  processes: 32,
  openFiles: 256,
  outputCapBytes: 64 * 1024,
  outputBytes: 100 * 1024 ** 2,
});

export interface SandboxInput {
  /** The file's name inside the sandbox (/job/in/<name>); no path separators. */
  name: string;
  /** Where the runner copies it from. */
  path: string;
}

export interface SandboxRequest {
  /** Python 3 source, run as /job/script.py. */
  script: string;
  inputs: SandboxInput[];
  /** What `milestone.parameters()` returns; must survive JSON. */
  parameters: Record<string, unknown>;
  limits: SandboxLimits;
  /** Aborting kills the run's whole process group; the result then says `cancelled: true`. */
  signal?: AbortSignal;
  /** Each `milestone.progress(percent, message)` of the script, percent clamped to 0..100. */
  onProgress?: (percent: number, message: string) => void;
}

export type SandboxLimitKind = 'time' | 'cpu' | 'memory' | 'file-size' | 'processes' | 'output';

export interface SandboxOutput {
  name: string;
  /**
   * Where it is read, until `SandboxResult.dispose()`: a path, or the path's bytes where the name
   * the script gave it is not UTF-8 (`name` is then the UTF-8 name it is stored under).
   */
  path: string | Buffer;
  size: number;
}

/** A run succeeded when `exitCode === 0 && limitHit === null && !cancelled` (an output over the limit may follow a clean exit). */
export interface SandboxResult {
  /** The sandbox's exit code (a script killed by signal n shows 128 + n, as the fork server reports it). */
  exitCode: number | null;
  /** The signal that ended the script (read from 128 + n, or the runner's own SIGKILL), else null. */
  signal: string | null;
  stdout: string;
  stderr: string;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  /** The regular files the script left in /job/out (links and folders are ignored). */
  outputs: SandboxOutput[];
  limitHit: null | { kind: SandboxLimitKind; message: string };
  durationMs: number;
  cancelled: boolean;
  /**
   * Removes the folder holding `outputs`, and resolves once the run's job folder (removed in the
   * background as the run ended) is gone too. The outputs stay until the caller has stored them and
   * calls this (idempotent).
   */
  dispose(): Promise<void>;
}
