import { open, type FileHandle } from 'node:fs/promises';
import { InvalidFileTypeError } from '../upload.errors.js';

const HEADER_BYTES = 512;
const END_OF_CHAIN = 0xfffffffe;
const DIR_ENTRY_BYTES = 128;
const STREAM = 2;
/** The stream an Excel 97-2003 workbook (BIFF8) keeps its sheets in; 'Book' for Excel 5/95 (BIFF5). */
const WORKBOOK_STREAMS = new Set(['workbook', 'book']);

class NotAWorkbook extends Error {}

function check(condition: boolean): asserts condition {
  if (!condition) throw new NotAWorkbook();
}

/**
 * Reads just enough of an OLE compound file (MS-CFB) to tell an Excel workbook from other OLE
 * documents (a Word .doc, an .msi, a PowerPoint renamed .xls): the header, the FAT sectors and the
 * directory's chain, looking for the 'Workbook' (or 'Book') stream. Nothing else is read, never the
 * whole file. Anything out of range or looping is no workbook (InvalidFileTypeError).
 */
export async function inspectOleWorkbook(path: string): Promise<void> {
  let file: FileHandle | null = null;
  try {
    file = await open(path, 'r');
    if (!(await hasWorkbookStream(file))) throw new NotAWorkbook();
  } catch (error) {
    if (error instanceof NotAWorkbook || error instanceof RangeError) throw new InvalidFileTypeError();
    throw error;
  } finally {
    await file?.close();
  }
}

async function hasWorkbookStream(file: FileHandle): Promise<boolean> {
  const { size } = await file.stat();
  check(size >= HEADER_BYTES);
  const header = Buffer.alloc(HEADER_BYTES);
  await file.read(header, 0, HEADER_BYTES, 0);
  const shift = header.readUInt16LE(0x1e);
  check(shift === 9 || shift === 12);
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((size - sectorSize) / sectorSize) + 1;
  const readSector = async (n: number): Promise<Buffer> => {
    check(n >= 0 && n < sectorCount);
    const sector = Buffer.alloc(sectorSize);
    const { bytesRead } = await file.read(sector, 0, sectorSize, (n + 1) * sectorSize);
    check(bytesRead > 0);
    return sector;
  };

  // The FAT's sectors: the first 109 listed in the header, the rest in the DIFAT chain.
  const fatSectorCount = header.readUInt32LE(0x2c);
  // A FAT sector maps sectorSize / 4 sectors: more than the file needs is no real file's.
  check(fatSectorCount <= Math.ceil(sectorCount / (sectorSize / 4)) + 1);
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatSectorCount, 109); i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  let difat = header.readUInt32LE(0x44);
  for (let hops = 0; fatSectors.length < fatSectorCount && difat !== END_OF_CHAIN; hops++) {
    check(hops < sectorCount);
    const sector = await readSector(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i++) fatSectors.push(sector.readUInt32LE(i * 4));
    difat = sector.readUInt32LE(perSector * 4);
  }
  check(fatSectors.length === fatSectorCount);
  const fat = Buffer.concat(await Promise.all(fatSectors.map(readSector)));
  const next = (n: number): number => {
    check(n * 4 + 4 <= fat.length);
    return fat.readUInt32LE(n * 4);
  };

  // The directory: 128-byte entries along its sector chain.
  let sector = header.readUInt32LE(0x30);
  for (let hops = 0; sector !== END_OF_CHAIN; hops++) {
    check(hops < sectorCount);
    const entries = await readSector(sector);
    for (let at = 0; at + DIR_ENTRY_BYTES <= sectorSize; at += DIR_ENTRY_BYTES) {
      const nameBytes = entries.readUInt16LE(at + 0x40);
      if (entries.readUInt8(at + 0x42) !== STREAM || nameBytes < 2 || nameBytes > 64) continue;
      const name = entries.toString('utf16le', at, at + nameBytes - 2).toLowerCase();
      if (WORKBOOK_STREAMS.has(name)) return true;
    }
    sector = next(sector);
  }
  return false;
}
