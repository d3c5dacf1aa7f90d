import type { ChatTurn, InputSample, RunContext, RunDiagnosis, RunReply } from '../types.js';
import { classifyRunMessage } from '../run-message.js';
import { reviseStepsOffline } from '../revise-steps.js';
import { closestName, normaliseName } from './closest-name.js';
import { readFailure, type Failure } from './read-failure.js';
import { renameLiteral } from './script-edit.js';

const LIMIT_NAMES: Record<Extract<Failure, { kind: 'limit' }>['limit'], string> = {
  time: 'time limit',
  cpu: 'CPU time limit',
  memory: 'memory limit',
  'file-size': 'file size limit',
  processes: 'process limit',
  output: 'output limit',
};

const OFFLINE_NOTE =
  'Offline I read the run’s log and fix the common failures myself (a missing column, a wrong sheet, empty input, a value that is not a number or a date).';

function list(names: readonly string[]): string {
  return names.join(', ');
}

function sheetsOf(inputs: readonly InputSample[]): InputSample['sheets'] {
  return inputs.flatMap((input) => input.sheets);
}

/** The columns the run's input has: the error's list first, else the input sample's (the named sheet, else all). */
function columnsOf(failure: Extract<Failure, { kind: 'column' }>, inputs: readonly InputSample[]): string[] | null {
  if (failure.columns) return failure.columns;
  const sheets = sheetsOf(inputs);
  const named = sheets.filter((sheet) => sheet.name === failure.sheet);
  const columns = (named.length ? named : sheets).flatMap((sheet) => sheet.columns);
  return columns.length ? [...new Set(columns)] : null;
}

function withFix(explanation: string, script: string, fixed: string | null, change: string): RunDiagnosis {
  if (fixed === null || fixed === script) return { explanation, script: null };
  return { explanation: `${explanation} I changed the script to ${change}; review the change and apply it, then run the task again.`, script: fixed };
}

function diagnoseColumn(run: RunContext, failure: Extract<Failure, { kind: 'column' }>): RunDiagnosis {
  const columns = columnsOf(failure, run.inputs);
  const where = failure.sheet ? ` in sheet "${failure.sheet}"` : '';
  let explanation = `The script looks for a column "${failure.column}", but the file has no such column${where}.`;
  if (!columns) return { explanation: `${explanation} Check the column names in the input file and in the task's steps.`, script: null };
  explanation += ` Its columns are: ${list(columns)}.`;
  const closest = closestName(failure.column, columns);
  if (!closest) {
    return {
      explanation: `${explanation} None of them is clearly the one meant: change the step that names "${failure.column}" to one of these columns.`,
      script: null,
    };
  }
  explanation += ` "${closest}" looks like the one you meant.`;
  return withFix(explanation, run.script, renameLiteral(run.script, failure.column, closest), `read "${closest}" instead of "${failure.column}"`);
}

function diagnoseSheet(run: RunContext, failure: Extract<Failure, { kind: 'sheet' }>): RunDiagnosis {
  const sheets = failure.sheets ?? [...new Set(sheetsOf(run.inputs).map((sheet) => sheet.name))];
  const inFile = failure.file ? ` in "${failure.file}"` : ' in the file';
  let explanation = `The script opens a sheet "${failure.sheet}", but there is no such sheet${inFile}.`;
  if (sheets.length === 0) return { explanation: `${explanation} Check the sheet names of the input file.`, script: null };
  explanation += ` The sheets are: ${list(sheets)}.`;
  const closest = closestName(failure.sheet, sheets);
  const target = closest ?? sheets[0]!;
  if (closest) explanation += ` "${target}" looks like the one you meant.`;
  else if (sheets.length === 1) explanation += ` "${target}" is the only one.`;
  else explanation += ` None is named like it, so I took the first, "${target}"; tell me the sheet's name if another one is meant.`;
  return withFix(explanation, run.script, renameLiteral(run.script, failure.sheet, target), `read the sheet "${target}"`);
}

function cellOf(failure: { row: number | null; column: string | null; value: string | null }): string {
  const parts = [failure.row !== null ? `row ${failure.row}` : null, failure.column !== null ? `column "${failure.column}"` : null].filter(Boolean);
  const at = parts.length ? ` (${parts.join(', ')})` : '';
  return failure.value !== null ? `the value "${failure.value}"${at}` : `a value${at}`;
}

function explain(run: RunContext, failure: Failure): RunDiagnosis {
  switch (failure.kind) {
    case 'column':
      return diagnoseColumn(run, failure);
    case 'sheet':
      return diagnoseSheet(run, failure);
    case 'empty-input': {
      const file = failure.file ? `"${failure.file}"` : 'The input file';
      return {
        explanation: `${file} has a header but no data rows, so there was nothing to process. Upload a file with rows and run the task again.`,
        script: null,
      };
    }
    case 'value':
      return {
        explanation: `The script needs a number, but ${cellOf(failure)} is not one. Correct that cell in the file (or clear it) and run the task again; if the column holds text on purpose, change the step that does arithmetic on it.`,
        script: null,
      };
    case 'date': {
      const format = failure.format ? ` in the format ${failure.format}` : '';
      return {
        explanation: `The script needs a date${format}, but ${cellOf(failure)} is not one it can read. Correct that cell in the file (dates like 2025-01-31 or 1/31/2025 are read), then run the task again.`,
        script: null,
      };
    }
    case 'no-input':
      return { explanation: 'The run had no input file to read. Upload the file on the task, then run it again.', script: null };
    case 'missing-input':
      return {
        explanation: `The script reads input number ${(failure.index ?? 0) + 1}, but the run had ${failure.count ?? 'fewer'} input file(s). Upload every file the task needs, then run it again.`,
        script: null,
      };
    case 'file-not-found': {
      const path = failure.path ? ` "${failure.path}"` : '';
      return {
        explanation: `The script tried to open a file${path} that does not exist in the run. A task's script should read its inputs with milestone.input_path() and write its outputs with milestone.output_path(name); check that the file is uploaded and that the script does not name a fixed path.`,
        script: null,
      };
    }
    case 'wrong-format':
      return {
        explanation: `The input file is not in the format the script reads (${failure.line}). Upload it as .xlsx (or the format the task expects), or change the steps to say which format the file is in.`,
        script: null,
      };
    case 'limit':
      return {
        explanation: `The run was stopped by the sandbox's ${LIMIT_NAMES[failure.limit]} (${failure.line}). The script may loop without end, or load or write far more data than it needs; check its loops and that it reads the input once.`,
        script: null,
      };
    case 'cancelled':
      return {
        explanation: 'The run was cancelled by a user before it finished; nothing in the script failed. Run the task again when you are ready.',
        script: null,
      };
    case 'other': {
      if (!failure.line)
        return { explanation: 'The run failed without an error message in its log. Open the log for the script’s output and run it again.', script: null };
      return {
        explanation: `The run failed with: ${failure.line}. Check the line of the script the log names and the input file it was reading (its columns, sheets and values). ${OFFLINE_NOTE}`,
        script: null,
      };
    }
  }
}

/** A failed run's cause in plain words, and a corrected script when it can. */
export function diagnoseOffline(run: RunContext): RunDiagnosis {
  if (run.status === 'none') {
    return {
      explanation: `This conversation is about the task "${run.taskName}", not one of its runs. Start it from a failed run and I will read that run's log.`,
      script: null,
    };
  }
  if (run.status === 'completed') return { explanation: `This run of "${run.taskName}" completed without errors; there is nothing to fix.`, script: null };
  if (run.status === 'pending' || run.status === 'running') {
    return { explanation: `This run of "${run.taskName}" has not finished yet. Ask again once it has.`, script: null };
  }
  return explain(run, readFailure(run.log, run.error));
}

type Intent = 'fix' | 'why' | 'thanks' | 'other';

function intentOf(message: string): Intent {
  const text = message.toLowerCase();
  if (/\b(fix|repair|correct|solve|propose|patch|apply|update the script|change the script|make it work|try again)\b/.test(text)) return 'fix';
  if (/\b(why|what happened|what went wrong|cause|reason|explain|error|fail(?:ed|ure)?)\b/.test(text)) return 'why';
  if (/\b(thanks?|thank you|thx|great|perfect|awesome|cheers)\b/.test(text)) return 'thanks';
  return 'other';
}

/** The names (columns or sheets) a run's failure is about: the missing one and those that exist. */
function namesOfFailure(run: RunContext): { kind: 'column' | 'sheet'; missing: string; names: string[] } | null {
  const failure = readFailure(run.log, run.error);
  if (failure.kind === 'column') {
    const names = columnsOf(failure, run.inputs);
    return names ? { kind: 'column', missing: failure.column, names } : null;
  }
  if (failure.kind === 'sheet') {
    const names = failure.sheets ?? [...new Set(sheetsOf(run.inputs).map((sheet) => sheet.name))];
    return names.length ? { kind: 'sheet', missing: failure.sheet, names } : null;
  }
  return null;
}

function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * The one existing name a message picks ('use "Hours Worked"', 'the column is called Hrs'): a
 * quoted name first, else the names it contains as words (the longest: 'Hours Worked' over
 * 'Hours'). Null when it names none, several, or only the missing one.
 */
function chosenName(message: string, names: readonly string[], missing: string): string | null {
  const candidates = names.filter((name) => normaliseName(name) !== normaliseName(missing));
  for (const [, quoted] of message.matchAll(/["“'‘]([^"”'’]+)["”'’]/g)) {
    const same = candidates.filter((name) => normaliseName(name) === normaliseName(quoted!));
    if (same.length === 1) return same[0]!;
  }
  const text = words(message);
  const found = candidates.filter((name) => words(name).trim() !== '' && text.includes(words(name)));
  const longest = found.filter((name) => !found.some((other) => other !== name && words(other).includes(words(name))));
  return longest.length === 1 ? longest[0]! : null;
}

/** The user named the column (or sheet) to use instead of the missing one: that correction. */
function correctionAsked(run: RunContext, message: string): RunDiagnosis | null {
  const about = namesOfFailure(run);
  if (!about) return null;
  const chosen = chosenName(message, about.names, about.missing);
  if (!chosen) return null;
  const fixed = renameLiteral(run.script, about.missing, chosen);
  if (fixed === null) {
    return {
      explanation: `The script does not name the ${about.kind} "${about.missing}" in a way I can change offline; change the step that names it to "${chosen}".`,
      script: null,
    };
  }
  return {
    explanation: `I changed the script to read the ${about.kind} "${chosen}" instead of "${about.missing}". Review the change and apply it, then run the task again.`,
    script: fixed,
  };
}

/** The step of a failed run that names what is missing (its column or sheet), by its number; null when none alone does. */
export function failingStep(run: RunContext): number | null {
  if (run.status !== 'failed') return null;
  const failure = readFailure(run.log, run.error);
  const missing = failure.kind === 'column' ? failure.column : failure.kind === 'sheet' ? failure.sheet : null;
  if (!missing) return null;
  // As the step writes it ('Hours', not the 'hours' of a file name 'hours-by-tech.csv'), else in any case.
  const exact = new RegExp(`(?:^|[^\\p{L}\\p{N}])${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}\\p{N}])`, 'u');
  for (const names of [(step: string) => exact.test(step), (step: string) => words(step).includes(words(missing))]) {
    const named = run.steps.flatMap((step, i) => (names(step) ? [i + 1] : []));
    if (named.length === 1) return named[0]!;
  }
  return null;
}

/** The step the failure points at, as people name it: 'that step', 'the failing step', 'the step that failed', 'the step causing the error'. */
const THAT_STEP =
  /\b(?:(?:that|this|the\s+(?:failing|failed|broken|bad|wrong|offending|faulty))\s+(?:step|one)|the\s+step\s+(?:that|which)\s+(?:failed|fails|broke|breaks|is\s+(?:failing|broken)|(?:caused|causes|gave|gives)\s+(?:the|this|that)\s+(?:error|failure|problem))|the\s+step\s+(?:causing|giving|with)\s+(?:the|this|that)\s+(?:error|failure|problem))\b/i;

/** 'fix it by removing that step' is 'remove that step'. */
const FIX_BY = /^(?:please\s+)?(?:fix|repair|correct)\s+(?:it|this|the\s+(?:script|run|task))\s+by\s+(removing|deleting|dropping|taking\s+out)\s+/i;
const FIX_BY_VERB: Record<string, string> = { removing: 'remove', deleting: 'delete', dropping: 'drop' };

/**
 * A request to change the task, offline: the step editor's revision of the steps, with the run's
 * failing step standing for "that step", and the repair words ('and fix it') left to the script.
 */
export function changeOffline(run: RunContext, message: string): RunReply {
  let request = message
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/[\s,]+(?:and|then)\s+(?:fix|repair|correct|re-?run|run|try)\b.*$/i, '')
    .replace(FIX_BY, (_, verb: string) => `${FIX_BY_VERB[verb.toLowerCase()] ?? 'take out'} `);
  if (THAT_STEP.test(request)) {
    const step = failingStep(run);
    if (step === null) {
      return {
        kind: 'change',
        steps: null,
        script: null,
        explanation: 'I cannot tell which step you mean: name it by its number ("delete step 2") and I will propose the new steps.',
      };
    }
    request = request.replace(THAT_STEP, `step ${step}`);
  }
  const revision = reviseStepsOffline({ steps: run.steps, request });
  const same = revision.steps.length === run.steps.length && revision.steps.every((step, i) => step === run.steps[i]);
  if (same) return { kind: 'change', steps: null, script: null, explanation: `${revision.message}` };
  return { kind: 'change', steps: revision.steps, script: null, explanation: `${revision.message} Review the new steps and script, then apply them.` };
}

/** A message in a run's conversation, answered offline: a request to change the task with new steps, anything else about the run. */
export function replyOffline(input: { run: RunContext; history: ChatTurn[]; message: string }): RunReply {
  const correction = correctionAsked(input.run, input.message);
  if (correction) return { ...correction, kind: 'diagnosis', steps: null };
  if (classifyRunMessage(input.message) === 'change') return changeOffline(input.run, input.message);
  return { ...answerOffline(input), kind: 'diagnosis', steps: null };
}

function answerOffline(input: { run: RunContext; message: string }): RunDiagnosis {
  const intent = intentOf(input.message);
  if (intent === 'fix') return diagnoseOffline(input.run);
  if (intent === 'why') return { explanation: diagnoseOffline(input.run).explanation, script: null };
  if (intent === 'thanks') return { explanation: 'You’re welcome. Run the task again to check the result.', script: null };
  const about = namesOfFailure(input.run);
  const columns = [...new Set(sheetsOf(input.run.inputs).flatMap((sheet) => sheet.columns))];
  let known = '';
  if (/\b(columns?|sheets?|headers?|fields?)\b/i.test(input.message)) {
    if (about)
      known = ` The ${about.kind === 'column' ? 'columns' : 'sheets'} of the input are: ${list(about.names)}; tell me which one to use instead of "${about.missing}".`;
    else if (columns.length) known = ` The input's columns are: ${list(columns)}.`;
  }
  return {
    explanation: `I can explain why this run failed (ask "why"), propose a corrected script (ask me to fix it, or tell me which column to use), or change the task's steps ("add a step to sort by Date", "delete step 2").${known} ${OFFLINE_NOTE}`,
    script: null,
  };
}
