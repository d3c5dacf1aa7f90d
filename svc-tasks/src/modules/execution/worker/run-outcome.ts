import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { ExecutionLogV1 } from '@milestone/contracts';
import { formatBytes, type SandboxLimits, type SandboxResult } from '@milestone/sandbox';
import type { ExecutionFileRef } from '../execution.entity.js';
import type { RunEnd } from './execution-run.repository.js';
import { CANCELLED_ERROR } from './run-ending.service.js';

/** The captured stdout or stderr as the log keeps it: a last line says when it was cut. */
export function capturedText(text: string, truncated: boolean, capBytes: number): string | null {
  if (!truncated) return text === '' ? null : text;
  return `${text}${text.endsWith('\n') || text === '' ? '' : '\n'}[output truncated at ${formatBytes(capBytes)}]`;
}

/** The Python traceback at the end of stderr (from its last 'Traceback' line), else null. */
export function tracebackOf(stderr: string): string | null {
  const at = stderr.lastIndexOf('Traceback (most recent call last):');
  return at < 0 ? null : stderr.slice(at).trimEnd();
}

/** The last non-blank line of stderr: a traceback's exception line ('ValueError: bad row 3'). */
export function lastLineOf(stderr: string): string | null {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('[output truncated'));
  return lines.length ? lines[lines.length - 1].slice(0, 1000) : null;
}

/** The limits a run's end is told by: how much of stdout and stderr was kept, and its CPU time. */
export type EndLimits = Pick<SandboxLimits, 'outputCapBytes' | 'cpuSeconds'>;

/**
 * The reason a user reads for a limit the sandbox reports. A CPU limit is told as the run's only
 * when the run can have reached it: its processes' CPU time is at most the wall time on each of
 * this machine's cores, so a script stopped by SIGXCPU or SIGKILL sooner was stopped by a lower
 * limit it set itself, or killed from elsewhere (the kernel's out-of-memory killer): the run's
 * limit was not what stopped it, and the reason says so.
 */
export function limitReason(
  result: Pick<SandboxResult, 'limitHit' | 'durationMs' | 'signal'>,
  limits: Pick<SandboxLimits, 'cpuSeconds'>,
  cores = availableParallelism(),
): string | null {
  if (!result.limitHit) return null;
  if (result.limitHit.kind !== 'cpu' || result.durationMs * cores >= limits.cpuSeconds * 1000 * CPU_SLACK) return result.limitHit.message;
  const seconds = (result.durationMs / 1000).toFixed(1);
  return `The script was stopped by ${result.signal ?? 'a signal'} after ${seconds} s, before the run's CPU time limit of ${limits.cpuSeconds} s`;
}

/** A process's CPU time and the run's clock start a little apart: a CPU limit within 10% of the clock counts as reached. */
const CPU_SLACK = 0.9;

/** How a run that reached its script's end ends: completed on a clean exit, else failed with the reason a user reads. */
export function endOfRun(result: SandboxResult, outputs: ExecutionFileRef[], limits: EndLimits): RunEnd {
  const stdout = capturedText(result.stdout, result.stdoutTruncated, limits.outputCapBytes);
  const stderr = capturedText(result.stderr, result.stderrTruncated, limits.outputCapBytes);
  if (result.cancelled) {
    return { status: 'cancelled', error: CANCELLED_ERROR, log: { success: false, error: CANCELLED_ERROR, stdout, stderr, detailedError: null } };
  }
  const detailedError = tracebackOf(result.stderr);
  if (result.exitCode === 0 && !result.limitHit) {
    const log: ExecutionLogV1 = { success: true, error: null, stdout, stderr, detailedError: null };
    return { status: 'completed', error: null, log, outputFiles: outputs, result: { output_files: outputs.map((o) => o.name) } };
  }
  const error =
    limitReason(result, limits) ??
    (detailedError ? lastLineOf(detailedError) : null) ??
    lastLineOf(result.stderr) ??
    (result.signal ? `The script was stopped by ${result.signal}` : `The script exited with code ${String(result.exitCode)}`);
  return { status: 'failed', error, log: { success: false, error, stdout, stderr, detailedError }, outputFiles: [], result: { output_files: [] } };
}

/**
 * A run whose script ended well but one of whose outputs could not be stored: failed with
 * `error`, the output named in `detailedError` (its name only, never where it lay on the worker),
 * and the script's stdout and stderr kept as the log keeps them.
 */
export function storeFailedEnd(result: SandboxResult, limits: EndLimits, error: string, detailedError: string): RunEnd {
  const stdout = capturedText(result.stdout, result.stdoutTruncated, limits.outputCapBytes);
  const stderr = capturedText(result.stderr, result.stderrTruncated, limits.outputCapBytes);
  return { status: 'failed', error, log: { success: false, error, stdout, stderr, detailedError }, outputFiles: [], result: { output_files: [] } };
}

/** A run that failed before or after its script (no script, inputs or outputs not reachable). */
export function failedEnd(error: string, detailedError: string | null = null): RunEnd {
  return { status: 'failed', error, log: { success: false, error, stdout: null, stderr: null, detailedError }, result: { output_files: [] } };
}

/**
 * An error's text with no path of this machine in it where a run's files lie: its temporary folder
 * (a run's job folder, its inputs' downloads) and /proc/<pid>/ (a sandbox's folders as the worker
 * reaches them): the file's own name is kept, the folders it lay in (and the worker's pid) are not.
 */
export function withoutHostPaths(text: string, temp = tmpdir()): string {
  const root = temp.replace(/\/+$/, '');
  const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?:${escaped}|/proc/\\d+)/[^\\s'"]*`, 'g');
  return text.replace(pattern, (found) => {
    // What lies inside the run's folder (a child of the temporary folder, or /proc/<pid>/fd/<n>): a file, named by its name.
    const inside = found.startsWith('/proc/')
      ? found.replace(/^\/proc\/\d+\/(?:fd\/\d+|root)?\/?/, '')
      : path.relative(root, found).split('/').slice(1).join('/');
    return inside ? path.basename(found) : "the run's folder";
  });
}
