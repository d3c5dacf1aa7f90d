import type { InputSample } from './ai-builder.types.js';

// The sample file the user gives the AI builder, read in the browser: each sheet's header and first
// rows, as the execution worker's sample reader reads a task's input (csv as texts, xlsx cells as
// the file holds them), so the builder names the file's real columns and values. The file itself
// is uploaded to the task once it is created (svc-files checks it as every upload).

export const SAMPLE_ROWS = 10;
const MAX_SHEETS = 10;
const MAX_COLUMNS = 60;
const MAX_TEXT = 200;

type Cell = string | number | boolean | null;

function table(rows: Cell[][]): { columns: string[]; rows: Cell[][] } {
  const filled = rows.filter((row) => row.some((cell) => cell !== null && cell !== ''));
  const [header, ...rest] = filled;
  if (!header) return { columns: [], rows: [] };
  const cut = (cell: Cell): Cell => (typeof cell === 'string' ? cell.slice(0, MAX_TEXT) : cell);
  return {
    columns: header.slice(0, MAX_COLUMNS).map((cell) =>
      String(cell ?? '')
        .trim()
        .slice(0, MAX_TEXT),
    ),
    rows: rest.slice(0, SAMPLE_ROWS).map((row) => row.slice(0, MAX_COLUMNS).map(cut)),
  };
}

/** A CSV's first records (quoted fields, doubled quotes, the delimiter of the first line: , ; tab or |). */
export function csvRecords(text: string, most = SAMPLE_ROWS + 20): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t', '|'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length && records.length < most; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if ((field !== '' || record.length > 0) && records.length < most) records.push([...record, field]);
  return records;
}

/** A csv's sample: one sheet named after the file, its cells as texts. */
export function csvSample(fileName: string, text: string): InputSample {
  return { fileName, sheets: [{ name: fileName.replace(/\.[^.]*$/, ''), ...table(csvRecords(text)) }] };
}

// --- xlsx: a zip of XML parts, read with the browser's own inflater and XML parser.

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The zip's entries by name: their bytes, read on demand. */
function zipEntries(bytes: Uint8Array): Map<string, () => Promise<Uint8Array>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, () => Promise<Uint8Array>>();
  const decoder = new TextDecoder();
  for (let n = 0; n < count && view.getUint32(at, true) === 0x02014b50; n++) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    entries.set(name, async () => {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = bytes.subarray(start, start + size);
      return method === 0 ? data : inflate(data);
    });
  }
  return entries;
}

function columnIndex(ref: string): number {
  let index = 0;
  for (const letter of ref.replace(/\d+$/, '').toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function textOf(element: Element): string {
  return [...element.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('');
}

/** An xlsx's sample: its first sheets' header and first rows. */
export async function xlsxSample(fileName: string, bytes: Uint8Array): Promise<InputSample> {
  const entries = zipEntries(bytes);
  const xml = async (name: string): Promise<Document | null> => {
    const read = entries.get(name);
    return read ? new DOMParser().parseFromString(new TextDecoder().decode(await read()), 'application/xml') : null;
  };
  const strings = [...((await xml('xl/sharedStrings.xml'))?.getElementsByTagName('si') ?? [])].map(textOf);
  const targets = new Map(
    [...((await xml('xl/_rels/workbook.xml.rels'))?.getElementsByTagName('Relationship') ?? [])].map((r) => [
      r.getAttribute('Id'),
      r.getAttribute('Target') ?? '',
    ]),
  );
  const sheets: InputSample['sheets'] = [];
  for (const sheet of [...((await xml('xl/workbook.xml'))?.getElementsByTagName('sheet') ?? [])].slice(0, MAX_SHEETS)) {
    const target = targets.get(sheet.getAttribute('r:id')) ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const doc = await xml(path);
    const rows: Cell[][] = [];
    for (const row of [...(doc?.getElementsByTagName('row') ?? [])].slice(0, SAMPLE_ROWS + 20)) {
      const cells: Cell[] = [];
      for (const c of [...row.getElementsByTagName('c')]) {
        const index = columnIndex(c.getAttribute('r') ?? '');
        if (index < 0 || index >= MAX_COLUMNS) continue;
        const type = c.getAttribute('t');
        const v = c.getElementsByTagName('v')[0]?.textContent ?? null;
        let value: Cell = v;
        if (type === 's') value = strings[Number(v)] ?? null;
        else if (type === 'inlineStr') value = textOf(c);
        else if (type === 'b') value = v === '1';
        else if (type !== 'str' && type !== 'e' && v !== null && v.trim() !== '' && Number.isFinite(Number(v))) value = Number(v);
        while (cells.length < index) cells.push(null);
        cells[index] = value;
      }
      rows.push(cells);
    }
    sheets.push({ name: sheet.getAttribute('name') ?? `Sheet${sheets.length + 1}`, ...table(rows) });
  }
  return { fileName, sheets };
}

/**
 * The sample of a file the user picked (its upload checks passed): a csv or xlsx read here; an xls,
 * or a file that cannot be read, gives none (the builder then works from the words, and the task's
 * script binds to the file's columns when it runs).
 */
export async function readSample(file: File): Promise<InputSample | null> {
  const ext = file.name.toLowerCase().split('.').pop();
  try {
    if (ext === 'csv') return csvSample(file.name, await file.slice(0, 256 * 1024).text());
    if (ext === 'xlsx') return await xlsxSample(file.name, new Uint8Array(await file.arrayBuffer()));
  } catch {
    return null;
  }
  return null;
}
