// Calculations per second for the spec's default form (the calculation runs on every keystroke).
// Uses the built library (npm run build first). Writes <workspace root>/bench/results/loadcalc.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculateLoad, defaultLoadForm } from '../dist/index.js';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 2000);
const WARMUP_MS = 200;
const BATCH = 200;

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const outFile = resolve(workspaceRoot, 'bench/results/loadcalc.json');

const form = defaultLoadForm(new Date(2025, 0, 15));
form.squareFeet = '2,000';

let sink = 0;
function runFor(ms) {
  let runs = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < BATCH; i += 1) {
      const result = calculateLoad(form);
      if (!result.ok) throw new Error('the default form did not calculate');
      sink += result.totals.netVa;
    }
    runs += BATCH;
    now = performance.now();
  }
  return { runs, elapsedMs: now - start };
}

runFor(WARMUP_MS);
const { runs, elapsedMs } = runFor(DURATION_MS);
if (sink === 0) throw new Error('nothing was calculated');

const report = {
  name: 'loadcalc: calculateLoad(default form, 2,000 sq ft)',
  opsPerSecond: Math.round((runs / elapsedMs) * 1000),
  meanMicros: Number(((elapsedMs * 1000) / runs).toFixed(3)),
  runs,
  at: new Date().toISOString(),
};

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`${report.name}: ${report.opsPerSecond.toLocaleString('en-US')} ops/s, ${report.meanMicros} µs mean, ${runs} runs`);
console.log(`written to ${outFile}`);
