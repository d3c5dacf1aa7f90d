import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@milestone/platform-sdk';
import { firstFile, progressPercent, refusalOf, UPLOAD_MAX_BYTES, uploadFailure } from './upload-rules.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('what the browser refuses before sending', () => {
  it('lets xlsx, xls and csv through, however the system names their type', () => {
    expect(refusalOf(file('Panels.XLSX', XLSX))).toBeNull();
    expect(refusalOf(file('old.xls', 'application/vnd.ms-excel'))).toBeNull();
    expect(refusalOf(file('rows.csv', 'text/csv'))).toBeNull();
    // Windows with Excel installed, and systems that know no type for the name.
    expect(refusalOf(file('rows.csv', 'application/vnd.ms-excel'))).toBeNull();
    expect(refusalOf(file('rows.csv', ''))).toBeNull();
    expect(refusalOf(file('book.xlsx', 'application/octet-stream'))).toBeNull();
  });

  it("refuses other types with the spec's text", () => {
    const invalid = { title: 'Invalid File Type', description: 'Please upload Excel (.xlsx, .xls) or CSV files only.' };
    expect(refusalOf(file('report.pdf', 'application/pdf'))).toEqual(invalid);
    expect(refusalOf(file('setup.exe', 'application/x-msdownload'))).toEqual(invalid);
    expect(refusalOf(file('noextension', 'text/csv'))).toEqual(invalid);
    expect(refusalOf(file('book.xlsx', 'application/pdf'))).toEqual(invalid);
  });

  it('refuses more than 10 MB and takes exactly 10 MB', () => {
    expect(refusalOf(file('big.xlsx', XLSX, UPLOAD_MAX_BYTES))).toBeNull();
    expect(refusalOf(file('big.xlsx', XLSX, UPLOAD_MAX_BYTES + 1))).toEqual({ title: 'File Too Large', description: 'Please upload files smaller than 10MB.' });
  });

  it('uses only the first file of a drop or selection', () => {
    const a = new File(['a'], 'a.csv');
    const b = new File(['b'], 'b.csv');
    expect(firstFile([a, b])).toBe(a);
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
  });
});

describe(uploadFailure.name, () => {
  it("shows the server's text prefixed 'Upload failed:'", () => {
    const refused = new ApiError(
      422,
      'Unprocessable Entity',
      '{"statusCode":422,"message":"This spreadsheet is too large to open safely: more than 10,000 entries."}',
    );
    expect(uploadFailure(refused)).toEqual({
      title: 'Upload Failed',
      description: 'Upload failed: This spreadsheet is too large to open safely: more than 10,000 entries.',
    });
  });

  it('falls back to the spec text without one', () => {
    const fallback = { title: 'Upload Failed', description: 'Failed to upload file. Please try again.' };
    expect(uploadFailure(new ApiError(502, 'Bad Gateway', '<html>'))).toEqual(fallback);
    expect(uploadFailure(new TypeError('network'))).toEqual(fallback);
  });
});

describe(progressPercent.name, () => {
  it('starts at 10, follows the bytes sent and waits at 90 for the answer', () => {
    expect(progressPercent(0, 1000)).toBe(10);
    expect(progressPercent(500, 1000)).toBe(50);
    expect(progressPercent(1000, 1000)).toBe(90);
    expect(progressPercent(0, 0)).toBe(10);
  });
});
