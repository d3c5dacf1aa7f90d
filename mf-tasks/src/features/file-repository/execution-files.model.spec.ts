import { describe, expect, it } from '@jest/globals';
import {
  columnName,
  executionTitle,
  failureBlocks,
  fileCountBadges,
  outcomeBadge,
  previewNote,
  previewWidth,
  quickPreviewShowsDownloadAll,
  showsDownloadAll,
  type ExecutionFile,
} from './execution-files.model.js';

const file = (id: number, kind: 'input' | 'output' = 'output'): ExecutionFile => ({
  id,
  name: `f${id}.csv`,
  size: 10,
  mimeType: 'text/csv',
  kind,
  filePath: `1/executions/9/${id}`,
  downloadUrl: `/api/download-output/9/f${id}.csv`,
  previewUrl: `/api/preview-output/9/f${id}.csv`,
});

describe('an execution row', () => {
  it("reads 'Execution #{id}' with '{n} in' and '{n} out'", () => {
    expect(executionTitle(42)).toBe('Execution #42');
    expect(fileCountBadges({ inputFiles: [file(1, 'input')], outputFiles: [file(2), file(3)] })).toEqual({ inputs: '1 in', outputs: '2 out' });
  });

  it('is Success when completed, Failed when failed or when its log says so, Running while under way', () => {
    expect(outcomeBadge({ status: 'completed' }).text).toBe('Success');
    expect(outcomeBadge({ status: 'failed' }).text).toBe('Failed');
    expect(outcomeBadge({ status: 'completed', log: { success: false, error: 'boom' } }).text).toBe('Failed');
    expect(outcomeBadge({ status: 'running' }).text).toBe('Running');
  });
});

describe(failureBlocks.name, () => {
  it('lists the error, error output, standard output and detailed error of a failed run, in that order', () => {
    const blocks = failureBlocks({
      status: 'failed',
      log: { success: false, error: 'KeyError: amps', stderr: 'Traceback ...', stdout: 'reading sheet 1\n', detailedError: { line: 12, cause: 'amps' } },
    });
    expect(blocks.map((b) => b.label)).toEqual(['Error', 'Error Output', 'Standard Output', 'Detailed Error']);
    expect(blocks[2]!.text).toBe('reading sheet 1');
    expect(blocks[3]!.text).toBe('{\n  "line": 12,\n  "cause": "amps"\n}');
  });

  it('leaves out the parts that are empty, and says nothing of a run that did not fail', () => {
    expect(failureBlocks({ status: 'failed', log: { success: false, error: 'boom', stderr: '', stdout: null, detailedError: {} } })).toEqual([
      { label: 'Error', text: 'boom' },
    ]);
    expect(failureBlocks({ status: 'failed', log: null })).toEqual([]);
    expect(failureBlocks({ status: 'completed', log: { success: true, stdout: 'ok' } })).toEqual([]);
  });
});

describe('Download All', () => {
  it('shows in the repository panel whenever files were generated', () => {
    expect(showsDownloadAll([])).toBe(false);
    expect(showsDownloadAll([file(1)])).toBe(true);
  });

  it('shows in the quick preview only with more than one output file', () => {
    expect(quickPreviewShowsDownloadAll([file(1)])).toBe(false);
    expect(quickPreviewShowsDownloadAll([file(1), file(2)])).toBe(true);
  });
});

describe('the spreadsheet preview', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 99].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'CV']);
  });

  it('is as wide as its widest row', () => {
    expect(previewWidth([['a'], ['a', 'b', 'c'], []])).toBe(3);
    expect(previewWidth([])).toBe(0);
  });

  it('says whether the rows shown are all of them', () => {
    expect(previewNote({ rows: [['a']], truncated: false })).toBe('Showing all 1 row.');
    expect(previewNote({ rows: Array.from({ length: 100 }, () => ['x']), truncated: true })).toBe(
      'Showing the first 100 rows. Download the file to see all of it.',
    );
  });
});
