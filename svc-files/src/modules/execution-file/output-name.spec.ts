import { mimeTypeOf, sanitiseOutputName, spreadsheetKindOf, uniqueOutputName } from './output-name.js';

describe('an output’s display name', () => {
  it.each([
    ['Pay report.xlsx', 'Pay report.xlsx'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\report.csv', 'report.csv'],
    ['.hidden.csv', 'hidden.csv'],
    ['..', 'output'],
    ['', 'output'],
    ['a\u0000b\u0007c\u001b.csv', 'abc.csv'],
    ['evil\u202Eslx.csv', 'evilslx.csv'],
    ['zero\u200Bwidth.csv', 'zerowidth.csv'],
    ['  many   spaces\t\n.csv  ', 'many spaces.csv'],
    ['Résumé € 2026.csv', 'Résumé € 2026.csv'],
    ['e\u0301.csv', 'é.csv'],
  ])('%j becomes %j', (raw, name) => {
    expect(sanitiseOutputName(raw)).toBe(name);
  });

  it('keeps at most 255 characters, with the extension', () => {
    const name = sanitiseOutputName(`${'a'.repeat(400)}.xlsx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('numbers a name already taken in the execution', () => {
    expect(uniqueOutputName('r.xlsx', new Set())).toBe('r.xlsx');
    expect(uniqueOutputName('r.xlsx', new Set(['r.xlsx']))).toBe('r (2).xlsx');
    expect(uniqueOutputName('r.xlsx', new Set(['r.xlsx', 'r (2).xlsx']))).toBe('r (3).xlsx');
    expect(uniqueOutputName('README', new Set(['README']))).toBe('README (2)');
    const long = `${'b'.repeat(250)}.xlsx`;
    expect(uniqueOutputName(long, new Set([long]))).toHaveLength(255);
  });

  it('gives a type by extension, octet-stream otherwise', () => {
    expect(mimeTypeOf('a.XLSX')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(mimeTypeOf('a.csv')).toBe('text/csv; charset=utf-8');
    expect(mimeTypeOf('a.exe')).toBe('application/octet-stream');
    expect(mimeTypeOf('passwd')).toBe('application/octet-stream');
    expect(spreadsheetKindOf('a.Xls')).toBe('xls');
    expect(spreadsheetKindOf('a.pdf')).toBeNull();
  });
});
