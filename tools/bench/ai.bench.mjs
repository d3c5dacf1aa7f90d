// npm run bench (ai): the AI builder (issue 13), on the evaluation set's descriptions (tools/ai-eval):
//   - offline: generateRequirements, generatePlan and implementTask (the script's generation) p50
//     and p99 in ms over BENCH_AI_RUNS runs each (default 200, the descriptions in turn, after 10
//     warm-up runs), through svc-tasks' build (createAiProvider with AI_BASE_URL unset);
//   - the share of the evaluation solved offline (each case built, its script run in the sandbox,
//     its outputs compared: npm run eval:ai), and refused correctly;
//   - with AI_BASE_URL set (AI_API_KEY, AI_MODEL): the model's evaluation and the calls and tokens
//     per created task, from the provider's own records (what it writes to ai_calls); unset: says so.
// Writes bench/results/ai.json.
import { loadCases, buildTask, evaluate, scoreLine } from '../ai-eval/evaluate.mjs';
import { aiSettings, loadSvcTasks } from '../ai-eval/svc-tasks.mjs';
import { quantile, round, writeBenchResult } from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_AI_RUNS ?? 200);
const WARM_UP = 10;

const svc = await loadSvcTasks();
const cases = await loadCases();
const descriptions = cases.map((c) => c.description);

/** A provider whose every call lands in `calls` (the records ai_calls keeps). */
function recorded(settings) {
  const calls = [];
  const provider = svc.createAiProvider(settings, { record: async (call) => void calls.push(call) });
  return { provider, calls };
}

const figure = (values) => ({ p50Ms: round(quantile(values, 0.5)), p99Ms: round(quantile(values, 0.99)) });

// 1. Offline generation times.
const offline = recorded({ ...aiSettings({}), AI_BASE_URL: undefined });
const times = { requirements: [], plan: [], implement: [] };
let refusedBuilds = 0;
for (let i = 0; i < WARM_UP + RUNS; i++) {
  const built = await buildTask(offline.provider, descriptions[i % descriptions.length]);
  if (built.error && built.error.outcome !== 'not-understood') throw new Error(`offline provider failed: ${built.error.message}`);
  if (i < WARM_UP) continue;
  if (!built.implementation?.script) refusedBuilds++;
  for (const step of Object.keys(times)) if (built.ms[step] !== undefined) times[step].push(built.ms[step]);
}
const generation = {
  runs: RUNS,
  callsPerTask: round(offline.calls.length / (WARM_UP + RUNS)),
  descriptions: descriptions.length,
  generateRequirements: figure(times.requirements),
  generatePlan: figure(times.plan),
  implementTask: figure(times.implement),
  runsWithoutScript: refusedBuilds,
};
console.log(`offline generation over ${RUNS} runs: ${JSON.stringify(generation)}`);

// 2. The evaluation's share solved (offline, then the model when configured).
const limits = { ...svc.DEFAULT_SANDBOX_LIMITS, wallSeconds: 60, cpuSeconds: 60 };
const sandbox = await svc.createSandboxRunner({ ...svc.sandboxRunnerSettingsFromEnv(process.env, 2, limits), logger: { log: () => {}, warn: () => {} } });
async function scored(provider) {
  const started = performance.now();
  const summary = await evaluate({ provider, sandbox, cases, concurrency: 2, limits });
  console.log(`${provider.name}: ${scoreLine(summary)}`);
  return {
    solved: summary.solved,
    solveCases: summary.solveTotal,
    solvedShare: round(summary.solved / summary.solveTotal),
    refusedCorrectly: summary.refused,
    refuseCases: summary.refuseTotal,
    seconds: round((performance.now() - started) / 1000),
    failed: summary.results.filter((r) => !r.passed).map((r) => r.slug),
  };
}

let evaluation;
let model;
try {
  evaluation = await scored(offline.provider);
  const settings = aiSettings();
  if (settings.AI_BASE_URL) {
    const online = recorded(settings);
    const score = await scored(online.provider);
    // Every case is a task built (requirements, plan, implement), whether a script came back or not.
    const built = cases.length;
    const tokens = online.calls.reduce((sum, c) => sum + c.promptTokens + c.completionTokens, 0);
    model = {
      model: online.provider.model,
      evaluation: score,
      createdTasks: built,
      callsPerTask: round(online.calls.length / built),
      promptTokensPerTask: round(online.calls.reduce((sum, c) => sum + c.promptTokens, 0) / built),
      completionTokensPerTask: round(online.calls.reduce((sum, c) => sum + c.completionTokens, 0) / built),
      tokensPerTask: round(tokens / built),
      failedCalls: online.calls.filter((c) => c.outcome !== 'ok').length,
    };
  } else {
    model = { skipped: 'AI_BASE_URL is not set: no model to measure (calls and tokens per created task need one)' };
  }
} finally {
  await sandbox.close();
}

writeBenchResult('ai.json', {
  bench: 'ai',
  at: new Date().toISOString(),
  figures: { offline: generation, evaluation, model },
});
