// npm run bench (execution): task runs through the whole platform, against a platform of its own
// (fresh databases, own NATS, free ports, built services, one svc-tasks worker), then n8n on the
// same machine (execution-n8n.bench.mjs) for the side by side:
//   - overhead: an API reporting task (no inputs; a form task's run is now its worksheet, not a
//     script) whose script only writes one small output file; BENCH_EXECUTION_RUNS sequential runs
//     (default 200, after 5 warm-up ones), each from POST /api/tasks/{id}/execute to `completed`
//     visible through the API (POST ...?wait=30, which answers once the run ended, as n8n's webhook
//     answers once its workflow is done): p50 and p99, next to the script's own time measured inside
//     the sandbox; before them as many runs followed by asking GET /api/executions/{id} every
//     BENCH_POLL_MS (default 2 ms),
//   - a 10 MB xlsx (about 52,000 rows, uploaded to an excel task) read row by row with openpyxl
//     and summed into a summary file: total time through the API, the script's own time and peak
//     memory (ru_maxrss), and the worker process' peak resident memory,
//   - throughput: a second worker started, BENCH_EXECUTION_QUEUED runs (default 500) queued at
//     once: runs per second from the first queued to the last finished, p50 and p99 queue wait
//     (startTime - createdAt),
//   - n8n 2.8.4 (SQLite, Webhook -> Code -> Respond to Webhook), the same number of sequential
//     requests, and the ratio of our p50 to n8n's; then n8n's queue mode (a main process, Redis and
//     a worker on PostgreSQL, as n8n scales out) the same way, and the ratio to that.
// BENCH_EXECUTION_PARTS picks the parts (default all: overhead,xlsx,throughput,n8n).
// Writes bench/results/execution.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { json, MB, quantile, round, signUp, withIsolatedPlatform, withRss, writeBenchResult } from './bench-support.mjs';
import { measureN8n } from './execution-n8n.bench.mjs';

const RUNS = Number(process.env.BENCH_EXECUTION_RUNS ?? 200);
const QUEUED = Number(process.env.BENCH_EXECUTION_QUEUED ?? 500);
const WARM_UP = 5;
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 2);
const PARTS = new Set((process.env.BENCH_EXECUTION_PARTS ?? 'overhead,xlsx,throughput,n8n').split(',').map((p) => p.trim()));
const SVC_TASKS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'svc-tasks');
const PASSWORD = 'Bench2026!pw';
const FINAL = new Set(['completed', 'failed', 'cancelled']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`execution: ${line}`);

const TRIVIAL_SCRIPT = `import time
started = time.perf_counter()
import milestone
with open(milestone.output_path('result.txt'), 'w') as f:
    f.write('done')
print('%.3f' % ((time.perf_counter() - started) * 1000))
`;

const XLSX_SCRIPT = `import resource, time
started = time.perf_counter()
import openpyxl, milestone
book = openpyxl.load_workbook(milestone.input_path(), read_only=True)
rows, hours = 0, 0.0
for row in book.active.iter_rows(values_only=True):
    rows += 1
    if isinstance(row[2], (int, float)):
        hours += row[2]
with open(milestone.output_path('summary.csv'), 'w') as f:
    f.write('rows,hours\\n%d,%.2f\\n' % (rows, hours))
print(rows, '%.1f' % ((time.perf_counter() - started) * 1000), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
`;

/** A real workbook of about `bytes` written by openpyxl, its sheet stored (not deflated) so the file is as large as its data. */
function workbookOf(bytes) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-execution-xlsx-'));
  const file = join(dir, 'hours.xlsx');
  const python = `import openpyxl, os, sys, zipfile
path, target = sys.argv[1], int(sys.argv[2])
rows = target // 200
book = openpyxl.Workbook(write_only=True)
sheet = book.create_sheet('Hours')
sheet.append(['Technician', 'Date', 'Hours', 'Rate'])
for r in range(rows):
    sheet.append(['Technician %d' % (r % 97), 45000 + r % 365, ((r * 7919) % 1000) / 100, 20 + r % 30])
book.save(path + '.tmp')
with zipfile.ZipFile(path + '.tmp') as src, zipfile.ZipFile(path, 'w', zipfile.ZIP_STORED) as dst:
    for item in src.infolist():
        dst.writestr(item.filename, src.read(item.filename))
os.remove(path + '.tmp')
print(os.path.getsize(path))`;
  const made = spawnSync('/usr/bin/python3', ['-c', python, file, String(bytes)], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`making the workbook failed: ${made.stderr}`);
  const data = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
  if (data.length > bytes) throw new Error(`the workbook came out at ${data.length} bytes, over the ${bytes} asked for`);
  return data;
}

await withIsolatedPlatform({ label: 'execution' }, async (platform, { machine }) => {
  const base = platform.url;
  const { token } = await signUp(base, { label: 'execution-bench', password: PASSWORD });
  const auth = { authorization: `Bearer ${token}` };
  const headers = { ...auth, 'content-type': 'application/json' };
  const api = (path, init = {}) => json(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } });

  const runtime = async (workers) => {
    for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
      const state = await api('/api/executions/runtime');
      if (state.workers.length >= workers) return state;
      if (Date.now() > deadline) throw new Error(`${workers} worker(s) did not report within 60 s: ${JSON.stringify(state)}`);
    }
  };
  const { sandbox } = await runtime(1);
  log(`sandbox ${sandbox}`);

  const taskWithScript = async (name, type, script) => {
    const task = await api('/api/tasks', { method: 'POST', body: JSON.stringify({ name, type }) });
    const saved = await api(`/api/tasks/${task.id}`, { method: 'PUT', body: JSON.stringify({ version: task.version, pythonScript: script }) });
    if (!saved.hasScript) throw new Error(`the script of ${name} was not saved: ${JSON.stringify(saved)}`);
    return task.id;
  };
  const execute = (taskId, query = '') => api(`/api/tasks/${taskId}/execute${query}`, { method: 'POST', body: '{}' });
  // How a client follows a run to its end: a blocking read (GET /api/executions/{id}?wait=30, answered
  // the moment the run ends), or, with everyMs, a read every everyMs ms.
  const finished = async (id, everyMs = null) => {
    for (const deadline = Date.now() + 600_000; ; await sleep(everyMs ?? 0)) {
      const run = await api(`/api/executions/${id}${everyMs === null ? '?wait=30' : ''}`);
      if (FINAL.has(run.status)) return run;
      if (Date.now() > deadline) throw new Error(`run ${id} is still ${run.status} after 600 s`);
    }
  };
  const completed = (run) => {
    if (run.status !== 'completed') throw new Error(`run ${run.id} ended ${run.status}: ${run.error} ${run.log?.stderr ?? ''}`);
    return run;
  };

  const figures = { sandbox };
  // Overhead: one run at a time.
  if (PARTS.has('overhead')) {
    const trivial = await taskWithScript('Bench: trivial run', 'api-reporting', TRIVIAL_SCRIPT);
    // The same runs followed by asking every POLL_MS instead (a client without the blocking read).
    const polled = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      completed(await finished((await execute(trivial)).id, POLL_MS));
      if (i >= WARM_UP) polled.push(performance.now() - started);
    }
    const totals = [];
    const inside = [];
    const queued = [];
    const running = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      // Run and wait: the POST answers once the run ended (a run still going after 30 s is read on).
      const answered = await execute(trivial, '?wait=30');
      const run = completed(FINAL.has(answered.status) ? answered : await finished(answered.id));
      const ms = performance.now() - started;
      if (run.outputFiles.length !== 1) throw new Error(`run ${run.id} has ${run.outputFiles.length} outputs`);
      if (i < WARM_UP) continue;
      totals.push(ms);
      inside.push(Number(run.log.stdout.trim()));
      queued.push(Date.parse(run.startTime) - Date.parse(run.createdAt));
      running.push(Date.parse(run.endTime) - Date.parse(run.startTime));
    }
    const overhead = {
      runs: RUNS,
      p50Ms: round(quantile(totals, 0.5)),
      p99Ms: round(quantile(totals, 0.99)),
      scriptOwnP50Ms: round(quantile(inside, 0.5)),
      // Where the time goes: queued (createdAt -> startTime, the outbox and the worker's pull) and
      // running (startTime -> endTime: inputs, the sandbox, the output stored, the final commit).
      queuedP50Ms: round(quantile(queued, 0.5)),
      runningP50Ms: round(quantile(running, 0.5)),
      polledEveryMs: POLL_MS,
      polledP50Ms: round(quantile(polled, 0.5)),
      polledP99Ms: round(quantile(polled, 0.99)),
    };
    log(
      `overhead: p50 ${overhead.p50Ms} ms, p99 ${overhead.p99Ms} ms (queued ${overhead.queuedP50Ms} ms, running ${overhead.runningP50Ms} ms, the script itself ${overhead.scriptOwnP50Ms} ms)`,
    );
    log(`overhead, asking every ${POLL_MS} ms instead of a blocking read: p50 ${overhead.polledP50Ms} ms, p99 ${overhead.polledP99Ms} ms`);
    figures.overhead = overhead;
  }

  // A 10 MB workbook read row by row.
  if (PARTS.has('xlsx')) {
    const excel = await taskWithScript('Bench: 10 MB workbook', 'excel-processing', XLSX_SCRIPT);
    const workbook = workbookOf(10 * MB - 64 * 1024); // svc-files takes files under 10 MB
    const form = new FormData();
    form.append('taskId', String(excel));
    form.append('file', new Blob([workbook], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'hours.xlsx');
    const uploaded = await fetch(`${base}/api/upload`, { method: 'POST', headers: auth, body: form });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const workerPid = platform.processes.find((p) => p.name === 'svc-tasks-worker').child.pid;
    const big = await withRss(workerPid, async () => {
      const started = performance.now();
      const run = completed(await finished((await execute(excel)).id));
      return { ms: performance.now() - started, run };
    });
    const [rows, scriptMs, maxRssKb] = big.result.run.log.stdout.trim().split(' ').map(Number);
    const xlsx = {
      fileMb: round(workbook.length / MB),
      rows,
      totalMs: round(big.result.ms),
      scriptOwnMs: scriptMs,
      scriptPeakRssMb: round((maxRssKb * 1024) / MB),
      workerRssBeforeMb: big.rssBeforeMb,
      workerRssPeakMb: big.rssPeakMb,
    };
    log(
      `10 MB xlsx (${rows} rows): ${xlsx.totalMs} ms in all, the script ${scriptMs} ms at ${xlsx.scriptPeakRssMb} MB; worker RSS ${xlsx.workerRssBeforeMb} -> ${xlsx.workerRssPeakMb} MB`,
    );
    figures.xlsx = xlsx;
  }

  // Throughput: two workers, QUEUED runs queued at once.
  if (!PARTS.has('throughput')) return { ...figures, machine: machine() };
  const env = platform.serviceEnvs['svc-tasks'];
  const second = spawn(process.execPath, [join('dist', 'worker.js')], { cwd: SVC_TASKS, env, stdio: 'ignore' });
  try {
    await runtime(2);
    const queuedTask = await taskWithScript('Bench: queued runs', 'api-reporting', TRIVIAL_SCRIPT);
    const t0 = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next++ < QUEUED) await execute(queuedTask);
      }),
    );
    const queuedMs = Date.now() - t0;
    for (const deadline = Date.now() + 1_200_000; ; await sleep(250)) {
      const answer = await fetch(`${base}/api/executions?taskId=${queuedTask}&status=pending&limit=1`, { headers: auth });
      const pending = Number(answer.headers.get('x-total-count'));
      const running = Number(
        (await fetch(`${base}/api/executions?taskId=${queuedTask}&status=running&limit=1`, { headers: auth })).headers.get('x-total-count'),
      );
      if (pending + running === 0) break;
      if (Date.now() > deadline) throw new Error(`${pending} pending and ${running} running after 20 minutes`);
    }
    const runs = [];
    while (runs.length < QUEUED) {
      const batch = await api(`/api/executions?taskId=${queuedTask}&limit=200&offset=${runs.length}`);
      if (batch.length === 0) break;
      runs.push(...batch);
    }
    const failed = runs.filter((r) => r.status !== 'completed');
    if (failed.length) throw new Error(`${failed.length} of ${runs.length} queued runs did not complete: ${failed[0].error}`);
    const first = Math.min(...runs.map((r) => Date.parse(r.createdAt)));
    const last = Math.max(...runs.map((r) => Date.parse(r.endTime)));
    const waits = runs.map((r) => Date.parse(r.startTime) - Date.parse(r.createdAt));
    const throughput = {
      workers: 2,
      runs: runs.length,
      queuedInMs: queuedMs,
      runsPerS: round(runs.length / ((last - first) / 1000)),
      queueWaitP50Ms: round(quantile(waits, 0.5)),
      queueWaitP99Ms: round(quantile(waits, 0.99)),
    };
    log(`throughput: ${throughput.runsPerS} runs/s with 2 workers, queue wait p50 ${throughput.queueWaitP50Ms} ms, p99 ${throughput.queueWaitP99Ms} ms`);
    return { ...figures, throughput, machine: machine() };
  } finally {
    second.kill('SIGTERM');
  }
}).then(async (ours) => {
  // n8n alone on the machine once our platform is stopped.
  const notAsked = { unavailable: 'not asked for (BENCH_EXECUTION_PARTS)' };
  const n8n = PARTS.has('n8n') ? await measureN8n({ runs: RUNS, log }) : notAsked;
  if (n8n.unavailable) log(`n8n side by side unavailable: ${n8n.unavailable}`);
  const ratio = n8n.unavailable || !ours.overhead ? null : round(ours.overhead.p50Ms / n8n.sequentialP50Ms);
  if (ratio !== null) log(`our p50 / n8n's p50: ${ratio}`);
  // n8n's queue mode: a main process, Redis and a worker, the set-up built like ours.
  const n8nQueue = PARTS.has('n8n') ? await measureN8n({ runs: RUNS, log, mode: 'queue' }) : notAsked;
  if (n8nQueue.unavailable) log(`n8n queue mode unavailable: ${n8nQueue.unavailable}`);
  const queueRatio = n8nQueue.unavailable || !ours.overhead ? null : round(ours.overhead.p50Ms / n8nQueue.sequentialP50Ms);
  if (queueRatio !== null) log(`our p50 / n8n queue mode's p50: ${queueRatio}`);
  writeBenchResult('execution.json', {
    bench: 'execution',
    at: new Date().toISOString(),
    figures: { ...ours, n8n, oursToN8nP50: ratio, n8nQueue, oursToN8nQueueP50: queueRatio },
  });
});
