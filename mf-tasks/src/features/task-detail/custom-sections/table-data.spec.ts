import { describe, expect, it } from '@jest/globals';
import {
  addColumn,
  addRow,
  applyPaste,
  canDeleteColumn,
  clampWidth,
  deleteColumn,
  deleteRow,
  fitWidths,
  looksLikeHeader,
  moveColumn,
  moveWidth,
  parseTsv,
  serializeTsv,
  setCell,
  setHeader,
} from './table-data.js';
import { dateCreatedColumn, setDateCreatedLine, setSectionContent } from './section-content.js';

const table = {
  headers: ['Code', 'Name', 'Qty'],
  rows: [
    ['A1', 'Wire', '3'],
    ['B2', 'Box', '10'],
  ],
};

describe('TSV content', () => {
  it('reads the first line as headers and pads or cuts body rows to the header count', () => {
    expect(parseTsv('Code\tName\tQty\nA1\tWire\nB2\tBox\t10\textra\n')).toEqual({
      headers: ['Code', 'Name', 'Qty'],
      rows: [
        ['A1', 'Wire', ''],
        ['B2', 'Box', '10'],
      ],
    });
  });

  it('round-trips through serializeTsv, turning tabs and line breaks inside cells into spaces', () => {
    expect(parseTsv(serializeTsv(table))).toEqual(table);
    expect(serializeTsv(setCell(table, 0, 1, 'a\tb\nc'))).toBe('Code\tName\tQty\nA1\ta b c\t3\nB2\tBox\t10');
  });

  it('gives an empty table for empty content and empty content for an empty table', () => {
    expect(parseTsv('')).toEqual({ headers: [], rows: [] });
    expect(parseTsv(undefined)).toEqual({ headers: [], rows: [] });
    expect(serializeTsv({ headers: [], rows: [] })).toBe('');
  });
});

describe('Replace Table Data (paste)', () => {
  it('detects a header line by code, name, qty, quantity or hand in a non-numeric cell', () => {
    expect(looksLikeHeader(['Item Code', 'Description'])).toBe(true);
    expect(looksLikeHeader(['Part', 'On Hand'])).toBe(true);
    expect(looksLikeHeader(['QUANTITY'])).toBe(true);
    expect(looksLikeHeader(['A1', 'Wire', '3'])).toBe(false);
    expect(looksLikeHeader(['12', '3.5'])).toBe(false);
  });

  it('takes a header line from the paste and splits on tab or comma', () => {
    expect(applyPaste(table, 'Part Name,On Hand\nWire\t4\nBox,2')).toEqual({
      headers: ['Part Name', 'On Hand'],
      rows: [
        ['Wire', '4'],
        ['Box', '2'],
      ],
    });
  });

  it('keeps the current header when the first line is data, padding short and truncating long rows', () => {
    expect(applyPaste(table, 'C3,Tape\nD4,Clip,5,extra,more')).toEqual({
      headers: ['Code', 'Name', 'Qty'],
      rows: [
        ['C3', 'Tape', ''],
        ['D4', 'Clip', '5'],
      ],
    });
  });

  it('names columns Column N when pasting data into an empty table', () => {
    expect(applyPaste({ headers: [], rows: [] }, '1,2\n3,4')).toEqual({
      headers: ['Column 1', 'Column 2'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
    });
  });

  it('leaves the table alone for an empty paste', () => {
    expect(applyPaste(table, '\n  \n')).toBe(table);
  });
});

describe('rows and columns', () => {
  it('adds an empty row as wide as the header and deletes a row', () => {
    expect(addRow(table).rows.at(-1)).toEqual(['', '', '']);
    expect(deleteRow(table, 0).rows).toEqual([['B2', 'Box', '10']]);
  });

  it('adds a column named by the next free number and renames a header', () => {
    const added = addColumn(table);
    expect(added.headers).toEqual(['Code', 'Name', 'Qty', 'Column 4']);
    expect(added.rows[0]).toEqual(['A1', 'Wire', '3', '']);
    expect(setHeader(table, 2, 'Quantity').headers).toEqual(['Code', 'Name', 'Quantity']);
  });

  it('deletes a column with its cells but never the last one', () => {
    const two = deleteColumn(table, 1);
    expect(two).toEqual({
      headers: ['Code', 'Qty'],
      rows: [
        ['A1', '3'],
        ['B2', '10'],
      ],
    });
    const one = deleteColumn(two, 0);
    expect(one.headers).toEqual(['Qty']);
    expect(canDeleteColumn(one)).toBe(false);
    expect(deleteColumn(one, 0)).toBe(one);
  });

  it('moves a column with its cells and its width', () => {
    expect(moveColumn(table, 2, 0)).toEqual({
      headers: ['Qty', 'Code', 'Name'],
      rows: [
        ['3', 'A1', 'Wire'],
        ['10', 'B2', 'Box'],
      ],
    });
    expect(moveColumn(table, 0, 5)).toBe(table);
    expect(moveWidth([100, 200, 300], 0, 2)).toEqual([200, 300, 100]);
  });

  it('clamps a dragged width to 100 px and gives new columns 200 px', () => {
    expect(clampWidth(40)).toBe(100);
    expect(clampWidth(250.4)).toBe(250);
    expect(clampWidth(Number.NaN)).toBe(200);
    expect(fitWidths([150], 3)).toEqual([150, 200, 200]);
  });
});

describe('section content in the config', () => {
  it('replaces one custom section content and keeps every other key', () => {
    const config = {
      apiConfiguration: { selectedFields: ['a'] },
      customSections: [
        { id: 'c1', label: 'A', content: 'x' },
        { id: 'c2', content: 'y' },
      ],
    };
    expect(setSectionContent(config, 'c2', 'z')).toEqual({
      apiConfiguration: { selectedFields: ['a'] },
      customSections: [
        { id: 'c1', label: 'A', content: 'x' },
        { id: 'c2', content: 'z' },
      ],
    });
  });

  it('finds the Date Created column and sets or adds the Date Created: line', () => {
    expect(dateCreatedColumn(['PO', 'date created'])).toBe(1);
    expect(dateCreatedColumn(['PO'])).toBe(-1);
    expect(setDateCreatedLine('PO: 12\nDate Created: \nVendor: X', '2026-11-22')).toBe('PO: 12\nDate Created: 2026-11-22\nVendor: X');
    expect(setDateCreatedLine('PO: 12\n', '2026-11-22')).toBe('PO: 12\nDate Created: 2026-11-22');
  });
});
