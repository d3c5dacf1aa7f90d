import { describe, expect, it } from '@jest/globals';
import { checkPythonSyntax } from './python-syntax.js';

// Real /usr/bin/python3, as the save runs it.
describe('checkPythonSyntax', () => {
  it('accepts a valid script without running it (an endless loop compiles at once)', async () => {
    const started = Date.now();
    await expect(checkPythonSyntax('while True:\n    pass\n')).resolves.toEqual({ ok: true });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('answers the line and the parser’s message of a syntax error', async () => {
    await expect(checkPythonSyntax('a = 1\nb = (2,\n')).resolves.toEqual({ ok: false, line: 2, message: "'(' was never closed" });
  });

  it('reads the script as UTF-8 text', async () => {
    await expect(checkPythonSyntax("name = 'Größe ✓'\nprint(name)\n")).resolves.toEqual({ ok: true });
  });

  it('refuses a null byte and nesting the parser cannot take, with a message', async () => {
    await expect(checkPythonSyntax('x = 1\0\n')).resolves.toEqual({ ok: false, line: 1, message: 'source code string cannot contain null bytes' });
    await expect(checkPythonSyntax(`${'('.repeat(300)}${')'.repeat(300)}\n`)).resolves.toEqual({ ok: false, line: 1, message: 'too many nested parentheses' });
  });

  it('checks at most two scripts at once and answers every one', async () => {
    const scripts = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? `x = ${i}\n` : `x = (${i}\n`));
    const results = await Promise.all(scripts.map((s) => checkPythonSyntax(s)));
    expect(results.map((r) => r.ok)).toEqual([true, false, true, false, true, false]);
  });
});
