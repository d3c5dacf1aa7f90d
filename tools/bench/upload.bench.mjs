// npm run bench (upload): POST /api/upload of xlsx workbooks, against a platform of its own
// (fresh databases, own NATS, free ports, built services).
//   - signs up a real user through the gateway and takes one of their company's starter tasks,
//   - per size (1 MB and 10 MB), BENCH_UPLOADS sequential uploads (default 10) after 2 warm-up
//     ones, through the gateway and straight to svc-files alternately, each answer checked (201,
//     size); MB/s from the median time of the whole request (the body streamed from memory),
//   - svc-files' resident memory (VmRSS of its process, read from /proc every 5 ms) before and at
//     its peak during each size's uploads: streaming keeps it flat whatever the file's size,
//   - the zip-bomb check: how long a refused bomb takes to answer 422 (10,001 entries; 300 MB of
//     spaces deflated; 20 MB of spaces, 1000 to 1) and a workbook of 9,990 entries to pass.
// Writes bench/results/upload.json at the workspace root.
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { firstTaskOf, MB, median, round, signUp, withIsolatedPlatform, withRss, writeBenchResult } from './bench-support.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const WARM_UP = 2;
const PASSWORD = 'Bench2026!pw';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A zip written by yazl (the well-kept writer) from `entries` of { name, data | stream, compress }: its bytes. */
function zipOf(entries) {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.stream) zip.addReadStream(entry.stream, entry.name, { compress: entry.compress ?? true });
    else zip.addBuffer(entry.data, entry.name, { compress: entry.compress ?? true });
  }
  zip.end();
  return collect(zip.outputStream);
}

async function collect(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const xml = (text) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const WORKBOOK_PARTS = [
  {
    name: '[Content_Types].xml',
    data: xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    data: xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
  },
  {
    name: 'xl/workbook.xml',
    data: xml(
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hours" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  },
];

/**
 * A real one-sheet workbook of about `bytes`: rows of a technician, a date, hours and a rate, the
 * sheet stored (not deflated) so the file is as large as its data.
 */
function sheetOf(bytes) {
  const rows = [];
  let size = 0;
  for (let r = 1; size < bytes - 400; r++) {
    const row = `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Technician ${r % 97}</t></is></c><c r="B${r}"><v>${45000 + (r % 365)}</v></c><c r="C${r}"><v>${((r * 7919) % 1000) / 100}</v></c><c r="D${r}"><v>${20 + (r % 30)}</v></c></row>`;
    rows.push(row);
    size += row.length;
  }
  return xml(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`);
}

const workbookOf = (bytes) => zipOf([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet1.xml', data: sheetOf(bytes), compress: false }]);
const spaces = (bytes) =>
  Readable.from(
    (function* () {
      const chunk = Buffer.alloc(MB, 0x20);
      for (let sent = 0; sent < bytes; sent += MB) yield chunk;
    })(),
  );

/** One multipart upload (taskId, then the file), timed with hrtime; the answer's status and body. */
async function upload(base, token, taskId, name, bytes) {
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', new Blob([bytes], { type: XLSX }), name);
  const started = process.hrtime.bigint();
  const response = await fetch(`${base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await response.json();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.status, body };
}

async function expectUpload(base, token, taskId, name, bytes) {
  const answer = await upload(base, token, taskId, name, bytes);
  if (answer.status !== 201 || answer.body.size !== bytes.length) throw new Error(`${base} upload of ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.ms;
}

await withIsolatedPlatform({ label: 'upload' }, async (platform, { servicePorts, machine }) => {
  const direct = `http://127.0.0.1:${servicePorts['svc-files']}`;
  const pid = platform.processes.find((p) => p.name === 'svc-files').child.pid;
  const { token } = await signUp(platform.url, { label: 'upload-bench', password: PASSWORD });
  // The company's starter tasks come from identity.company.created.v1; svc-files learns each from
  // tasks.task.created.v1 (an upload waits up to 2 s for that).
  const taskId = await firstTaskOf(platform.url, token);

  const sizes = [];
  for (const mb of [1, 10, 1]) {
    const bytes = await workbookOf(mb * MB - 8 * 1024);
    for (let i = 0; i < WARM_UP; i++) await expectUpload(platform.url, token, taskId, `warm-${mb}.xlsx`, bytes);
    const measured = await withRss(pid, async () => {
      const gateway = [];
      const straight = [];
      for (let i = 0; i < UPLOADS; i++) {
        const order = i % 2 === 0 ? [platform.url, direct] : [direct, platform.url];
        for (const base of order) (base === direct ? straight : gateway).push(await expectUpload(base, token, taskId, `hours-${mb}mb.xlsx`, bytes));
      }
      return { gateway, straight };
    });
    const [g, d] = [median(measured.result.gateway), median(measured.result.straight)];
    sizes.push({
      fileMb: round(bytes.length / MB),
      uploads: UPLOADS,
      gatewayMedianMs: round(g),
      gatewayMbPerS: round(bytes.length / MB / (g / 1000)),
      directMedianMs: round(d),
      directMbPerS: round(bytes.length / MB / (d / 1000)),
      svcFilesRssBeforeMb: measured.rssBeforeMb,
      svcFilesRssPeakMb: measured.rssPeakMb,
    });
    console.log(
      `${round(bytes.length / MB)} MB xlsx: gateway ${round(g)} ms (${sizes.at(-1).gatewayMbPerS} MB/s), direct ${round(d)} ms; svc-files RSS ${measured.rssBeforeMb} -> peak ${measured.rssPeakMb} MB`,
    );
  }

  const bombs = [
    [
      '10,001 entries',
      'more than 10,000 entries',
      zipOf([...WORKBOOK_PARTS, ...Array.from({ length: 10_001 }, (_, i) => ({ name: `xl/media/e${i}.txt`, data: Buffer.alloc(0), compress: false }))]),
    ],
    ['300 MB of spaces', 'over 200 MB unpacked', zipOf([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet1.xml', stream: spaces(300 * MB) }])],
    ['20 MB of spaces', 'compressed over 200 to 1', zipOf([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet1.xml', stream: spaces(20 * MB) }])],
  ];
  const bombFigures = [];
  for (const [what, reason, pending] of bombs) {
    const bytes = await pending;
    const times = [];
    for (let i = 0; i < 5; i++) {
      const answer = await upload(direct, token, taskId, 'bomb.xlsx', bytes);
      const expected = `This spreadsheet is too large to open safely: ${reason}.`;
      if (answer.status !== 422 || answer.body.message !== expected) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      times.push(answer.ms);
    }
    bombFigures.push({ bomb: what, fileKb: round(bytes.length / 1024), refusedIn422MedianMs: round(median(times)) });
    console.log(`bomb ${what} (${round(bytes.length / 1024)} KB): 422 in ${round(median(times))} ms`);
  }
  const manyEntries = await zipOf([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', data: sheetOf(1024) },
    ...Array.from({ length: 9_990 }, (_, i) => ({ name: `xl/media/e${i}.txt`, data: Buffer.alloc(0), compress: false })),
  ]);
  const passTimes = [];
  for (let i = 0; i < 3; i++) passTimes.push(await expectUpload(direct, token, taskId, 'many.xlsx', manyEntries));
  const small = await workbookOf(16 * 1024);
  const smallTimes = [];
  for (let i = 0; i < 5; i++) smallTimes.push(await expectUpload(direct, token, taskId, 'small.xlsx', small));
  console.log(`9,995 entries: accepted in ${round(median(passTimes))} ms; a 16 KB workbook in ${round(median(smallTimes))} ms`);

  const result = {
    benchmark: 'upload',
    date: new Date().toISOString(),
    machine: machine(),
    settings: {
      platform: 'gateway and the four services from their builds, one instance each, own databases and NATS (startPlatform), local-disk storage',
      files: 'real one-sheet xlsx workbooks (the sheet stored, so the file is as large as its data), sent as multipart with taskId first',
      timing: `sequential, per-request hrtime of the whole upload and its answer, median of ${UPLOADS} per target after ${WARM_UP} warm-up uploads; gateway and direct alternate`,
      memory: "svc-files' VmRSS from /proc/<pid>/status every 5 ms: before each size's uploads and at its peak during them",
      bombs: 'built with yazl (really deflated, sizes true): the directory check refuses them before anything is unpacked; median of 5, straight to svc-files',
    },
    figures: {
      uploads: sizes,
      bombs: bombFigures,
      accepted9990EntriesMedianMs: round(median(passTimes)),
      accepted16KbWorkbookMedianMs: round(median(smallTimes)),
    },
  };
  writeBenchResult('upload.json', result);
});
