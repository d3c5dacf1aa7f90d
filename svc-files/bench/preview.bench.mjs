// svc-files preview benchmark: how long the preview of a 10 MB spreadsheet takes and how much
// memory it needs (the first 100 rows of the first sheet, as GET /api/files/{id}/preview answers).
//   - makes a ~10 MB xlsx (one sheet of 135,000 rows, laid out as Excel writes it: the sheet before
//     its shared strings) and a ~10 MB csv of the same rows (spreadsheet-files.mjs),
//   - previews each from a file stream in a fresh node process (the built parser, dist/), RUNS
//     times, and reports the median and slowest time and the process's peak RSS beside its RSS
//     before the first preview (what the parser adds),
//   - does the same with an xlsx a tenth of the size (peak RSS must not grow with the sheet),
//   - does the same with exceljs' streaming WorkbookReader on the xlsx, the reader the parser
//     was compared with,
//   - writes bench/results/files-preview.json at the workspace root.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bigCsv, bigWorkbook } from './spreadsheet-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const parserModule = resolve(here, '..', 'dist', 'modules', 'preview', 'spreadsheet-preview.js');
const workspaceRoot = resolve(here, '..', '..');
const resultFile = join(workspaceRoot, 'bench', 'results', 'files-preview.json');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const XLSX_ROWS = 135_000;
const CSV_ROWS = 100_000;
const MB = 1024 * 1024;
const round = (n) => Math.round(n * 10) / 10;

/** In the child: previews `file` RUNS times with `reader`, prints times and memory as JSON. */
async function child(reader, kind, file, runs) {
  // The reader's code is loaded first: what is measured is what a preview adds to a running service.
  if (reader === 'exceljs') createRequire(import.meta.url)('exceljs');
  else await import(pathToFileURL(parserModule).href);
  const rssBefore = process.memoryUsage().rss;
  const times = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    // What one run left behind (read buffers wait for a GC) is not counted against the next.
    globalThis.gc();
    const started = performance.now();
    rows = reader === 'exceljs' ? await viaExceljs(file) : (await viaParser(kind, file)).rows.length;
    times.push(performance.now() - started);
  }
  // maxRSS is in KiB.
  const peakRss = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(JSON.stringify({ times, rows, rssBefore, peakRss }));
}

async function viaParser(kind, file) {
  const { previewSpreadsheet } = await import(pathToFileURL(parserModule).href);
  return previewSpreadsheet(createReadStream(file), kind, { timeoutMs: 60_000 });
}

/** exceljs 4.4's streaming reader, used as its documentation shows, stopped after 100 rows. */
async function viaExceljs(file) {
  const ExcelJS = createRequire(import.meta.url)('exceljs');
  const input = createReadStream(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit' });
  const rows = [];
  outer: for await (const worksheet of reader) {
    for await (const row of worksheet) {
      rows.push(row.values);
      if (rows.length >= 100) break outer;
    }
  }
  input.destroy();
  return rows.length;
}

function measure(reader, kind, file) {
  return new Promise((resolvePromise, reject) => {
    const worker = spawn(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--child', reader, kind, file, String(RUNS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    worker.stdout.on('data', (chunk) => (out += chunk));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${reader} ${kind} exited with ${code}`));
      const { times, rows, rssBefore, peakRss } = JSON.parse(out);
      const sorted = [...times].sort((a, b) => a - b);
      resolvePromise({
        rows,
        medianMs: round(sorted[Math.floor(sorted.length / 2)]),
        maxMs: round(sorted.at(-1)),
        rssBeforeMB: round(rssBefore / MB),
        peakRssMB: round(peakRss / MB),
      });
    });
  });
}

async function main() {
  if (!existsSync(parserModule)) throw new Error(`${parserModule} is missing: build svc-files first`);
  const dir = await mkdtemp(join(tmpdir(), 'bench-preview-'));
  try {
    const loadAtStart = loadavg()[0];
    const xlsx = join(dir, 'jobs.xlsx');
    const smallXlsx = join(dir, 'jobs-small.xlsx');
    const csv = join(dir, 'jobs.csv');
    await writeFile(xlsx, await bigWorkbook({ rows: XLSX_ROWS }));
    await writeFile(smallXlsx, await bigWorkbook({ rows: XLSX_ROWS / 10 }));
    await writeFile(csv, bigCsv({ rows: CSV_ROWS }));
    const sizeMB = async (file) => round((await stat(file)).size / MB);

    const figures = {
      xlsx: { fileMB: await sizeMB(xlsx), sheetRows: XLSX_ROWS + 1, ...(await measure('parser', 'xlsx', xlsx)) },
      // The same sheet a tenth as long: a streaming reader's peak RSS does not grow with the sheet.
      xlsxTenthOfTheSize: { fileMB: await sizeMB(smallXlsx), sheetRows: XLSX_ROWS / 10 + 1, ...(await measure('parser', 'xlsx', smallXlsx)) },
      csv: { fileMB: await sizeMB(csv), rows: CSV_ROWS + 1, ...(await measure('parser', 'csv', csv)) },
      xlsxWithExceljsReader: { fileMB: await sizeMB(xlsx), ...(await measure('exceljs', 'xlsx', xlsx)) },
    };
    const result = {
      benchmark: 'files preview',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) },
      settings: {
        parser: 'svc-files/dist/modules/preview/spreadsheet-preview.js (previewSpreadsheet), first sheet, 100 rows x 100 columns',
        input: 'a file stream (what the local store hands over); xlsx: 135,000 rows x 8 columns, sheet before shared strings, as Excel writes it',
        runs: RUNS,
        process:
          'each reader in a fresh node process (--expose-gc, a GC before each run): rssBeforeMB is its RSS with the reader loaded, before the first preview; peakRssMB the most it ever held',
        comparison: 'exceljs 4.4 stream.xlsx.WorkbookReader (sharedStrings cache, styles cache), stopped after 100 rows',
      },
      figures,
    };
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwrote ${resultFile}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [, , , reader, kind, file, runs] = process.argv;
  child(reader, kind, file, Number(runs)).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
