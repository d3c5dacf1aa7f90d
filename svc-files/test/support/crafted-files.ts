import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Files made by the tests: real spreadsheets and the crafted ones an upload must refuse. Nothing
 * here is read from disk: every byte is written below.
 */

export interface ZipEntrySpec {
  name: string;
  data: Buffer;
  /** Deflate the data (default) or store it. */
  deflate?: boolean;
  /** What the central directory claims instead of the real sizes (a lying zip). */
  claim?: { compressedSize?: number; uncompressedSize?: number };
}

/** A zip archive (no zip64): local headers, data, central directory, end record. */
export function zip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflate = entry.deflate ?? true;
    const body = deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.claim?.compressedSize ?? body.length, 20);
    central.writeUInt32LE(entry.claim?.uncompressedSize ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8');

/** The parts of a minimal valid xlsx (one sheet, inline strings and numbers). */
export function xlsxEntries(rows: ReadonlyArray<ReadonlyArray<string | number>>, extra: readonly ZipEntrySpec[] = []): ZipEntrySpec[] {
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) =>
          typeof value === 'number'
            ? `<c r="${col(c)}${r + 1}"><v>${value}</v></c>`
            : `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`,
        )
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<sheets><sheet name="Hours" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`),
    },
    ...extra,
  ];
}

/** A small real xlsx workbook. */
export function anXlsx(
  rows: ReadonlyArray<ReadonlyArray<string | number>> = [
    ['Technician', 'Hours'],
    ['Ana', 38.5],
    ['Bo', 41],
  ],
): Buffer {
  return zip(xlsxEntries(rows));
}

/**
 * An xlsx of about `bytes` bytes: a real workbook with an incompressible media part (what a
 * workbook with pictures is), stored, so the file's size is what it claims.
 */
export function anXlsxOfSize(bytes: number, seed = 1): Buffer {
  const base = anXlsx();
  const filler = Buffer.alloc(Math.max(0, bytes - base.length - 200));
  let x = seed >>> 0 || 1;
  for (let i = 0; i < filler.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    filler[i] = x & 0xff;
  }
  return zip(xlsxEntries([['Technician', 'Hours']], [{ name: 'xl/media/image1.bin', data: filler, deflate: false }]));
}

/**
 * A minimal Excel 97-2003 workbook: an OLE compound file (CFB v3, 512-byte sectors) holding one
 * 'Workbook' stream with BIFF8 BOF and EOF records, padded to 4,096 bytes (the size from which a
 * stream lives in regular sectors). With another stream name it is another OLE document
 * ('WordDocument': a Word .doc).
 */
export function anXls(streamName = 'Workbook'): Buffer {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const FAT_SECTOR = 0xfffffffd;
  const streamSectors = 8;
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift: 512
  header.writeUInt16LE(6, 32); // mini sector shift: 64
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END, 60); // first mini FAT sector
  header.writeUInt32LE(0, 64); // mini FAT sectors
  header.writeUInt32LE(END, 68); // first DIFAT sector
  header.writeUInt32LE(0, 72); // DIFAT sectors
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREE, 76 + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END, 4); // directory: sector 1
  for (let s = 0; s < streamSectors; s++) fat.writeUInt32LE(s === streamSectors - 1 ? END : 3 + s, (2 + s) * 4);

  const directory = Buffer.alloc(SECTOR, 0);
  const dirEntry = (index: number, name: string, type: number, start: number, size: number, child: number) => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\u0000`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67); // black
    directory.writeUInt32LE(FREE, at + 68); // left sibling
    directory.writeUInt32LE(FREE, at + 72); // right sibling
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  dirEntry(0, 'Root Entry', 5, END, 0, 1);
  dirEntry(1, streamName, 2, 2, streamSectors * SECTOR, FREE);
  for (let i = 2; i < 4; i++) {
    directory.writeUInt32LE(FREE, i * 128 + 68);
    directory.writeUInt32LE(FREE, i * 128 + 72);
    directory.writeUInt32LE(FREE, i * 128 + 76);
  }

  const stream = Buffer.alloc(streamSectors * SECTOR, 0);
  // BOF (0x0809): BIFF8, workbook globals; EOF (0x000A).
  const bof = Buffer.from([0x09, 0x08, 0x10, 0x00, 0x00, 0x06, 0x05, 0x00, 0x54, 0x38, 0xcd, 0x07, 0xc1, 0x00, 0x01, 0x00, 0x06, 0x04, 0x00, 0x00]);
  bof.copy(stream, 0);
  Buffer.from([0x0a, 0x00, 0x00, 0x00]).copy(stream, bof.length);
  return Buffer.concat([header, fat, directory, stream]);
}

/** The start of a Linux executable (ELF header, then code-like bytes). */
export function anElf(): Buffer {
  const head = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x00, 0x3e, 0x00]);
  return Buffer.concat([head, Buffer.alloc(2048, 0x90)]);
}

/** The start of a Windows executable (MZ header, the DOS stub's text, a PE header). */
export function aWindowsExe(): Buffer {
  const exe = Buffer.alloc(1024, 0);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  exe.write('PE\u0000\u0000', 0x80, 'latin1');
  return exe;
}

/** A small PDF document (text at its start, binary marker line, a content stream). */
export function aPdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n', 'latin1'),
    Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
    Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

export const CSV_UTF8 = Buffer.from('Technician,Hours,Note\nZoë,38.5,Überstunden ✓\nBo,41,\n', 'utf8');
/** 'Zoë;38,5;café' in Windows-1252: no valid UTF-8 (0xEB, 0xE9 alone). */
export const CSV_CP1252 = Buffer.from([...Buffer.from('Technician;Hours;Note\nZo', 'latin1'), 0xeb, ...Buffer.from(';38,5;caf', 'latin1'), 0xe9, 0x0a]);
