import type { InputSample, RequirementAnswers, RequirementQuestion } from './types.js';
import type { Program } from './program.js';
import { resolveAgainstSample } from './understand/resolve-sample.js';
import type { Reading } from './understand/understand.js';

/**
 * Ask, never dead-end (issue 30): each part of a request the builder could not read becomes a
 * select question on the Requirements step (id `clarify-<n>`, naming the user's words), with choices
 * drawn from the sample file when there is one; the answer, a step in the builder's own words,
 * takes the part's place in the plan ('Leave this part out' drops it).
 */

export const CLARIFY_PREFIX = 'clarify-';
export const LEAVE_OUT = 'Leave this part out';
export const KEEP_AS_STEP = 'Keep it as a step to rephrase';

const isNumberLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^\s*[$(-]?\d[\d,]*(?:\.\d+)?\)?\s*$/.test(v));

/** A part that asks for one row per something ('... for each technician', 'per vendor', 'by month'). */
const GROUPING = /\b(?:each|every|per|by)\b/i;
const DATE_LIKE = /^\s*(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/;
const ID_LIKE = /#|\b(?:id|no|number|code|zip|phone)\b/i;
/** A part that asks which rows ('which ... are ...', '... haven't been received yet', 'only the ...'). */
const WHICH_ROWS = /\b(?:which|what|only|still|yet|not|haven[’']?t|hasn[’']?t|aren[’']?t|isn[’']?t)\b/i;

/**
 * The choices a sample gives for a part not understood, fitting the part: a grouping part offers
 * totals and counts per column, a part about which rows offers the columns' values, anything else
 * what can be done with the columns (sorts, then values).
 */
function choices(sample: InputSample | undefined, clause = ''): string[] {
  const sheet = sample?.sheets[0];
  if (!sheet) return [LEAVE_OUT, KEEP_AS_STEP];
  const numeric = sheet.columns.filter((_, i) => sheet.rows.length > 0 && sheet.rows.every((r) => r[i] === null || r[i] === '' || isNumberLike(r[i])));
  const text = sheet.columns.filter((c) => !numeric.includes(c));
  // Values of the columns that repeat the fewest (a status, a type), not an id or a name column.
  const valued = text
    .map((c) => {
      const i = sheet.columns.indexOf(c);
      return { c, values: [...new Set(sheet.rows.map((r) => r[i]).filter((v): v is string => typeof v === 'string' && v.trim() !== ''))] };
    })
    .filter((v) => v.values.length > 0 && v.values.length < sheet.rows.length)
    .sort((a, b) => a.values.length - b.values.length);
  const sorts = [...text.slice(0, 4).map((c) => `Sort by ${c}`), ...numeric.slice(0, 4).map((c) => `Sort by ${c}, highest first`)];
  const values = valued.slice(0, 2).flatMap(({ c, values: vs }) => vs.slice(0, 3).map((v) => `Keep only rows where ${c} is ${v}`));
  let out: string[];
  if (GROUPING.test(clause)) {
    // The columns to group by: the ones whose values repeat (not dates), else every text column;
    // the amounts to add up: numbers that are not ids ('Job Number', 'PO #').
    const dates = new Set(sheet.columns.filter((_, i) => sheet.rows.some((r) => typeof r[i] === 'string' && DATE_LIKE.test(r[i] as string))));
    const groups = (valued.length ? valued.map((v) => v.c) : text).filter((c) => !dates.has(c)).slice(0, 3);
    const amounts = numeric.filter((n) => !ID_LIKE.test(n)).slice(0, 2);
    out = groups.flatMap((g) => [...amounts.map((n) => `Total ${n} per ${g}`), `Count of rows per ${g}`]);
  } else if (WHICH_ROWS.test(clause)) {
    out = [...valued.slice(0, 3).flatMap(({ c, values: vs }) => vs.slice(0, 4).map((v) => `Keep only rows where ${c} is ${v}`))];
  } else out = [...sorts, ...values];
  return [...out, LEAVE_OUT, KEEP_AS_STEP];
}

/** One question per part not understood. */
export function clarifyQuestions(reading: Reading, sample?: InputSample): RequirementQuestion[] {
  return reading.clauses
    .filter((c) => !c.understood)
    .map((c, n) => ({
      id: `${CLARIFY_PREFIX}${n + 1}`,
      question: `What should I do with "${c.clause}"?`,
      description: sample
        ? `I could not read this part. Pick what it means with ${sample.fileName}'s columns, or leave it out.`
        : 'I could not read this part. Pick what it means, or keep it as a step to rephrase on the task.',
      required: false,
      type: 'select' as const,
      options: choices(sample, c.clause),
    }));
}

/** The answer to the n-th part not understood (1-based), when one was chosen. */
export function clarifyAnswer(answers: RequirementAnswers | undefined, n: number): string | undefined {
  const value = answers?.[`${CLARIFY_PREFIX}${n}`];
  return typeof value === 'string' && value.trim() && value !== KEEP_AS_STEP ? value.trim() : undefined;
}

/** The user's words for columns that no column of the sample matches ('person', 'date' when two are dates), in order. */
export function unmatchedColumns(program: Program, sample: InputSample | undefined): string[] {
  if (!sample?.sheets.length) return [];
  const missing: string[] = [];
  resolveAgainstSample(JSON.parse(JSON.stringify(program)) as Program, sample, {}, missing);
  return missing;
}

/** One question per column word the file does not have, after the parts not understood (ids go on from them). */
export function columnQuestions(program: Program, sample: InputSample | undefined, after: number): RequirementQuestion[] {
  const sheet = sample?.sheets[0];
  if (!sample || !sheet) return [];
  return unmatchedColumns(program, sample).map((word, i) => ({
    id: `${CLARIFY_PREFIX}${after + i + 1}`,
    question: `Which column is "${word}"?`,
    description: `${sample.fileName} has no column called "${word}" (or several could be it): pick the one you mean.`,
    required: true,
    type: 'select' as const,
    options: [...sheet.columns],
  }));
}

/** The columns picked for the words the file does not have, by word. */
export function chosenColumns(
  program: Program,
  sample: InputSample | undefined,
  answers: RequirementAnswers | undefined,
  after: number,
): Record<string, string> {
  const sheet = sample?.sheets[0];
  const chosen: Record<string, string> = {};
  if (!sheet) return chosen;
  unmatchedColumns(program, sample).forEach((word, i) => {
    const answer = answers?.[`${CLARIFY_PREFIX}${after + i + 1}`];
    if (typeof answer === 'string' && sheet.columns.includes(answer)) chosen[word] = answer;
  });
  return chosen;
}
