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

/** The choices a sample gives for a part not understood: what can be done with its columns. */
function choices(sample: InputSample | undefined): string[] {
  const sheet = sample?.sheets[0];
  if (!sheet) return [LEAVE_OUT, KEEP_AS_STEP];
  const out: string[] = [];
  const numeric = sheet.columns.filter((_, i) => sheet.rows.length > 0 && sheet.rows.every((r) => r[i] === null || r[i] === '' || isNumberLike(r[i])));
  const text = sheet.columns.filter((c) => !numeric.includes(c));
  for (const c of text.slice(0, 4)) out.push(`Sort by ${c}`);
  for (const c of numeric.slice(0, 4)) out.push(`Sort by ${c}, highest first`);
  // Values of the columns that repeat the fewest (a status, a type), not an id or a name column.
  const valued = text
    .map((c) => {
      const i = sheet.columns.indexOf(c);
      return { c, values: [...new Set(sheet.rows.map((r) => r[i]).filter((v): v is string => typeof v === 'string' && v.trim() !== ''))] };
    })
    .filter((v) => v.values.length > 0 && v.values.length < sheet.rows.length)
    .sort((a, b) => a.values.length - b.values.length)
    .slice(0, 2);
  for (const { c, values } of valued) for (const v of values.slice(0, 3)) out.push(`Keep only rows where ${c} is ${v}`);
  return [...out, LEAVE_OUT, KEEP_AS_STEP];
}

/** One question per part not understood. */
export function clarifyQuestions(reading: Reading, sample?: InputSample): RequirementQuestion[] {
  const options = choices(sample);
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
      options,
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
