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
const READ_SAMPLE = join(HERE, 'read_sample.py');
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

/** A question the builder asks about a part it did not understand (the contract's `clarify-<n>`). */
export const isClarifying = (question) => typeof question?.id === 'string' && question.id.startsWith('clarify-');

/**
 * The answers a user gives in the wizard: each question's proposed value, and for a case's
 * `answers` ([{ asks?, choose }]) the choice `choose` to the question whose text contains `asks`
 * (any clarifying question when `asks` is left out), spelled as the question's option is.
 */
export function wizardAnswers(requirements, chosen = []) {
  const answers = proposedAnswers(requirements);
  for (const { asks, choose } of chosen) {
    for (const question of requirements) {
      const text = `${question.question ?? ''} ${question.description ?? ''}`.toLowerCase();
      if (asks ? !text.includes(asks.toLowerCase()) : !isClarifying(question)) continue;
      const option = (question.options ?? []).find((o) => String(o).toLowerCase() === String(choose).toLowerCase());
      answers[question.id] = option ?? choose;
    }
  }
  return answers;
}

const tail = (text, size = 300) => {
  const trimmed = (text ?? '').trim();
  return trimmed.length > size ? `...${trimmed.slice(-size)}` : trimmed;
};

const head = (text, size) => (text.length > size ? `${text.slice(0, size)}...` : text);

/**
 * Builds the task of one case: the provider's three calls, timed. A provider failure is returned, not thrown.
 * `sample`: the look at the user's file the builder gets (InputSample), when the request comes with one;
 * `chosen`: the case's answers to the builder's questions (wizardAnswers).
 */
export async function buildTask(provider, description, taskType = 'excel-processing', ctx = EVAL_CONTEXT, { sample, chosen } = {}) {
  const ms = {};
  const timed = async (name, call) => {
    const started = performance.now();
    try {
      return await call();
    } finally {
      ms[name] = performance.now() - started;
    }
  };
  const withSample = (input) => (sample ? { ...input, sample } : input);
  let requirements = [];
  try {
    ({ requirements } = await timed('requirements', () => provider.generateRequirements(withSample({ description, taskType }), ctx)));
    const answers = wizardAnswers(requirements, chosen);
    const plan = await timed('plan', () => provider.generatePlan(withSample({ description, taskType, answers }), ctx));
    const implementation = await timed('implement', () => provider.implementTask(withSample({ plan, answers }), ctx));
    return { requirements, answers, plan, implementation, ms, error: null };
  } catch (error) {
    return { requirements, ms, error: { outcome: error?.outcome ?? 'error', message: error?.message ?? String(error) } };
  }
}

/** The InputSample of a case's first input, read as the product reads a sample file (read_sample.py). */
export async function readSample(path) {
  const { stdout } = await run(PYTHON, ['-I', READ_SAMPLE, path], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout);
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
 * `outcome`: 'right' (a solve case's file as expected), 'wrong-file' (a file came back as if the
 * request was understood, and it is not the expected one: the worst outcome), 'partial' (a file from
 * a script that said what it did not understand), 'asked' (a question on a part, or no script and
 * the parts not understood named), 'refused' (the provider's refusal), 'run-failed', 'provider-failed'.
 * @returns {Promise<{ slug, expect, passed: boolean, outcome: string, reason: string, ms, understood: string[], notUnderstood: string[], questions: object[], message: string, script: string|null }>}
 */
export async function evaluateCase(testCase, { provider, sandbox, slot = 0, limits, ctx = EVAL_CONTEXT }) {
  const sample = testCase.sample ? await readSample(join(testCase.dir, testCase.inputs[0])) : undefined;
  const built = await buildTask(provider, testCase.description, testCase.taskType, ctx, { sample, chosen: testCase.answers });
  const implementation = built.implementation;
  const script = implementation?.script ?? null;
  const understood = implementation?.understood ?? [];
  const notUnderstood = implementation?.notUnderstood ?? [];
  const questions = (built.requirements ?? []).filter(isClarifying).map((q) => ({ id: q.id, question: q.question, options: q.options ?? [] }));
  const message = implementation?.message ?? built.error?.message ?? '';
  const result = {
    slug: testCase.slug,
    expect: testCase.expect,
    passed: false,
    outcome: '',
    reason: '',
    ms: built.ms,
    understood,
    notUnderstood,
    questions,
    message,
    script,
  };
  const saidWhat = questions.length > 0 || notUnderstood.length > 0;
  const asked = () =>
    questions.length
      ? `asked ${questions.map((q) => `"${head(q.question ?? '', 120)}"${q.options.length ? ` (${q.options.slice(0, 6).join(' / ')})` : ''}`).join('; ')}`
      : `no script: ${head(message, 300)}`;
  if (built.error && built.error.outcome !== 'not-understood') {
    result.outcome = 'provider-failed';
    result.reason = `the provider failed (${built.error.outcome}): ${built.error.message}`;
    return result;
  }

  if (testCase.expect === 'refuse') {
    result.outcome = script ? (saidWhat ? 'partial' : 'wrong-file') : built.error ? 'refused' : 'asked';
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

  if (testCase.expect === 'ask') {
    // Ambiguous or not a file's job: a question, a plain refusal or the parts not understood named, never a file made as if understood.
    if (built.error) {
      result.outcome = 'refused';
      result.passed = Boolean(message.trim());
      result.reason = result.passed ? `refused: ${head(message, 200)}` : 'refused, but no message says why';
    } else if (questions.length || !script || notUnderstood.length) {
      result.outcome = script ? 'partial' : 'asked';
      result.passed = Boolean(questions.length || message.trim() || notUnderstood.length);
      result.reason = questions.length ? asked() : `not understood: ${notUnderstood.join('; ') || head(message, 200)}`;
    } else {
      result.outcome = 'wrong-file';
      result.reason = `a script came back as if it understood (understood: ${understood.join('; ') || 'nothing listed'}); expected a question`;
    }
    return result;
  }

  if (!script) {
    result.outcome = built.error ? 'refused' : 'asked';
    result.reason = built.error ? `refused: ${head(message, 300)}` : questions.length ? `no script; ${asked()}` : `no script: ${head(message, 300)}`;
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
      result.outcome = 'run-failed';
      result.reason = `the script hit a limit: ${run.limitHit.message}`;
    } else if (run.exitCode !== 0) {
      result.outcome = 'run-failed';
      result.reason = `the script failed (exit ${run.exitCode}): ${tail(run.stderr)}`;
    } else {
      const written = await readWritten(run.outputs);
      const difference = compareOutputs(testCase.expected, written, testCase);
      result.passed = difference === null;
      result.outcome = result.passed ? 'right' : saidWhat ? 'partial' : 'wrong-file';
      result.reason = difference ?? `${written.map((w) => w.name).join(', ')} as expected`;
      if (difference && saidWhat)
        result.reason += ` (it said it did not understand: ${notUnderstood.join('; ') || questions.map((q) => q.question).join('; ')})`;
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
          outcome: 'error',
          reason: `the evaluation failed: ${error?.stack ?? error}`,
          ms: {},
          understood: [],
          notUnderstood: [],
          questions: [],
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
  const ask = results.filter((r) => r.expect === 'ask');
  return {
    solved: solve.filter((r) => r.passed).length,
    solveTotal: solve.length,
    refused: refuse.filter((r) => r.passed).length,
    refuseTotal: refuse.length,
    asked: ask.filter((r) => r.passed).length,
    askTotal: ask.length,
    /** Files made as if the request was understood, and wrong (or made for what should have been asked or refused). */
    wrongFiles: results.filter((r) => r.outcome === 'wrong-file').length,
  };
}

export function scoreLine({ solved, solveTotal, refused, refuseTotal, asked = 0, askTotal = 0, wrongFiles }) {
  const extra = [askTotal ? `; asked or refused ${asked} of ${askTotal}` : '', wrongFiles === undefined ? '' : `; wrong files ${wrongFiles}`].join('');
  return `solved ${solved} of ${solveTotal} (refused correctly ${refused} of ${refuseTotal}${extra})`;
}
