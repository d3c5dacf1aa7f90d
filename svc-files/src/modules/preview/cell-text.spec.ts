import { builtInFormatKind, cellNumberText, formatCodeKind, numberText, unescapeOoxml } from './cell-text.js';

describe('formatCodeKind', () => {
  it.each([
    ['yyyy-mm-dd', 'date'],
    ['dd/mm/yyyy hh:mm', 'date'],
    ['[$-409]d-mmm-yy;@', 'date'],
    ['mmm', 'date'],
    ['yyyy\\-mm\\-dd\\ hh:mm', 'date'],
    ['h:mm AM/PM', 'time'],
    ['[h]:mm:ss', 'time'],
    ['mm:ss', 'time'],
    ['General', 'number'],
    ['@', 'number'],
    ['0.00', 'number'],
    ['#,##0.00 "days"', 'number'],
    ['[Red]0.00;[Blue]-0.00', 'number'],
    ['0.00E+00', 'number'],
    ['_(* #,##0_);_(* (#,##0);_(* "-"_);_(@_)', 'number'],
  ])('%s is a %s format', (code, kind) => {
    expect(formatCodeKind(code)).toBe(kind);
  });

  it('knows the built-in date and time formats by id', () => {
    expect([14, 15, 22].map(builtInFormatKind)).toEqual(['date', 'date', 'date']);
    expect([18, 20, 46].map(builtInFormatKind)).toEqual(['time', 'time', 'time']);
    expect([0, 1, 4, 9, 49].map(builtInFormatKind)).toEqual(['number', 'number', 'number', 'number', 'number']);
  });
});

describe('cellNumberText', () => {
  it.each([
    // 1900 system, with Excel's phantom 1900-02-29 (serial 60) between
    [1, 'date', false, '1900-01-01'],
    [59, 'date', false, '1900-02-28'],
    [61, 'date', false, '1900-03-01'],
    [45356, 'date', false, '2024-03-05'],
    [45356.6041666667, 'date', false, '2024-03-05T14:30:00'],
    [45356.99999999, 'date', false, '2024-03-06'],
    [0, 'date', true, '1904-01-01'],
    [0.75, 'time', false, '18:00:00'],
    [1.5, 'time', false, '1900-01-01T12:00:00'],
    [-1, 'date', false, '-1'],
    [0.1 + 0.2, 'number', false, '0.3'],
    [1e21, 'number', false, '1E+21'],
    [1e-7, 'number', false, '1E-07'],
  ] as const)('%s as %s (1904: %s) is %s', (value, kind, date1904, text) => {
    expect(cellNumberText(value, kind, date1904)).toBe(text);
  });

  it('shows 15 significant digits, as Excel does', () => {
    expect(numberText(123456789.123456789)).toBe('123456789.123457');
    expect(numberText(-0.000001)).toBe('-0.000001');
  });
});

describe('unescapeOoxml', () => {
  it('decodes _xHHHH_ and leaves other text alone', () => {
    expect(unescapeOoxml('a_x000D__x000A_b')).toBe('a\r\nb');
    expect(unescapeOoxml('my_x_file')).toBe('my_x_file');
  });
});
