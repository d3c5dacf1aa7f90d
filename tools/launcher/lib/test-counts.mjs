// Counts the tests that jest and node's test runner report in their output, so `npm test` can
// close with one plain line: "tests: N passed, N failed". It also keeps the first lines of each
// jest failure (its "● suite › test" heading and what follows), so the closing summary can name
// what failed even when only the end of a long output is read.
const ANSI = /\x1b\[[0-9;]*m/g;
const MAX_FAILURES = 8;
// A browser test's failure carries a description of its pages (e2e/support/environment.mjs).
const LINES_PER_FAILURE = 48;

export function createTestCounter() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  /** @type {{ heading: string, lines: string[] }[]} */
  const failures = [];
  let current = null;
  let suite = '';
  // Jest repeats every failure in a closing "Summary of all failing tests" (its lines wrapped at
  // the terminal's width): those repeats are skipped until its "Test Suites:" line.
  let inSummary = false;
  return {
    counts,
    failures,
    /** Feeds one line of output. */
    line(raw) {
      const plain = raw.replace(ANSI, '');
      const line = plain.trim();
      if (line === 'Summary of all failing tests') {
        inSummary = true;
        current = null;
      } else if (line.startsWith('Test Suites:')) inSummary = false;
      const failedSuite = /^FAIL\s+(\S+)/.exec(line);
      if (failedSuite) suite = failedSuite[1];
      const heading = /^● (.+)$/.exec(line);
      if (heading && !inSummary) {
        current = null;
        // "● Console" heads logged output, "● Test suite failed to run" a suite that did not load.
        const name = suite ? `${suite}: ${heading[1]}` : heading[1];
        if (heading[1] !== 'Console' && failures.length < MAX_FAILURES && !failures.some((f) => f.heading === name)) {
          current = { heading: name, lines: [] };
          failures.push(current);
        }
        return;
      } else if (current) {
        if (/^(PASS|FAIL)\s/.test(line) || /^Test Suites:/.test(line)) current = null;
        else if (current.lines.length < LINES_PER_FAILURE && (line || current.lines.length)) current.lines.push(plain.trimEnd());
      }
      const jest = /^Tests:\s+(.*\d+ total)$/.exec(line);
      if (jest) {
        for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
          if (kind === 'passed') counts.passed += Number(n);
          else if (kind === 'failed') counts.failed += Number(n);
          else counts.skipped += Number(n);
        }
        return;
      }
      const node = /^[#ℹ] (pass|fail|skipped) (\d+)$/.exec(line);
      if (node) {
        if (node[1] === 'pass') counts.passed += Number(node[2]);
        else if (node[1] === 'fail') counts.failed += Number(node[2]);
        else counts.skipped += Number(node[2]);
      }
    },
  };
}
