/**
 * What a failed run's log says went wrong, read from the errors generated scripts raise themselves
 * (`Milestone<Kind>Error: <plain text>`), from Python's own tracebacks, and from the sandbox's
 * limit messages. Pure: text in, a Failure out.
 */

export type Failure =
  | { kind: 'column'; column: string; sheet: string | null; columns: string[] | null; line: string }
  | { kind: 'sheet'; sheet: string; file: string | null; sheets: string[] | null; line: string }
  | { kind: 'empty-input'; file: string | null; line: string }
  | { kind: 'value'; row: number | null; column: string | null; value: string | null; line: string }
  | { kind: 'date'; row: number | null; column: string | null; value: string | null; format: string | null; line: string }
  | { kind: 'no-input'; line: string }
  | { kind: 'missing-input'; count: number | null; index: number | null; line: string }
  | { kind: 'file-not-found'; path: string | null; line: string }
  | { kind: 'wrong-format'; line: string }
  | { kind: 'limit'; limit: 'time' | 'cpu' | 'memory' | 'file-size' | 'processes' | 'output'; line: string }
  | { kind: 'cancelled'; line: string }
  | { kind: 'other'; line: string | null };

/** The log's texts a failure can be read from, the most precise first. */
export function logTexts(log: Record<string, unknown> | null, error: string | null): string[] {
  const texts = [log?.['detailedError'], log?.['stderr'], log?.['error'], error];
  return texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

function lines(texts: string[]): string[] {
  return texts.flatMap((text) => text.split('\n').map((line) => line.trim())).filter((line) => line !== '');
}

/** `Tech, Hrs, Date` -> ['Tech', 'Hrs', 'Date']. */
function listOf(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  const items = text
    .replace(/\.\s*$/, '')
    .split(/,\s*/)
    .map((item) => item.trim().replace(/^["']|["']$/g, ''))
    .filter((item) => item !== '');
  return items.length ? items : null;
}

const MILESTONE = /\bMilestone(Column|Sheet|EmptyInput|Value|Date|Input)Error: (.*)$/;

function milestoneFailure(kind: string, text: string, line: string): Failure {
  switch (kind) {
    case 'Column': {
      const m = /^Column "(.*?)" not found(?: in sheet "(.*?)")?\.?(?:\s*The columns are:\s*(.*))?$/.exec(text);
      return m ? { kind: 'column', column: m[1]!, sheet: m[2] ?? null, columns: listOf(m[3]), line } : { kind: 'other', line };
    }
    case 'Sheet': {
      const m = /^Sheet "(.*?)" not found(?: in "(.*?)")?\.?(?:\s*The sheets are:\s*(.*))?$/.exec(text);
      return m ? { kind: 'sheet', sheet: m[1]!, file: m[2] ?? null, sheets: listOf(m[3]), line } : { kind: 'other', line };
    }
    case 'EmptyInput':
      return { kind: 'empty-input', file: /^"(.*?)"/.exec(text)?.[1] ?? null, line };
    case 'Value':
    case 'Date': {
      const m = /^Row (\d+), column "(.*?)": "(.*?)"/.exec(text);
      const cell = { row: m ? Number(m[1]) : null, column: m?.[2] ?? null, value: m?.[3] ?? null, line };
      return kind === 'Value' ? { kind: 'value', ...cell } : { kind: 'date', ...cell, format: null };
    }
    default:
      return { kind: 'no-input', line };
  }
}

const LIMITS: Array<[RegExp, Extract<Failure, { kind: 'limit' }>['limit']]> = [
  [/^CPU time limit of .* reached/, 'cpu'],
  [/^Time limit of .* reached/, 'time'],
  [/^Memory limit of .* reached|\bMemoryError\b/, 'memory'],
  [/^File size limit of .* reached/, 'file-size'],
  [/^Process limit of .* reached/, 'processes'],
  [/^Output limit of .* reached/, 'output'],
];

/** A Python exception line ('KeyError: ...', 'zipfile.BadZipFile: ...'): its class and message. */
const EXCEPTION = /^([A-Za-z_][\w.]*(?:Error|Exception|BadZipFile)):\s?(.*)$/;

function pythonFailure(type: string, message: string, line: string): Failure | null {
  const name = type.split('.').pop()!;
  const quoted = /^(['"])(.*)\1$/.exec(message)?.[2];
  if (name === 'KeyError') {
    // openpyxl: KeyError: 'Worksheet Jan does not exist.'
    const sheet = /^Worksheet (.*) does not exist\.?$/.exec(quoted ?? message)?.[1];
    if (sheet !== undefined) return { kind: 'sheet', sheet, file: null, sheets: null, line };
    if (quoted !== undefined) return { kind: 'column', column: quoted, sheet: null, columns: null, line };
    return null;
  }
  if (name === 'ValueError') {
    const number =
      /^could not convert string to float: (['"])(.*)\1$/.exec(message) ?? /^invalid literal for int\(\) with base \d+: (['"])(.*)\1$/.exec(message);
    if (number) return { kind: 'value', row: null, column: null, value: number[2]!, line };
    const date = /^time data (['"])(.*)\1 does not match format (['"])(.*)\3$/.exec(message);
    if (date) return { kind: 'date', row: null, column: null, value: date[2]!, format: date[4]!, line };
    return null;
  }
  if (name === 'FileNotFoundError') {
    if (/no input files/i.test(message)) return { kind: 'no-input', line };
    return { kind: 'file-not-found', path: /No such file or directory: (['"])(.*)\1/.exec(message)?.[2] ?? null, line };
  }
  if (name === 'IndexError') {
    const m = /This run has (\d+) input file\(s\); there is no input number (\d+)/.exec(message);
    return m ? { kind: 'missing-input', count: Number(m[1]), index: Number(m[2]), line } : null;
  }
  if (name === 'InvalidFileException' || name === 'BadZipFile' || (name === 'XLRDError' && /Unsupported format|not supported/i.test(message))) {
    return { kind: 'wrong-format', line };
  }
  if (name === 'MemoryError') return { kind: 'limit', limit: 'memory', line };
  return null;
}

/** The failure a run's log shows (the last error raised wins: it is the one that stopped the script). */
export function readFailure(log: Record<string, unknown> | null, error: string | null): Failure {
  const all = lines(logTexts(log, error));
  const milestone = [...all]
    .reverse()
    .map((line) => ({ line, m: MILESTONE.exec(line) }))
    .find(({ m }) => m);
  if (milestone?.m) return milestoneFailure(milestone.m[1]!, milestone.m[2]!.trim(), milestone.line);
  for (const line of [...all].reverse()) {
    const limit = LIMITS.find(([pattern]) => pattern.test(line));
    if (limit) return { kind: 'limit', limit: limit[1], line };
  }
  if (all.some((line) => /^Cancelled by a user/.test(line))) return { kind: 'cancelled', line: 'Cancelled by a user' };
  // The exception that stopped the script is the traceback's last one.
  const exception = [...all].reverse().find((line) => EXCEPTION.test(line));
  if (exception) {
    const m = EXCEPTION.exec(exception)!;
    return pythonFailure(m[1]!, m[2]!.trim(), exception) ?? { kind: 'other', line: exception };
  }
  const last = typeof error === 'string' && error.trim() !== '' ? error.trim() : (all[all.length - 1] ?? null);
  return { kind: 'other', line: last };
}
