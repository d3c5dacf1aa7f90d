// The evaluation's core: builds a task from each case the way POST /api/tasks/create-with-ai does
// (generateRequirements -> every question answered with its proposed value -> generatePlan ->
// implementTask), runs its script in the sandbox on the case's inputs and compares the outputs with
// expected.json (compare.mjs). Used by run.mjs (npm run eval:ai), svc-tasks' ai-eval int spec and
// the AI benchmark; the provider and the sandbox runner are handed in, so the same code scores the
// offline provider and a model.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { compareOutputs } from './compare.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const CASES_DIR = join(HERE, 'cases');
const READ_OUTPUTS = join(HERE, 'read_outputs.py');
/** The sandbox's own interpreter (it has openpyxl), also used to read the outputs. */
const PYTHON = '/usr/bin/python3';
const run = promisify(execFile);

/** Who the calls are for (recorded in ai_calls by a recording provider). */
export const EVAL_CONTEXT = Object.freeze({ companyId: 0, userId: null, taskId: null });

/** The case folders, in order; `only` keeps those of these numbers ('9', '09') or whose slug contains one of these words. */
export async function loadCases({ dir = CASES_DIR, only = [] } = {}) {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const cases = [];
  for (const slug of names) {
    if (only.length && !only.some((word) => (/^\d+$/.test(word) ? slug.startsWith(`${word.padStart(2, '0')}-`) : slug.includes(word)))) continue;
    const folder = join(dir, slug);
    const meta = JSON.parse(await readFile(join(folder, 'case.json'), 'utf8'));
    const expectedPath = join(folder, 'expected.json');
    const expected = existsSync(expectedPath) ? JSON.parse(await readFile(expectedPath, 'utf8')) : null;
    if (meta.expect === 'solve' && !expected) throw new Error(`${slug}: a "solve" case needs expected.json`);
    cases.push({ slug, dir: folder, ...meta, expected });
  }
  return cases;
}

/** The answers create-with-ai gives: each question's proposed value. */
export function proposedAnswers(requirements) {
  const answers = {};
  for (const question of requirements) if (question.value !== undefined) answers[question.id] = question.value;
  return answers;
}

const tail = (text, size = 300) => {
  const trimmed = (text ?? '').trim();
  return trimmed.length > size ? `...${trimmed.slice(-size)}` : trimmed;
};

const head = (text, size) => (text.length > size ? `${text.slice(0, size)}...` : text);

/** Builds the task of one case: the provider's three calls, timed. A provider failure is returned, not thrown. */
export async function buildTask(provider, description, taskType = 'excel-processing', ctx = EVAL_CONTEXT) {
  const ms = {};
  const timed = async (name, call) => {
    const started = performance.now();
    try {
      return await call();
    } finally {
      ms[name] = performance.now() - started;
    }
  };
  try {
    const { requirements } = await timed('requirements', () => provider.generateRequirements({ description, taskType }, ctx));
    const answers = proposedAnswers(requirements);
    const plan = await timed('plan', () => provider.generatePlan({ description, taskType, answers }, ctx));
    const implementation = await timed('implement', () => provider.implementTask({ plan, answers }, ctx));
    return { requirements, answers, plan, implementation, ms, error: null };
  } catch (error) {
    return { ms, error: { outcome: error?.outcome ?? 'error', message: error?.message ?? String(error) } };
  }
}

/** Whether a refusal names what was not understood: one of the case's words (refuseMentions), else one of the provider's notUnderstood phrases. */
function namesWhatWasNotUnderstood(message, notUnderstood, mentions) {
  const text = message.toLowerCase();
  if (mentions?.length) return mentions.some((word) => text.includes(word.toLowerCase()));
  return notUnderstood.some((phrase) => phrase.trim() && text.includes(phrase.trim().toLowerCase()));
}

async function readWritten(outputs) {
  if (!outputs.length) return [];
  const { stdout } = await run(PYTHON, ['-I', READ_OUTPUTS, ...outputs.map((o) => o.path)], { maxBuffer: 64 * 1024 * 1024 });
  const read = JSON.parse(stdout);
  return outputs.map((o) => ({ name: o.name, ...read[o.path] }));
}

/**
 * One case, end to end. `slot`: the sandbox slot to run in.
 * @returns {Promise<{ slug, expect, passed: boolean, reason: string, ms, understood: string[], notUnderstood: string[], message: string, script: string|null }>}
 */
export async function evaluateCase(testCase, { provider, sandbox, slot = 0, limits, ctx = EVAL_CONTEXT }) {
  const built = await buildTask(provider, testCase.description, testCase.taskType, ctx);
  const implementation = built.implementation;
  const script = implementation?.script ?? null;
  const understood = implementation?.understood ?? [];
  const notUnderstood = implementation?.notUnderstood ?? [];
  const message = implementation?.message ?? built.error?.message ?? '';
  const result = { slug: testCase.slug, expect: testCase.expect, passed: false, reason: '', ms: built.ms, understood, notUnderstood, message, script };
  if (built.error && built.error.outcome !== 'not-understood') {
    result.reason = `the provider failed (${built.error.outcome}): ${built.error.message}`;
    return result;
  }

  if (testCase.expect === 'refuse') {
    if (script) {
      result.reason = `a script came back for something it cannot do (understood: ${understood.join('; ') || 'nothing listed'})`;
    } else if (!message.trim()) {
      result.reason = 'no script, but no message says why';
    } else if (!namesWhatWasNotUnderstood(message, notUnderstood, testCase.refuseMentions)) {
      result.reason = `the message does not name what was not understood: ${tail(message, 200)}`;
    } else {
      result.passed = true;
      result.reason = `refused: ${head(message, 200)}`;
    }
    return result;
  }

  if (!script) {
    result.reason = `no script: ${head(message, 300)}`;
    return result;
  }
  const run = await sandbox.run({
    slot,
    script,
    inputs: testCase.inputs.map((name) => ({ name, path: join(testCase.dir, name) })),
    parameters: {},
    limits,
  });
  try {
    result.runMs = run.durationMs;
    if (run.limitHit) {
      result.reason = `the script hit a limit: ${run.limitHit.message}`;
    } else if (run.exitCode !== 0) {
      result.reason = `the script failed (exit ${run.exitCode}): ${tail(run.stderr)}`;
    } else {
      const written = await readWritten(run.outputs);
      const difference = compareOutputs(testCase.expected, written, testCase);
      result.passed = difference === null;
      result.reason = difference ?? `${written.map((w) => w.name).join(', ')} as expected`;
    }
  } finally {
    await run.dispose();
  }
  return result;
}

/**
 * Every case, `concurrency` at a time (slot i for the i-th lane). `onResult` sees each as it ends.
 * @returns {Promise<{ results, solved: number, solveTotal: number, refused: number, refuseTotal: number }>}
 */
export async function evaluate({ provider, sandbox, cases, concurrency = 2, limits, onResult = () => {} }) {
  const all = cases ?? (await loadCases());
  const results = new Array(all.length);
  let next = 0;
  const lane = async (slot) => {
    while (next < all.length) {
      const index = next++;
      try {
        results[index] = await evaluateCase(all[index], { provider, sandbox, slot, limits });
      } catch (error) {
        results[index] = {
          slug: all[index].slug,
          expect: all[index].expect,
          passed: false,
          reason: `the evaluation failed: ${error?.stack ?? error}`,
          ms: {},
          understood: [],
          notUnderstood: [],
          message: '',
          script: null,
        };
      }
      onResult(results[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, (_, slot) => lane(slot)));
  return { results, ...score(results) };
}

export function score(results) {
  const solve = results.filter((r) => r.expect === 'solve');
  const refuse = results.filter((r) => r.expect === 'refuse');
  return { solved: solve.filter((r) => r.passed).length, solveTotal: solve.length, refused: refuse.filter((r) => r.passed).length, refuseTotal: refuse.length };
}

export function scoreLine({ solved, solveTotal, refused, refuseTotal }) {
  return `solved ${solved} of ${solveTotal} (refused correctly ${refused} of ${refuseTotal})`;
}
