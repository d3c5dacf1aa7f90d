#!/usr/bin/env node
// npm run eval:ai: scores the AI builder on the evaluation set (README.md). Uses the built
// svc-tasks (svc-tasks/dist): the provider the settings choose (createAiProvider: offline, or the
// model at AI_BASE_URL) and the sandbox runner (RUNNER_SANDBOX, default on), two cases at a time.
// A failing case shows its outcome in braces: {wrong-file}, {partial}, {asked}, {refused}, {run-failed}.
//   --json       also write tools/ai-eval/results.json
//   --min N      exit code 1 when fewer than N "solve" cases pass (else always 0)
//   --only a,b   only the cases whose number or slug contains one of these
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { evaluate, loadCases, scoreLine } from './evaluate.mjs';
import { aiSettings, loadSvcTasks } from './svc-tasks.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, min: { type: 'string' }, only: { type: 'string' } },
});
const min = values.min === undefined ? null : Number(values.min);
if (min !== null && !Number.isInteger(min)) {
  console.error(`--min takes a whole number (got ${values.min})`);
  process.exit(2);
}

const CONCURRENCY = 2;
const quiet = { log: () => {}, warn: (message) => console.error(`sandbox: ${message}`) };
const svc = await loadSvcTasks();
// Every call the provider makes is recorded here (what the service writes to ai_calls).
const calls = [];
const provider = svc.createAiProvider(aiSettings(), { record: async (call) => void calls.push(call) });
const limits = { ...svc.DEFAULT_SANDBOX_LIMITS, wallSeconds: 60, cpuSeconds: 60 };
const sandbox = await svc.createSandboxRunner({ ...svc.sandboxRunnerSettingsFromEnv(process.env, CONCURRENCY, limits), logger: quiet });
if (sandbox.mode() === 'unavailable') {
  console.error('The sandbox is unavailable here (it cannot create namespaces): run with RUNNER_SANDBOX=off to score without it.');
  await sandbox.close();
  process.exit(2);
}

const cases = await loadCases({
  only: values.only
    ? values.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [],
});
console.log(`AI evaluation: ${cases.length} case(s), provider ${provider.name}${provider.model ? ` (${provider.model})` : ''}, sandbox ${sandbox.mode()}`);
const started = performance.now();
let summary;
try {
  summary = await evaluate({
    provider,
    sandbox,
    cases,
    concurrency: CONCURRENCY,
    limits,
    onResult: (r) =>
      console.log(`${r.passed ? 'pass' : 'FAIL'}  ${r.slug}${r.expect === 'solve' ? '' : ` [${r.expect}]`}${r.passed ? '' : ` {${r.outcome}}`}: ${r.reason}`),
  });
} finally {
  await sandbox.close();
}
const seconds = (performance.now() - started) / 1000;
console.log('');
console.log(`${scoreLine(summary)} in ${seconds.toFixed(1)} s`);
const outcomes = {};
for (const r of summary.results) if (!r.passed) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
if (Object.keys(outcomes).length)
  console.log(
    `not passed, by outcome: ${Object.entries(outcomes)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
const tokens = calls.reduce((sum, c) => sum + c.promptTokens + c.completionTokens, 0);
if (provider.name !== 'offline') console.log(`${calls.length} calls, ${tokens} tokens (${(tokens / Math.max(1, cases.length)).toFixed(0)} per task)`);

if (values.json) {
  const path = join(HERE, 'results.json');
  const { results, ...score } = summary;
  await writeFile(
    path,
    `${JSON.stringify({ provider: provider.name, model: provider.model, at: new Date().toISOString(), seconds, ...score, calls: calls.length, tokens, results }, null, 2)}\n`,
  );
  console.log(`results written to ${path}`);
}
process.exit(min !== null && summary.solved < min ? 1 : 0);
