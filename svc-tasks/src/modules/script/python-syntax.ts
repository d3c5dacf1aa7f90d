import { spawn } from 'node:child_process';

/** The longest script a task may hold (characters). */
export const SCRIPT_MAX_LENGTH = 200_000;

/** How long Python's parser may take over one script before the check gives up. */
export const SYNTAX_CHECK_TIMEOUT_MS = 5_000;

/** The address space the parser may use (a script of 200,000 characters parses in far less). */
export const SYNTAX_CHECK_MEMORY_BYTES = 512 * 1024 * 1024;

/** At most this many parsers at once in one process: a burst of saves cannot fill the machine. */
const MAX_CONCURRENT_CHECKS = 2;

/**
 * Compiles the script read from stdin (bytes, so a coding cookie is honoured as when it runs) and
 * never runs it: compile() is the parser plus the compiler's own checks ('return' outside a
 * function, a misplaced nonlocal...). A syntax error prints its line and message and exits 3.
 */
const CHECK_PROGRAM = [
  'import sys',
  'try:',
  "    compile(sys.stdin.buffer.read(), '<script>', 'exec', dont_inherit=True)",
  'except SyntaxError as e:',
  "    sys.stdout.write('%s\\n%s' % (e.lineno or 1, e.msg))",
  '    sys.exit(3)',
  'except (ValueError, MemoryError, RecursionError) as e:',
  "    sys.stdout.write('1\\n%s' % (e,))",
  '    sys.exit(3)',
].join('\n');

export type SyntaxCheckResult = { ok: true } | { ok: false; line: number; message: string };

export class SyntaxCheckUnavailableError extends Error {}

/** The parser did not finish within SYNTAX_CHECK_TIMEOUT_MS (or hit its CPU limit). */
export class SyntaxCheckTimeoutError extends SyntaxCheckUnavailableError {}

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_CHECKS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Checks a script with Python's own parser (`/usr/bin/python3 -I`, the interpreter scripts run
 * with) under prlimit (address space, CPU seconds, no core) and a wall-clock timeout; the script is
 * never executed. Throws SyntaxCheckUnavailableError when the checker itself fails or times out.
 */
export function checkPythonSyntax(script: string): Promise<SyntaxCheckResult> {
  return withSlot(
    () =>
      new Promise<SyntaxCheckResult>((resolve, reject) => {
        const cpuSeconds = Math.ceil(SYNTAX_CHECK_TIMEOUT_MS / 1000);
        const child = spawn(
          '/usr/bin/prlimit',
          [`--as=${SYNTAX_CHECK_MEMORY_BYTES}`, `--cpu=${cpuSeconds}:${cpuSeconds + 1}`, '--core=0', '--nproc=64', '--', '/usr/bin/python3', '-I', '-B', '-c', CHECK_PROGRAM],
          { env: { PATH: '/usr/bin', LANG: 'C.UTF-8' }, stdio: ['pipe', 'pipe', 'pipe'] },
        );
        let stdout = '';
        let stderr = '';
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, SYNTAX_CHECK_TIMEOUT_MS);
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          if (stdout.length < 64 * 1024) stdout += chunk;
        });
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          if (stderr.length < 64 * 1024) stderr += chunk;
        });
        child.on('error', (err) => {
          clearTimeout(timer);
          reject(new SyntaxCheckUnavailableError(`The syntax checker could not start: ${err.message}`));
        });
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          if (timedOut) return reject(new SyntaxCheckTimeoutError(`The syntax check took longer than ${SYNTAX_CHECK_TIMEOUT_MS / 1000} s`));
          if (signal === 'SIGXCPU' || signal === 'SIGKILL') return reject(new SyntaxCheckTimeoutError(`The syntax check was stopped (${signal})`));
          if (code === 0) return resolve({ ok: true });
          if (code === 3) {
            const newline = stdout.indexOf('\n');
            const line = Number.parseInt(stdout.slice(0, newline), 10);
            return resolve({ ok: false, line: Number.isFinite(line) && line > 0 ? line : 1, message: stdout.slice(newline + 1).trim() || 'invalid syntax' });
          }
          reject(new SyntaxCheckUnavailableError(`The syntax checker failed (exit ${code}): ${stderr.trim().split('\n').pop() ?? ''}`));
        });
        // A script that never reads stdin to the end (it cannot: the checker reads it all) may close early.
        child.stdin.on('error', () => undefined);
        child.stdin.end(script, 'utf8');
      }),
  );
}
