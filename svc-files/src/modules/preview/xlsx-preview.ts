import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SaxesParser } from 'saxes';
import { open, type Entry, type ZipFile } from 'yauzl';
import { booleanText, builtInFormatKind, cellNumberText, formatCodeKind, numberText, unescapeOoxml, type NumberKind } from './cell-text.js';
import { PreviewError } from './preview-error.js';
import { PreviewGrid } from './preview-grid.js';
import type { PreviewLimits, SheetsAndRows } from './spreadsheet-preview.js';

/*
 * xlsx, streamed. The upload is spooled to a temporary file (the zip's directory is at its end),
 * then only the parts the preview needs are unpacked, each through a SAX parser: the package and
 * workbook relationships and xl/workbook.xml (the sheet names, without touching any sheet), the
 * chosen sheet until its first maxRows rows are read (its stream is then destroyed: the rest is
 * never unpacked), the styles' number formats when a number may be a date, and the shared strings
 * up to the last one those rows use. Nothing is held but those rows.
 *
 * exceljs' WorkbookReader (compared in svc-files/bench) reads the zip front to back instead: an
 * Excel or exceljs file stores the shared strings after the sheets, so it unpacks every sheet to a
 * temporary file first and caches all shared strings (a 10 MB sheet: ~3 s and ~150 MB RSS).
 */

/** Most bytes the spooled file may have: the largest output an execution may store. */
export const XLSX_MAX_BYTES = 100 * 1024 * 1024;
/** Most entries the zip may list (an upload is held to 10,000 by the bomb check). */
const MAX_ENTRIES = 20_000;
/** Most bytes one part may unpack to while it is read (a sheet is left long before this). */
const MAX_PART_BYTES = 256 * 1024 * 1024;
/** Most characters kept of one cell (Excel's own limit). */
const MAX_CELL_CHARS = 32_767;

const RELATIONSHIP = {
  officeDocument: /\/officeDocument$/,
  worksheet: /\/worksheet$/,
  sharedStrings: /\/sharedStrings$/,
  styles: /\/styles$/,
};

export async function previewXlsx(input: Readable, limits: PreviewLimits, sheet: string | undefined): Promise<SheetsAndRows> {
  const dir = await mkdtemp(join(limits.tempDir, 'svc-files-preview-'));
  try {
    const path = join(dir, 'workbook.xlsx');
    await spool(input, path, limits.signal);
    const zip = await openZip(path);
    try {
      return await new WorkbookPreview(new ZipParts(zip, limits.signal), limits).read(sheet);
    } finally {
      zip.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function spool(input: Readable, path: string, signal: AbortSignal): Promise<void> {
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > XLSX_MAX_BYTES ? PreviewError.tooLarge() : null, chunk);
    },
  });
  await pipeline(input, cap, createWriteStream(path), { signal });
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    open(path, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(PreviewError.unreadable()) : resolve(zip),
    ),
  );
}

interface XmlHandler {
  /** Returning true stops the reading of the part. */
  open?(name: string, attributes: Record<string, string>): boolean | void;
  text?(text: string): void;
  close?(name: string): boolean | void;
}

/** A tag's name without its namespace prefix (`x:row` is `row`: some writers prefix every tag). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The zip's parts by name (case-insensitive, as OPC part names are), each read through a SAX parser. */
class ZipParts {
  private entries: Map<string, Entry> | null = null;

  constructor(
    private readonly zip: ZipFile,
    private readonly signal: AbortSignal,
  ) {}

  private async list(): Promise<Map<string, Entry>> {
    if (this.entries) return this.entries;
    if (this.zip.entryCount > MAX_ENTRIES) throw PreviewError.tooLarge();
    const entries = new Map<string, Entry>();
    await new Promise<void>((resolve, reject) => {
      this.zip.on('entry', (entry: Entry) => {
        entries.set(entry.fileName.toLowerCase(), entry);
        this.zip.readEntry();
      });
      this.zip.once('end', resolve);
      // Kept for the zip's life: an error emitted later must not go unheard (it would crash the process).
      this.zip.on('error', reject);
      this.zip.readEntry();
    });
    return (this.entries = entries);
  }

  async has(part: string): Promise<boolean> {
    return (await this.list()).has(part.toLowerCase());
  }

  /** Reads the part through `handler` until its end or until a handler returns true. */
  async read(part: string, handler: XmlHandler): Promise<void> {
    const entry = (await this.list()).get(part.toLowerCase());
    if (!entry) throw PreviewError.unreadable();
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
    stream.setEncoding('utf8');
    const parser = new SaxesParser({ position: false });
    let stopped = false;
    parser.on('opentag', (tag) => {
      if (!stopped && handler.open?.(localName(tag.name), tag.attributes as Record<string, string>)) stopped = true;
    });
    parser.on('closetag', (tag) => {
      if (!stopped && handler.close?.(localName(tag.name))) stopped = true;
    });
    if (handler.text) {
      const text = handler.text.bind(handler);
      parser.on('text', (value) => !stopped && text(value));
      parser.on('cdata', (value) => !stopped && text(value));
    }
    let unpacked = 0;
    try {
      for await (const chunk of stream as AsyncIterable<string>) {
        if (this.signal.aborted) throw PreviewError.timeout();
        unpacked += chunk.length;
        if (unpacked > MAX_PART_BYTES) throw PreviewError.tooLarge();
        parser.write(chunk);
        if (stopped) return;
      }
      parser.close();
    } finally {
      stream.destroy();
    }
  }
}

interface Relationship {
  type: string;
  part: string;
}

/** The relationships of `part` (its `_rels/<name>.rels`), targets resolved to part names. */
async function relationships(parts: ZipParts, part: string): Promise<Map<string, Relationship>> {
  const dir = posix.dirname(part);
  const relsPart = posix.join(dir, '_rels', `${posix.basename(part)}.rels`);
  const found = new Map<string, Relationship>();
  if (!(await parts.has(relsPart))) return found;
  await parts.read(relsPart, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External' || !attributes.Target) return;
      const target = attributes.Target;
      const resolved = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target));
      found.set(attributes.Id, { type: attributes.Type ?? '', part: resolved });
    },
  });
  return found;
}

const findRelationship = (rels: Map<string, Relationship>, type: RegExp) => [...rels.values()].find((rel) => type.test(rel.type));

/** A value read from the sheet, before shared strings and number formats are applied. */
interface RawCell {
  row: number;
  column: number;
  /** The cell's t attribute: n (default), s, str, inlineStr, b, e, d. */
  type: string;
  style: number;
  value: string;
}

class WorkbookPreview {
  constructor(
    private readonly parts: ZipParts,
    private readonly limits: PreviewLimits,
  ) {}

  async read(wanted: string | undefined): Promise<SheetsAndRows> {
    const root = findRelationship(await relationships(this.parts, ''), RELATIONSHIP.officeDocument);
    const workbookPart = root?.part ?? 'xl/workbook.xml';
    const rels = await relationships(this.parts, workbookPart);

    const listed: { name: string; part: string }[] = [];
    let date1904 = false;
    await this.parts.read(workbookPart, {
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
        if (name !== 'sheet' || attributes.state === 'hidden' || attributes.state === 'veryHidden') return;
        const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
        const rel = id ? rels.get(id) : undefined;
        if (rel && RELATIONSHIP.worksheet.test(rel.type)) listed.push({ name: attributes.name ?? '', part: rel.part });
      },
      close: (name) => name === 'sheets',
    });
    const sheets = listed.map((sheet) => sheet.name);
    const chosen = wanted === undefined ? listed[0] : listed.find((sheet) => sheet.name === wanted);
    if (!chosen) {
      if (wanted !== undefined) throw PreviewError.unknownSheet(wanted);
      return { sheets, sheet: null, rows: [], truncated: false };
    }

    const grid = new PreviewGrid(this.limits.maxRows, this.limits.maxColumns);
    const cells = await this.readSheet(chosen.part, grid);
    const sharedStrings = await this.readSharedStrings(findRelationship(rels, RELATIONSHIP.sharedStrings)?.part, cells);
    const numberKinds = await this.readNumberKinds(findRelationship(rels, RELATIONSHIP.styles)?.part, cells);
    for (const cell of cells) grid.set(cell.row, cell.column, cellText(cell, sharedStrings, numberKinds, date1904));
    return { sheets, sheet: chosen.name, rows: grid.result(), truncated: grid.truncated };
  }

  /** The sheet's cells up to the row cap; stops at the first value past it (then `grid.truncated`). */
  private async readSheet(part: string, grid: PreviewGrid): Promise<RawCell[]> {
    const cells: RawCell[] = [];
    let row = -1;
    let column = -1;
    let cell: RawCell | null = null;
    let hasValue = false;
    /** Inside <v>, or a <t> of an inline string that is not a phonetic run. */
    let collecting = false;
    let inInline = false;
    let inPhonetic = false;
    await this.parts.read(part, {
      open(name, attributes) {
        switch (name) {
          case 'row':
            row = attributes.r ? Number(attributes.r) - 1 : row + 1;
            column = -1;
            break;
          case 'c':
            column = attributes.r ? columnIndex(attributes.r, column + 1) : column + 1;
            cell = { row, column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: '' };
            hasValue = false;
            break;
          case 'v':
            collecting = hasValue = true;
            break;
          case 'is':
            inInline = hasValue = true;
            break;
          case 'rPh':
            inPhonetic = true;
            break;
          case 't':
            collecting = inInline && !inPhonetic;
            break;
        }
      },
      text(text) {
        if (collecting && cell && cell.value.length < MAX_CELL_CHARS) cell.value += text;
      },
      close(name) {
        switch (name) {
          case 'v':
          case 't':
            collecting = false;
            break;
          case 'rPh':
            inPhonetic = false;
            break;
          case 'is':
            inInline = false;
            break;
          case 'c':
            if (!cell || !hasValue || cell.value === '') break;
            if (!grid.holds(cell.row)) {
              grid.truncated = true;
              return true;
            }
            cells.push(cell);
            cell = null;
            break;
          case 'sheetData':
            return true;
        }
      },
    });
    return cells;
  }

  /** The shared strings the cells use, read up to the last of them. */
  private async readSharedStrings(part: string | undefined, cells: RawCell[]): Promise<Map<number, string>> {
    const needed = new Set(cells.filter((cell) => cell.type === 's').map((cell) => Number(cell.value)));
    const found = new Map<number, string>();
    if (needed.size === 0) return found;
    if (!part) throw PreviewError.unreadable();
    const last = Math.max(...needed);
    let index = -1;
    let text = '';
    let collecting = false;
    let inPhonetic = false;
    await this.parts.read(part, {
      open(name) {
        if (name === 'si') {
          index += 1;
          text = '';
        } else if (name === 'rPh') inPhonetic = true;
        else if (name === 't') collecting = !inPhonetic && needed.has(index);
      },
      text(value) {
        if (collecting && text.length < MAX_CELL_CHARS) text += value;
      },
      close(name) {
        if (name === 't') collecting = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si') {
          if (needed.has(index)) found.set(index, unescapeOoxml(text));
          return index >= last;
        }
      },
    });
    return found;
  }

  /** What each cell style (cellXfs index) makes of a number, read only when a number has a style. */
  private async readNumberKinds(part: string | undefined, cells: RawCell[]): Promise<NumberKind[]> {
    const kinds: NumberKind[] = [];
    if (!part || !cells.some((cell) => cell.type === 'n' && cell.style > 0)) return kinds;
    const custom = new Map<number, string>();
    let inCellXfs = false;
    await this.parts.read(part, {
      open(name, attributes) {
        if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          const id = Number(attributes.numFmtId ?? 0);
          const code = custom.get(id);
          kinds.push(code === undefined ? builtInFormatKind(id) : formatCodeKind(code));
        }
      },
      close: (name) => name === 'cellXfs',
    });
    return kinds;
  }
}

/** The 0-based column of a reference such as `C7` (`fallback` when it has no column letters). */
function columnIndex(reference: string, fallback: number): number {
  let column = 0;
  let letters = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
  }
  return letters === 0 || letters > 3 ? fallback : column - 1;
}

function cellText(cell: RawCell, sharedStrings: Map<number, string>, numberKinds: NumberKind[], date1904: boolean): string {
  switch (cell.type) {
    case 's':
      return sharedStrings.get(Number(cell.value)) ?? '';
    case 'b':
      return booleanText(cell.value.trim() === '1' || cell.value.trim() === 'true');
    case 'str':
    case 'inlineStr':
      return unescapeOoxml(cell.value);
    case 'e':
      return cell.value;
    case 'd':
      return isoCellDate(cell.value);
    default: {
      const number = Number(cell.value);
      if (cell.value.trim() === '' || Number.isNaN(number)) return cell.value;
      return numberKinds.length ? cellNumberText(number, numberKinds[cell.style] ?? 'number', date1904) : numberText(number);
    }
  }
}

/** A t="d" cell holds an ISO 8601 date-time: shown as a date when it is midnight. */
function isoCellDate(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2}))?/.exec(value);
  if (!match) return value;
  return !match[2] || match[2] === '00:00:00' ? match[1] : `${match[1]}T${match[2]}`;
}
