import type { SandboxResult } from '@milestone/sandbox';

// The results of the runs the worker makes itself (a worksheet, the pay report): shaped like a
// sandbox run's, so they end through the same path as a script's.

function result(fields: Pick<SandboxResult, 'exitCode' | 'stderr' | 'cancelled'>, started: number): SandboxResult {
  return {
    signal: null,
    stdout: '',
    stdoutTruncated: false,
    stderrTruncated: false,
    outputs: [],
    limitHit: null,
    durationMs: Math.round(performance.now() - started),
    dispose: () => Promise.resolve(),
    ...fields,
  };
}

/** Exit code 1 with the reason on stderr: the run ends failed with it as its error. `started`: performance.now() at the run's start. */
export function failedRun(reason: string, started: number): SandboxResult {
  return result({ exitCode: 1, stderr: `${reason}\n`, cancelled: false }, started);
}

export function cancelledRun(started: number): SandboxResult {
  return result({ exitCode: null, stderr: '', cancelled: true }, started);
}
