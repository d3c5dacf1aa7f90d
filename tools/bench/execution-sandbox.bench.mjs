// npm run bench (execution-sandbox): how long a trivial task script takes from "run it" to "it
// exited", through the sandbox runner (libs/sandbox's build), cold and warm, BENCH_SANDBOX_RUNS times
// each (default 200) after 5 warm-up runs:
//   - the baseline: `/usr/bin/python3 -c pass`, and `python3 -c "import openpyxl"`, with no sandbox
//     (BENCH_SANDBOX_BASELINE_RUNS each, default 50),
//   - cold: runInSandbox (a fork server of its own started, importing nothing ahead, one sandbox
//     cloned from it in fresh namespaces, the job folder made and removed),
//   - warm: createSandboxRunner with a pool of 1 (cloned ahead from the slot's fork server, which
//     has python3's openpyxl, xlrd and csv imported once), the pool
//     refilled between runs (waited for, not counted: runner.warm()), and back to back (the next
//     run arrives at once, as the next queued run does),
//   - inside: the script's own time (perf_counter around its body) and the runner's durationMs
//     (from the go signal to the exit).
// The script writes one small output file, as execution.bench's does. Writes bench/results/execution-sandbox.json.
import { spawnSync } from 'node:child_process';
import { quantile, round, writeBenchResult } from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_SANDBOX_RUNS ?? 200);
const BASELINE_RUNS = Number(process.env.BENCH_SANDBOX_BASELINE_RUNS ?? 50);
const WARM_UP = 5;
const { runInSandbox, createSandboxRunner, DEFAULT_SANDBOX_LIMITS } = await import('@milestone/sandbox');

export const TRIVIAL_SCRIPT = `import time
started = time.perf_counter()
import milestone
with open(milestone.output_path('result.txt'), 'w') as f:
    f.write('done')
print('%.3f' % ((time.perf_counter() - started) * 1000))
`;

const request = { script: TRIVIAL_SCRIPT, inputs: [], parameters: {}, limits: DEFAULT_SANDBOX_LIMITS };

function summary(totals, inside = [], runner = []) {
  const figures = { runs: totals.length, p50Ms: round(quantile(totals, 0.5)), p99Ms: round(quantile(totals, 0.99)) };
  if (inside.length) figures.scriptOwnP50Ms = round(quantile(inside, 0.5));
  if (runner.length) figures.signalToExitP50Ms = round(quantile(runner, 0.5));
  return figures;
}

/** Times `run()` RUNS times after the warm-up; each result is checked (exit 0, one output) and disposed. */
async function measure(run, before = async () => {}) {
  const totals = [];
  const inside = [];
  const runner = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    await before();
    const started = performance.now();
    const result = await run();
    const ms = performance.now() - started;
    if (result.exitCode !== 0 || result.outputs.length !== 1) throw new Error(`the trivial script failed: ${result.exitCode} ${result.stderr}`);
    await result.dispose();
    if (i < WARM_UP) continue;
    totals.push(ms);
    inside.push(Number(result.stdout.trim()));
    runner.push(result.durationMs);
  }
  return summary(totals, inside, runner);
}

function baseline(args) {
  const totals = [];
  for (let i = 0; i < WARM_UP + BASELINE_RUNS; i++) {
    const started = performance.now();
    const { status } = spawnSync('/usr/bin/python3', args);
    if (status !== 0) throw new Error(`python3 ${args.join(' ')} failed`);
    if (i >= WARM_UP) totals.push(performance.now() - started);
  }
  return summary(totals);
}

const log = (line) => console.log(`execution-sandbox: ${line}`);
const figures = {};
figures.pythonPass = baseline(['-c', 'pass']);
log(`python3 -c pass: p50 ${figures.pythonPass.p50Ms} ms`);
figures.pythonImportOpenpyxl = baseline(['-c', 'import openpyxl']);
log(`python3 -c "import openpyxl": p50 ${figures.pythonImportOpenpyxl.p50Ms} ms`);
figures.cold = await measure(() => runInSandbox(request));
log(`cold sandbox: p50 ${figures.cold.p50Ms} ms, p99 ${figures.cold.p99Ms} ms (script ${figures.cold.scriptOwnP50Ms} ms)`);
const pool = await createSandboxRunner({ sandbox: 'on', slots: 1, poolSize: 1, uidBase: 61000, limits: DEFAULT_SANDBOX_LIMITS });
try {
  figures.sandboxMode = pool.mode();
  figures.warmRefilled = await measure(
    () => pool.run({ ...request, slot: 0 }),
    () => pool.warm(),
  );
  log(`warm sandbox (refilled): p50 ${figures.warmRefilled.p50Ms} ms, p99 ${figures.warmRefilled.p99Ms} ms (script ${figures.warmRefilled.scriptOwnP50Ms} ms)`);
  figures.warmBackToBack = await measure(() => pool.run({ ...request, slot: 0 }));
  log(`warm sandbox (back to back): p50 ${figures.warmBackToBack.p50Ms} ms, p99 ${figures.warmBackToBack.p99Ms} ms`);
} finally {
  await pool.close();
}
writeBenchResult('execution-sandbox.json', { bench: 'execution-sandbox', at: new Date().toISOString(), figures });
