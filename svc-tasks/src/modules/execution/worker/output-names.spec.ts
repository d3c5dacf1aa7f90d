import { OUTPUT_NAME_MAX_BYTES, storedOutputName, storedOutputNames } from './output-names.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe(storedOutputName.name, () => {
  it('keeps a plain name as the script wrote it', () => {
    expect(storedOutputName('Pay report 2026.xlsx')).toBe('Pay report 2026.xlsx');
    expect(storedOutputName('Résumé € 2026.csv')).toBe('Résumé € 2026.csv');
  });

  it('shortens a long name to 200 bytes of UTF-8, keeping its extension and never splitting a character', () => {
    const name = storedOutputName(`${'Сводка '.repeat(40)}.xlsx`);
    expect(bytes(name)).toBeLessThanOrEqual(OUTPUT_NAME_MAX_BYTES);
    expect(name).toMatch(/^Сводка( Сводка)+\.xlsx$/);
    expect(name).not.toContain('\ufffd');
    const ascii = storedOutputName(`${'a'.repeat(300)}.csv`);
    expect(ascii).toBe(`${'a'.repeat(196)}.csv`);
  });

  it('cuts an overlong extension with the rest of the name', () => {
    const name = storedOutputName(`report.${'x'.repeat(300)}`);
    expect(bytes(name)).toBe(OUTPUT_NAME_MAX_BYTES);
    expect(name.startsWith('report.xxx')).toBe(true);
  });

  it('replaces what is not UTF-8 (U+FFFD, a lone surrogate) and control characters with _', () => {
    expect(storedOutputName('Bericht-\ufffd.csv')).toBe('Bericht-_.csv');
    expect(storedOutputName('half-\ud800.csv')).toBe('half-_.csv');
    expect(storedOutputName('a\u0007b\u009b.csv')).toBe('a_b_.csv');
    expect(storedOutputName('😀.csv')).toBe('😀.csv');
  });

  it('keeps a name a plain file name, and names an empty one output', () => {
    expect(storedOutputName('../etc/passwd')).toBe('.._etc_passwd');
    expect(storedOutputName('  ')).toBe('output');
    expect(storedOutputName('..')).toBe('output');
  });
});

describe(storedOutputNames.name, () => {
  it('numbers the names that sanitising made the same, in their order, within the byte limit', () => {
    expect(storedOutputNames(['Bericht-\ufffd.csv', 'Bericht-_.csv', 'Bericht-\ufffd.csv', 'other.csv'])).toEqual([
      'Bericht-_.csv',
      'Bericht-_ (2).csv',
      'Bericht-_ (3).csv',
      'other.csv',
    ]);
    const long = [`${'a'.repeat(250)}1.csv`, `${'a'.repeat(250)}2.csv`];
    const [first, second] = storedOutputNames(long);
    expect(first).toBe(`${'a'.repeat(196)}.csv`);
    expect(second).toBe(`${'a'.repeat(192)} (2).csv`);
    expect(bytes(second!)).toBe(OUTPUT_NAME_MAX_BYTES);
  });

  it('never gives two outputs one name, a numbered name already taken included', () => {
    const names = storedOutputNames(['a.csv', 'a (2).csv', 'a.csv', 'a.csv']);
    expect(new Set(names).size).toBe(4);
    expect(names).toEqual(['a.csv', 'a (2).csv', 'a (3).csv', 'a (4).csv']);
  });
});
