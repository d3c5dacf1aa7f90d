import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AiProvider } from '../../src/modules/ai/ai-provider.js';
import { createAiProvider } from '../../src/modules/ai/create-ai-provider.js';
import { createSandboxRunner, type WarmSandboxRunner } from '../../src/modules/execution/sandbox/create-sandbox-runner.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from '../../src/modules/execution/sandbox/sandbox.types.js';

// The proof that the offline provider works: the evaluation set of tools/ai-eval (npm run
// eval:ai), each case built as create-with-ai builds a task and its script run in the real sandbox
// (bubblewrap, python3 with openpyxl) on the case's inputs, its outputs compared with the expected
// ones. At least 25 of the descriptions must be solved, and every one it cannot do refused with a
// message naming what it did not understand (never a script that silently does something else).
const LIMITS: SandboxLimits = { ...DEFAULT_SANDBOX_LIMITS, wallSeconds: 60, cpuSeconds: 60, outputBytes: 16 * 1024 ** 2 };
const MIN_SOLVED = 25;

/** What tools/ai-eval/evaluate.mjs exports (the runner's core, plain JavaScript outside this project). */
interface EvalResult {
  slug: string;
  expect: 'solve' | 'refuse';
  passed: boolean;
  /** Why: the first differing cell, the script's error tail, the refusal's message. */
  reason: string;
  notUnderstood: string[];
  script: string | null;
}
interface EvalScore {
  solved: number;
  solveTotal: number;
  refused: number;
  refuseTotal: number;
}
interface EvalModule {
  loadCases(): Promise<Array<{ slug: string; expect: 'solve' | 'refuse' }>>;
  evaluate(options: { provider: AiProvider; sandbox: WarmSandboxRunner; limits: SandboxLimits; concurrency: number }): Promise<EvalScore & { results: EvalResult[] }>;
  scoreLine(score: EvalScore): string;
}
const EVALUATE = join(import.meta.dirname, '..', '..', '..', 'tools', 'ai-eval', 'evaluate.mjs');

describe('The AI evaluation set, offline', () => {
  let sandbox: WarmSandboxRunner;
  let evaluation: EvalModule;
  let results: EvalResult[] = [];
  let line = '';

  beforeAll(async () => {
    evaluation = (await import(pathToFileURL(EVALUATE).href)) as EvalModule;
    const provider = createAiProvider(
      { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 60_000, AI_MAX_RETRIES: 0 },
      { record: async () => {} },
    );
    sandbox = await createSandboxRunner({ sandbox: 'on', slots: 2, poolSize: 1, uidBase: 62000, limits: LIMITS, logger: { log: () => {}, warn: () => {} } });
    const summary = await evaluation.evaluate({ provider, sandbox, limits: LIMITS, concurrency: 2 });
    results = summary.results;
    line = evaluation.scoreLine(summary);
  }, 600_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  const report = (rows: EvalResult[]) => rows.map((r) => `${r.slug}: ${r.reason}`).join('\n');

  it('has at least 30 cases, each a description of this company with its inputs, at least 25 to solve and some to refuse', async () => {
    const cases = await evaluation.loadCases();
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.expect === 'solve').length).toBeGreaterThanOrEqual(MIN_SOLVED);
    expect(cases.filter((c) => c.expect === 'refuse').length).toBeGreaterThanOrEqual(3);
    expect(results.map((r) => r.slug)).toEqual(cases.map((c) => c.slug));
  });

  it(`solves at least ${MIN_SOLVED} of the descriptions: a script that runs in the sandbox and writes the expected output`, () => {
    const solve = results.filter((r) => r.expect === 'solve');
    const solved = solve.filter((r) => r.passed);
    if (solved.length < MIN_SOLVED) throw new Error(`${line}\nnot solved:\n${report(solve.filter((r) => !r.passed))}`);
    for (const r of solved) expect(r.script).toContain('import milestone');
  });

  it('refuses every description it cannot do, naming what it did not understand, with no script', () => {
    const refuse = results.filter((r) => r.expect === 'refuse');
    const wrong = refuse.filter((r) => !r.passed);
    if (wrong.length) throw new Error(`${line}\nnot refused as it should:\n${report(wrong)}`);
    for (const r of refuse) {
      expect(r.script).toBeNull();
      expect(r.notUnderstood.length).toBeGreaterThan(0);
    }
  });
});
