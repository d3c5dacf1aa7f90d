import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestCounter } from '../lib/test-counts.mjs';

test('adds up the closing lines of jest and of node:test, colours and all', () => {
  const sut = createTestCounter();
  sut.line('\x1b[1mTests:       \x1b[22m\x1b[1m\x1b[31m2 failed\x1b[39m\x1b[22m, \x1b[1m\x1b[32m7 passed\x1b[39m\x1b[22m, 9 total');
  sut.line('Tests:       1 skipped, 36 passed, 37 total');
  sut.line('# pass 12');
  sut.line('# fail 0');
  sut.line('ℹ pass 3');
  sut.line('Test Suites: 5 passed, 5 total');
  sut.line('console.log: # pass 99 in some text');
  assert.deepEqual(sut.counts, { passed: 58, failed: 2, skipped: 1 });
});

test('keeps the heading and first lines of each jest failure, with its file, and not logged output', () => {
  const sut = createTestCounter();
  sut.line('\x1b[0m\x1b[7m\x1b[1m\x1b[31m FAIL \x1b[39m\x1b[22m\x1b[27m\x1b[0m test/int/upload.int-spec.ts (12.1 s)');
  sut.line('  \x1b[1m● \x1b[22mupload › refuses an empty file');
  sut.line('');
  sut.line('    expect(received).toBe(expected)');
  sut.line('    Expected: 400');
  sut.line('    Received: 500');
  sut.line('  ● Console');
  sut.line('    console.log');
  sut.line(' PASS  test/int/other.int-spec.ts');
  sut.line('Summary of all failing tests');
  sut.line(' FAIL  test/int/upload.int-spec.ts (12.1 s)');
  sut.line('  ● upload › refuses an empty file');
  sut.line('    expect(received).toBe(expected)');
  sut.line('Tests:       1 failed, 3 passed, 4 total');
  assert.deepEqual(sut.failures, [
    {
      heading: 'test/int/upload.int-spec.ts: upload › refuses an empty file',
      lines: ['    expect(received).toBe(expected)', '    Expected: 400', '    Received: 500'],
    },
  ]);
  assert.deepEqual(sut.counts, { passed: 3, failed: 1, skipped: 0 });
});
