#!/usr/bin/env node
// npm run bench: builds, runs every project's `bench` script, prints bench/results/*.json.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLog } from './lib/log.mjs';
import { checkNode, ensureDependencies } from './lib/prereq.mjs';
import { run } from './lib/run.mjs';
import { REPO_ROOT } from './publish.mjs';

const log = createLog('bench');
checkNode(log);
await ensureDependencies(REPO_ROOT, log);

const nx = ['nx', 'run-many', '--output-style=static'];
let code = await run('npx', [...nx, '-t', 'build'], { cwd: REPO_ROOT });
if (code !== 0) {
  log.error('the build failed');
  process.exit(code);
}
// One benchmark at a time: they measure throughput and must not share the CPU with each other.
code = await run('npx', [...nx, '-t', 'bench', '--parallel=1'], { cwd: REPO_ROOT });

const resultsDir = join(REPO_ROOT, 'bench', 'results');
const files = existsSync(resultsDir) ? (await readdir(resultsDir)).filter((f) => f.endsWith('.json')).sort() : [];
log('');
log(`results in ${resultsDir}`);
for (const file of files) {
  const data = JSON.parse(await readFile(join(resultsDir, file), 'utf8'));
  log(`${file}:`);
  const shown = data.figures ? { figures: data.figures, budget: data.budget, withinBudget: data.withinBudget } : data;
  for (const line of JSON.stringify(shown, null, 2).split('\n')) log(`  ${line}`);
}
process.exit(code);
