import type { ImplementationDetails } from './ai.types.js';

/**
 * The start of a step the builder did not understand, left on the task for the user to rephrase
 * (issue 30's contract: the offline builder never writes it itself, and reads such a step, once
 * edited, as a normal step).
 */
export const REPHRASE_PREFIX = 'Rephrase: ';

const CONNECTORS = /^(?:[\s,;:.-]|and\b|then\b|also\b|but\b)+|(?:[\s,;:-]|and\b|then\b|also\b|but\b)+$/gi;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A partly understood request's steps, in order: each step with the parts not understood taken out
 * (kept when words remain), followed by one 'Rephrase: <the user's words>' step per part it held;
 * a part found in no step is put last.
 */
export function rephraseSteps(steps: string[], notUnderstood: string[]): string[] {
  const seen = new Set<string>();
  const parts = notUnderstood.map((part) => part.trim()).filter((part) => part !== '' && !seen.has(part.toLowerCase()) && seen.add(part.toLowerCase()));
  const placed = new Set<string>();
  const out: string[] = [];
  for (const step of steps) {
    let rest = step;
    const held: string[] = [];
    for (const part of parts) {
      const pattern = new RegExp(escape(part), 'gi');
      if (placed.has(part) || !pattern.test(rest)) continue;
      rest = rest.replace(pattern, ' ');
      held.push(part);
      placed.add(part);
    }
    rest = rest
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([,;.])/g, '$1')
      .replace(CONNECTORS, '')
      .trim();
    if (/[a-z]{2,}/i.test(rest)) out.push(held.length === 0 ? step.trim() : rest.replace(/[,;:]$/, ''));
    out.push(...held.map((part) => `${REPHRASE_PREFIX}${part}`));
  }
  return [...out, ...parts.filter((part) => !placed.has(part)).map((part) => `${REPHRASE_PREFIX}${part}`)];
}

/**
 * An understood step that does something to the data: not only the reading of the file or the
 * writing of the result, which every plan has ('Read the uploaded file -> read the input file').
 */
function doesSomething(understood: string): boolean {
  const reading = understood.split(' -> ').pop()!.trim();
  return !/^(?:read the input file|write\b)/i.test(reading);
}

/** The message of a task created with steps to rephrase. */
export function rephraseMessage(count: number): string {
  const which = count === 1 ? 'the step that starts' : `the ${count} steps that start`;
  return `The task has the steps I understood. Rewrite ${which} with "Rephrase:" in your own words, then press Generate Script.`;
}

/**
 * An implementation with parts not understood, as a task keeps it: no script (a script of half the
 * request would give a wrong file), the understood steps and one step to rephrase per part. An
 * implementation understood in full is unchanged, and so is one of which nothing was understood
 * (nothing useful to keep: the quick creator refuses it with the builder's message).
 */
export function withStepsToRephrase(details: ImplementationDetails): ImplementationDetails {
  if (details.notUnderstood.length === 0 || !details.understood.some(doesSomething)) return details;
  const steps = rephraseSteps(details.steps, details.notUnderstood);
  const count = steps.filter((step) => step.startsWith(REPHRASE_PREFIX)).length;
  return { ...details, steps, script: null, message: rephraseMessage(count) };
}
