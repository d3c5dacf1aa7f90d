import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { aPdf, anElf, anXls, anXlsx, aWindowsExe, CSV_CP1252, CSV_UTF8 } from '../../../../test/support/crafted-files.js';
import { FileTooLargeError, InvalidFileTypeError } from '../upload.errors.js';
import { ContentInspector } from './content-inspector.js';
import { kindOfName, sanitizeOriginalName, type UploadKind } from './file-kind.js';

/** Streams `bytes` through an inspector in chunks of `chunk` bytes; what it counted. */
async function inspect(kind: UploadKind, bytes: Buffer, maxBytes = 1024 * 1024, chunk = 7) {
  const inspector = new ContentInspector(kind, maxBytes);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  await pipeline(Readable.from(parts), inspector, new Writable({ write: (_c, _e, done) => done() }));
  return inspector.inspected;
}

describe('ContentInspector', () => {
  it('counts and hashes what passes, whatever the chunks', async () => {
    const bytes = anXlsx();
    const [one, many] = [await inspect('xlsx', bytes, 1024 * 1024, bytes.length), await inspect('xlsx', bytes, 1024 * 1024, 3)];
    expect(one).toEqual(many);
    expect(one.size).toBe(bytes.length);
    expect(one.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['xls', anXls(), null],
    ['csv', CSV_UTF8, 'utf-8'],
    ['csv', CSV_CP1252, 'windows-1252'],
    ['csv', Buffer.from('a,b\r\n\t1,2\u000c\n\u001a', 'latin1'), 'utf-8'],
    ['csv', Buffer.alloc(0), 'utf-8'],
  ] as const)('takes %s content (%#)', async (kind, bytes, encoding) => {
    expect((await inspect(kind, bytes)).encoding).toBe(encoding);
  });

  it('keeps a UTF-8 character split across chunks as UTF-8', async () => {
    expect((await inspect('csv', Buffer.from('€€€€€€€€', 'utf8'), 1024, 1)).encoding).toBe('utf-8');
  });

  it.each([
    ['xlsx', anElf()],
    ['xlsx', anXls()],
    ['xlsx', Buffer.from('PK')],
    ['xls', anXlsx()],
    ['xls', aWindowsExe()],
    ['csv', aWindowsExe()],
    ['csv', anElf()],
    ['csv', aPdf()],
    ['csv', Buffer.from('%PDF-1.4 all ascii\n')],
    ['csv', Buffer.from('{\\rtf1 hello}')],
    ['csv', Buffer.from('a,b\n1,\u0000\n')],
    ['csv', Buffer.from('a,b\n1,\u001b[2J\n')],
    ['csv', Buffer.from([0x61, 0x2c, 0x81, 0xc3])],
  ] as const)('refuses %s content that is not one (%#)', async (kind, bytes) => {
    await expect(inspect(kind, bytes)).rejects.toThrow(InvalidFileTypeError);
  });

  it('refuses the byte past the limit, and takes the limit exactly', async () => {
    await expect(inspect('csv', Buffer.alloc(101, 0x61), 100)).rejects.toThrow(FileTooLargeError);
    expect((await inspect('csv', Buffer.alloc(100, 0x61), 100)).size).toBe(100);
  });
});

describe('sanitizeOriginalName and kindOfName', () => {
  it.each([
    ['hours.xlsx', 'hours.xlsx', 'xlsx'],
    ['Hours.XLS', 'Hours.XLS', 'xls'],
    ['../../etc/passwd.csv', 'passwd.csv', 'csv'],
    ['C:\\Users\\ana\\march.csv', 'march.csv', 'csv'],
    ['x\u0000.csv', 'x.csv', 'csv'],
    ['  spaced .csv  ', 'spaced .csv', 'csv'],
    ['evil\u202ecod.exe', 'evilcod.exe', null],
    ['sheet.xlsx.exe', 'sheet.xlsx.exe', null],
    ['noextension', 'noextension', null],
    ['../', '', null],
  ])('%j -> %j (%s)', (raw, name, kind) => {
    expect(sanitizeOriginalName(raw)).toBe(name);
    expect(kindOfName(sanitizeOriginalName(raw))).toBe(kind);
  });

  it('caps a name at 255 characters, keeping its extension', () => {
    const name = sanitizeOriginalName(`${'é'.repeat(400)}.xlsx`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('.xlsx')).toBe(true);
  });
});
