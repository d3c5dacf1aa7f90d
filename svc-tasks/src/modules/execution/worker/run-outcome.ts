import type { ExecutionLogV1 } from '@milestone/contracts';
import { formatBytes } from '../sandbox/sandbox-limits.js';
import type { SandboxResult } from '../sandbox/sandbox.types.js';
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
  const lines = stderr.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('[output truncated'));
  return lines.length ? lines[lines.length - 1].slice(0, 1000) : null;
}

/** How a run that reached its script's end ends: completed on a clean exit, else failed with the reason a user reads. */
export function endOfRun(result: SandboxResult, outputs: ExecutionFileRef[], capBytes: number): RunEnd {
  const stdout = capturedText(result.stdout, result.stdoutTruncated, capBytes);
  const stderr = capturedText(result.stderr, result.stderrTruncated, capBytes);
  if (result.cancelled) {
    return { status: 'cancelled', error: CANCELLED_ERROR, log: { success: false, error: CANCELLED_ERROR, stdout, stderr, detailedError: null } };
  }
  const detailedError = tracebackOf(result.stderr);
  if (result.exitCode === 0 && !result.limitHit) {
    const log: ExecutionLogV1 = { success: true, error: null, stdout, stderr, detailedError: null };
    return { status: 'completed', error: null, log, outputFiles: outputs, result: { output_files: outputs.map((o) => o.name) } };
  }
  const error =
    result.limitHit?.message ??
    (detailedError ? lastLineOf(detailedError) : null) ??
    lastLineOf(result.stderr) ??
    (result.signal ? `The script was stopped by ${result.signal}` : `The script exited with code ${String(result.exitCode)}`);
  return { status: 'failed', error, log: { success: false, error, stdout, stderr, detailedError }, outputFiles: [], result: { output_files: [] } };
}

/** A run that failed before or after its script (no script, inputs or outputs not reachable). */
export function failedEnd(error: string, detailedError: string | null = null): RunEnd {
  return { status: 'failed', error, log: { success: false, error, stdout: null, stderr: null, detailedError }, result: { output_files: [] } };
}
