/**
 * A tiny program run in the sandbox that compiles a task's script and never runs it: compile() is
 * the parser plus the compiler's own checks ('return' outside a function, a misplaced nonlocal...).
 * The script comes as the run's parameter `source`, base64 of its UTF-8 bytes (so a coding cookie
 * is honoured as when it runs); the answer is one JSON line on stdout: {"ok": true} or
 * {"ok": false, "line": N, "message": "..."}, the SyntaxError's line and message.
 */
export const COMPILE_PROGRAM_PY = `import base64, json, sys
import milestone

source = base64.b64decode(milestone.parameters()['source'])
try:
    compile(source, '<script>', 'exec', dont_inherit=True)
    answer = {'ok': True}
except SyntaxError as e:
    answer = {'ok': False, 'line': e.lineno or 1, 'message': e.msg}
except (ValueError, MemoryError, RecursionError) as e:
    answer = {'ok': False, 'line': 1, 'message': str(e)}
sys.stdout.write(json.dumps(answer))
`;

/** The compile program's parameters for `script`. */
export function compileParameters(script: string): { source: string } {
  return { source: Buffer.from(script, 'utf8').toString('base64') };
}

export type CompileAnswer = { ok: true } | { ok: false; line: number; message: string };

/** The compile program's answer, or null when its output is not one. */
export function readCompileAnswer(stdout: string): CompileAnswer | null {
  let answer: unknown;
  try {
    answer = JSON.parse(stdout);
  } catch {
    return null;
  }
  if (typeof answer !== 'object' || answer === null) return null;
  const { ok, line, message } = answer as Record<string, unknown>;
  if (ok === true) return { ok: true };
  if (ok !== false || typeof message !== 'string') return null;
  return { ok: false, line: typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : 1, message: message.trim() || 'invalid syntax' };
}
