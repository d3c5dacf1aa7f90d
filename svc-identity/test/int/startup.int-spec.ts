import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..', '..');

// Compiling the service from source in a child process takes seconds on an idle machine and far
// longer on a loaded one: the test waits for the child as long as the slowest machine needs
// (START_UP_LIMIT_MS), rather than killing it early and failing for a reason that is not the code's.
const START_UP_LIMIT_MS = 240_000;
const running = new Set<ReturnType<typeof spawn>>();

/** Runs src/main.ts from source with `env` on top of a clean environment. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--conditions=@milestone/source', '--no-warnings', '--import', './test/support/ts-register.mjs', 'src/main.ts'], {
      cwd: projectRoot,
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    running.add(child);
    child.on('error', fail);
    child.on('exit', (code) => {
      running.delete(child);
      done({ code, stderr, stdout });
    });
  });
}

describe('svc-identity start-up', () => {
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
  });

  it(
    'stops with one line on stderr and exit code 1 when a setting is wrong',
    async () => {
      const result = await runMain({ DB_NAME: 'Bad-Name', IDENTITY_PORT: 'eighty' });
      expect(result.code).toBe(1);
      const lines = result.stderr.split('\n').filter((line) => line.length > 0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid configuration: /);
      expect(lines[0]).toContain('DB_NAME');
      expect(lines[0]).toContain('IDENTITY_PORT');
      expect(result.stdout).toBe('');
    },
    START_UP_LIMIT_MS,
  );
});
