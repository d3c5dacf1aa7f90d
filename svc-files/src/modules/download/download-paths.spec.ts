import { BadRequestException } from '@nestjs/common';
import { canonicalPath, targetOfPath, targetOfRequest } from './download-paths.js';

describe('the paths a download link is minted for', () => {
  it('reads each download route and spells it back as the file lists do', () => {
    for (const path of [
      `/api/download-output/345/${encodeURIComponent('Pay report é (2).xlsx')}`,
      '/api/download-all-files?taskId=12&executionId=345',
      `/api/download-task-file?filePath=${encodeURIComponent('12/inputs/0b9c.xlsx')}`,
    ]) {
      expect(canonicalPath(targetOfPath(path))).toBe(path);
    }
  });

  it('comes to the same path from another spelling of the same file, as the request under the link does', () => {
    expect(canonicalPath(targetOfPath('/api/download-all-files?executionId=345&taskId=12&_=1'))).toBe('/api/download-all-files?taskId=12&executionId=345');
    expect(canonicalPath(targetOfPath('/api/download-task-file?filePath=12/inputs/a.csv'))).toBe('/api/download-task-file?filePath=12%2Finputs%2Fa.csv');
    expect(canonicalPath(targetOfRequest('output', { executionId: '345', fileName: 'a b.csv' }, { link: 'x' }))).toBe('/api/download-output/345/a%20b.csv');
  });

  it('takes a repeated parameter for no value (no one file)', () => {
    expect(targetOfPath('/api/download-task-file?filePath=a&filePath=b')).toEqual({ route: 'taskFile', filePath: undefined });
  });

  it('refuses anything that is not a download route of this origin (400)', () => {
    for (const path of [
      '/api/files?taskId=1',
      '/api/download-output/1',
      '/api/download-output/1/a/b',
      '/api/download-output/1/%E0%A4%A',
      'http://evil.example/api/download-all-files?taskId=1&executionId=2',
      '//evil.example/api/download-all-files',
      '/api/download-all-files#x',
      '/api/download-task-file?filePath=a\u0000',
      `/api/download-task-file?filePath=${'a'.repeat(2100)}`,
    ]) {
      expect(() => targetOfPath(path)).toThrow(BadRequestException);
    }
  });
});
