// Counts the tests that jest and node's test runner report in their output, so `npm test` can
// close with one plain line: "tests: N passed, N failed".
const ANSI = /\x1b\[[0-9;]*m/g;

export function createTestCounter() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  return {
    counts,
    /** Feeds one line of output. */
    line(raw) {
      const line = raw.replace(ANSI, '').trim();
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
