import type { SandboxResult } from '@milestone/sandbox';
import { endOfRun, limitReason, storeFailedEnd, withoutHostPaths } from './run-outcome.js';

const LIMITS = { outputCapBytes: 64 * 1024, cpuSeconds: 300 };

function result(over: Partial<SandboxResult> = {}): SandboxResult {
  return {
    exitCode: 0,
    signal: null,
    stdout: 'done\n',
    stderr: 'a warning\n',
    stdoutTruncated: false,
    stderrTruncated: false,
    outputs: [],
    limitHit: null,
    durationMs: 1000,
    cancelled: false,
    dispose: async () => undefined,
    ...over,
  };
}

describe(limitReason.name, () => {
  const cpu = (durationMs: number, signal = 'SIGXCPU') =>
    result({ exitCode: 152, signal, durationMs, limitHit: { kind: 'cpu', message: 'CPU time limit of 300 s reached' } });

  it("names the run's CPU limit when the run ran long enough to reach it on the machine's cores", () => {
    expect(limitReason(cpu(301_000), LIMITS, 1)).toBe('CPU time limit of 300 s reached');
    // Two threads on two cores reach 300 s of CPU in 150 s.
    expect(limitReason(cpu(151_000), LIMITS, 2)).toBe('CPU time limit of 300 s reached');
  });

  it('says a script stopped sooner was stopped by its signal before the run’s limit, not at it', () => {
    expect(limitReason(cpu(2_000), LIMITS, 2)).toBe("The script was stopped by SIGXCPU after 2.0 s, before the run's CPU time limit of 300 s");
    expect(limitReason(cpu(12_400, 'SIGKILL'), LIMITS, 2)).toBe("The script was stopped by SIGKILL after 12.4 s, before the run's CPU time limit of 300 s");
  });

  it('passes every other limit as the sandbox names it', () => {
    const memory = result({ exitCode: 1, durationMs: 50, limitHit: { kind: 'memory', message: 'Memory limit of 1 GiB reached' } });
    expect(limitReason(memory, LIMITS, 2)).toBe('Memory limit of 1 GiB reached');
    expect(limitReason(result(), LIMITS, 2)).toBeNull();
  });

  it('is the reason endOfRun gives a failed run', () => {
    expect(endOfRun(cpu(500), [], LIMITS).error).toMatch(/^The script was stopped by SIGXCPU after 0\.5 s, before the run's CPU time limit of 300 s$/);
  });
});

describe(storeFailedEnd.name, () => {
  it('fails the run with the output named, keeping the script’s stdout and stderr', () => {
    expect(storeFailedEnd(result(), LIMITS, 'The output files could not be stored', 'The output a.csv could not be stored: svc-files answered 409')).toEqual({
      status: 'failed',
      error: 'The output files could not be stored',
      log: {
        success: false,
        error: 'The output files could not be stored',
        stdout: 'done\n',
        stderr: 'a warning\n',
        detailedError: 'The output a.csv could not be stored: svc-files answered 409',
      },
      outputFiles: [],
      result: { output_files: [] },
    });
  });
});

describe(withoutHostPaths.name, () => {
  it("keeps a file's own name and none of the folders of this machine's temporary folder it lay in", () => {
    expect(withoutHostPaths("ENOENT: no such file or directory, lstat '/tmp/milestone-job-41-aB3/out/Bericht.csv'", '/tmp')).toBe(
      "ENOENT: no such file or directory, lstat 'Bericht.csv'",
    );
    expect(withoutHostPaths('cannot remove /tmp/milestone-run-9Xz', '/tmp/')).toBe("cannot remove the run's folder");
    expect(
      withoutHostPaths(
        "EOVERFLOW: value too large for defined data type, rename '/proc/30677/fd/43/Bericht-\ufffd.csv' -> '/proc/30677/fd/43/Bericht-_.csv'",
        '/tmp',
      ),
    ).toBe("EOVERFLOW: value too large for defined data type, rename 'Bericht-\ufffd.csv' -> 'Bericht-_.csv'");
    expect(withoutHostPaths('cannot open /proc/30677/fd/43', '/tmp')).toBe("cannot open the run's folder");
    expect(withoutHostPaths('Time limit of 300 s reached', '/tmp')).toBe('Time limit of 300 s reached');
  });
});
