import { describe, expect, it } from '@jest/globals';
import { csvRecords, csvSample } from './sample-file.js';
import { sampleLine } from './ai-builder.model.js';

describe('a sample csv read in the browser', () => {
  it('gives the header and the first rows as texts, blank lines dropped', () => {
    expect(csvSample('timesheet.csv', '\uFEFFTechnician,Hours,Status\r\nJordan,8,Approved\r\n\r\nAlex,7.5,Void\r\n')).toEqual({
      fileName: 'timesheet.csv',
      sheets: [
        {
          name: 'timesheet',
          columns: ['Technician', 'Hours', 'Status'],
          rows: [
            ['Jordan', '8', 'Approved'],
            ['Alex', '7.5', 'Void'],
          ],
        },
      ],
    });
  });

  it('reads quoted fields with commas, quotes and line breaks, and a semicolon file', () => {
    expect(csvRecords('Name,Note\n"Smith, J.","said ""hi""\nthen left"\n')).toEqual([
      ['Name', 'Note'],
      ['Smith, J.', 'said "hi"\nthen left'],
    ]);
    expect(csvRecords('Part;Price\nP-1;4,50')).toEqual([
      ['Part', 'Price'],
      ['P-1', '4,50'],
    ]);
  });

  it('keeps at most ten rows for the builder', () => {
    const text = ['A', ...Array.from({ length: 30 }, (_, i) => String(i))].join('\n');
    expect(csvSample('a.csv', text).sheets[0]!.rows).toHaveLength(10);
  });

  it('says which columns the builder will use', () => {
    expect(sampleLine('timesheet.csv', csvSample('timesheet.csv', 'Technician,Hours\nJordan,8'), false)).toBe('timesheet.csv: columns Technician, Hours.');
    expect(sampleLine('old.xls', null, false)).toBe("old.xls: it becomes the task's first file.");
    expect(sampleLine('big.xlsx', null, true)).toBe('big.xlsx: reading its columns...');
  });
});
