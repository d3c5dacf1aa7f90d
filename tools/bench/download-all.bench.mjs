// npm run bench (download-all): GET /api/download-all-files of an execution with 20 output files,
// against a platform of its own (fresh databases, own NATS, free ports, built services).
//   - signs up a real user through the gateway, takes one of their company's starter tasks,
//     uploads its input and plays the execution worker on svc-files' internal API (claim the
//     inputs, store 20 outputs of 1 MB: 10 xlsx, stored as they are in the zip, and 10 csv,
//     deflated), with a service token signed with the start's SERVICE_TOKEN_SECRET,
//   - BENCH_DOWNLOADS sequential downloads (default 10) after 2 warm-up ones, through the gateway
//     and straight to svc-files alternately: time to the first byte of the body and to the last,
//   - svc-files' resident memory (VmRSS from /proc every 5 ms) before and at its peak: the zip is
//     streamed as it is built, so it stays far below the 20 MB it sends,
//   - one answer read back with yauzl: 20 entries, every size right.
// Writes bench/results/download-all.json at the workspace root.
import { createHmac } from 'node:crypto';
import yauzl from 'yauzl';
import { firstTaskOf, json, MB, median, round, signUp, withIsolatedPlatform, withRss, writeBenchResult } from './bench-support.mjs';

const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 10);
const WARM_UP = 2;
const FILES = 20;
const PASSWORD = 'Bench2026!pw';

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A service token (HS256 JWT, iss svc-tasks, aud svc-files, one minute), as nest-kit's signServiceToken makes it. */
function serviceToken(secret) {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ iss: 'svc-tasks', aud: 'svc-files', iat: now, exp: now + 60 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** An output of about 1 MB: an xlsx-named blob of varied bytes, or a csv of technicians' hours. */
function outputOf(i) {
  if (i % 2 === 0) {
    const bytes = Buffer.alloc(MB);
    for (let k = 0; k < bytes.length; k++) bytes[k] = (k * 2654435761 + i) >>> 24;
    return { name: `Pay report ${i}.xlsx`, bytes };
  }
  const lines = [];
  for (let r = 0, size = 0; size < MB; r++) {
    const line = `Technician ${r % 97},2026-03-${String(1 + (r % 28)).padStart(2, '0')},${((r * 7919) % 1000) / 100},${20 + (r % 30)}\n`;
    lines.push(line);
    size += line.length;
  }
  return { name: `Hours ${i}.csv`, bytes: Buffer.from(lines.join('').slice(0, MB), 'utf8') };
}

/** One download, timed: to the answer's headers, to the first byte of the body, to the last. */
async function download(url, token, keep = false) {
  const started = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const headersMs = ms();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let firstByteMs = null;
  let bytes = 0;
  const chunks = [];
  for await (const chunk of response.body) {
    firstByteMs ??= ms();
    bytes += chunk.length;
    if (keep) chunks.push(chunk);
  }
  return { headersMs, firstByteMs, totalMs: ms(), bytes, body: keep ? Buffer.concat(chunks) : null };
}

function entriesOf(buffer) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = [];
      zip.on('entry', (entry) => {
        entries.push({ name: entry.fileName, size: entry.uncompressedSize, method: entry.compressionMethod });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

await withIsolatedPlatform({ label: 'download-all' }, async (platform, { servicePorts, machine }) => {
  const direct = `http://127.0.0.1:${servicePorts['svc-files']}`;
  const pid = platform.processes.find((p) => p.name === 'svc-files').child.pid;
  const { token, companyId } = await signUp(platform.url, { label: 'zip-bench', password: PASSWORD });
  const taskId = await firstTaskOf(platform.url, token);

  // The task's input, then the worker's run: claim it, store the outputs.
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', new Blob(['Technician,Hours\nAna,38.5\n'], { type: 'text/csv' }), 'hours.csv');
  const uploaded = await fetch(`${platform.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const executionId = 4_200_000 + Math.floor(Math.random() * 1_000_000);
  const internal = (path, init) =>
    json(`${direct}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${serviceToken(platform.serviceTokenSecret)}` } });
  await internal(`/internal/executions/${executionId}/inputs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyId, taskId }),
  });
  let totalBytes = 0;
  const outputs = Array.from({ length: FILES }, (_, i) => outputOf(i));
  for (const { name, bytes } of outputs) {
    await internal(`/internal/executions/${executionId}/outputs/${encodeURIComponent(name)}?companyId=${companyId}&taskId=${taskId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    totalBytes += bytes.length;
  }

  const path = `/api/download-all-files?taskId=${taskId}&executionId=${executionId}`;
  const check = await download(`${platform.url}${path}`, token, true);
  const entries = await entriesOf(check.body);
  const expected = new Map(outputs.map((o) => [o.name, o.bytes.length]));
  if (entries.length !== FILES || entries.some((e) => expected.get(e.name) !== e.size)) throw new Error(`the zip holds ${JSON.stringify(entries)}`);
  const stored = entries.filter((e) => e.method === 0).length;

  for (let i = 0; i < WARM_UP; i++) await download(`${platform.url}${path}`, token);
  const measured = await withRss(pid, async () => {
    const gateway = [];
    const straight = [];
    for (let i = 0; i < DOWNLOADS; i++) {
      const order = i % 2 === 0 ? [platform.url, direct] : [direct, platform.url];
      for (const base of order) (base === direct ? straight : gateway).push(await download(`${base}${path}`, token));
    }
    return { gateway, straight };
  });
  const summary = (runs) => ({
    headersMedianMs: round(median(runs.map((r) => r.headersMs))),
    firstByteMedianMs: round(median(runs.map((r) => r.firstByteMs))),
    totalMedianMs: round(median(runs.map((r) => r.totalMs))),
    zipMb: round(runs[0].bytes / MB),
    mbPerS: round(runs[0].bytes / MB / (median(runs.map((r) => r.totalMs)) / 1000)),
  });
  const figures = {
    files: FILES,
    outputsMb: round(totalBytes / MB),
    storedEntries: stored,
    deflatedEntries: FILES - stored,
    gateway: summary(measured.result.gateway),
    direct: summary(measured.result.straight),
    svcFilesRssBeforeMb: measured.rssBeforeMb,
    svcFilesRssPeakMb: measured.rssPeakMb,
  };
  console.log(
    `download-all of ${FILES} files (${figures.outputsMb} MB -> ${figures.gateway.zipMb} MB zip): gateway first byte ${figures.gateway.firstByteMedianMs} ms, total ${figures.gateway.totalMedianMs} ms; direct first byte ${figures.direct.firstByteMedianMs} ms, total ${figures.direct.totalMedianMs} ms; svc-files RSS ${figures.svcFilesRssBeforeMb} -> peak ${figures.svcFilesRssPeakMb} MB`,
  );

  const result = {
    benchmark: 'download-all',
    date: new Date().toISOString(),
    machine: machine(),
    settings: {
      platform: 'gateway and the four services from their builds, one instance each, own databases and NATS (startPlatform), local-disk storage',
      files: `${FILES} outputs of 1 MB stored through the internal API: 10 xlsx (stored in the zip as they are), 10 csv (deflated)`,
      timing: `sequential; per download: hrtime to the answer's headers, to the first body byte, to the last; median of ${DOWNLOADS} per target after ${WARM_UP} warm-up downloads; gateway and direct alternate`,
      memory: "svc-files' VmRSS from /proc/<pid>/status every 5 ms: before the measured downloads and at its peak during them",
    },
    figures,
  };
  writeBenchResult('download-all.json', result);
});
