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
