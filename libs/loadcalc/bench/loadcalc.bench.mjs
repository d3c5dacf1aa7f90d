// Calculations per second for the spec's default form (the calculation runs on every keystroke),
// each one computing both methods side by side: the standard method and the 220.82 optional method.
// Uses the built library (npm run build first). Writes <workspace root>/bench/results/loadcalc.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculateLoadMethods, defaultLoadForm } from '../dist/index.js';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 2000);
const WARMUP_MS = 200;
// The optimizing compiler works on a background thread; on a busy machine it may take seconds to
// get CPU time, so warming up by the clock alone measures the interpreter. Warm up by runs as well.
const WARMUP_RUNS = 30_000;
const BATCH = 200;

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const outFile = resolve(workspaceRoot, 'bench/results/loadcalc.json');

// As while typing, each calculation gets a form that differs from the one before: the default form
// with square footage 1,500 ... 2,499 as typed ('2,000'), in turn. One form computed over and over
// would let the engine (or V8's number-to-text cache) reuse what it made the last time, which a
// technician typing does not get.
const FORMS = Array.from({ length: 1000 }, (_, index) => {
  const form = defaultLoadForm(new Date(2025, 0, 15));
  form.squareFeet = (1500 + index).toLocaleString('en-US');
  return form;
});

let sink = 0;
function runFor(ms) {
  let runs = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < BATCH; i += 1) {
      const result = calculateLoadMethods(FORMS[(runs + i) % FORMS.length]);
      if (!result.ok) throw new Error('the default form did not calculate');
      sink += result.standard.totals.netVa + result.optional.netVa;
    }
    runs += BATCH;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpuStart);
  return { runs, elapsedMs: now - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

for (let i = 0; i < WARMUP_RUNS; i += 1) sink += calculateLoadMethods(FORMS[i % FORMS.length]).ok ? 1 : 0;
runFor(WARMUP_MS);
const { runs, elapsedMs, cpuMs } = runFor(DURATION_MS);
if (sink === 0) throw new Error('nothing was calculated');

const report = {
  name: 'loadcalc: calculateLoadMethods(default form, 1,500-2,499 sq ft in turn: standard + optional)',
  opsPerSecond: Math.round((runs / elapsedMs) * 1000),
  meanMicros: Number(((elapsedMs * 1000) / runs).toFixed(3)),
  // On a shared machine the wall-clock figure falls with the load of other processes; the CPU
  // figure (calculations per second of this process's own CPU time) does not, so both are kept.
  cpuOpsPerSecond: Math.round((runs / cpuMs) * 1000),
  loadAverage1m: Number(loadavg()[0].toFixed(2)),
  runs,
  at: new Date().toISOString(),
};

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `${report.name}: ${report.opsPerSecond.toLocaleString('en-US')} ops/s (${report.cpuOpsPerSecond.toLocaleString('en-US')} per CPU second), ` +
    `${report.meanMicros} µs mean, ${runs} runs, load average ${report.loadAverage1m}`,
);
console.log(`written to ${outFile}`);
