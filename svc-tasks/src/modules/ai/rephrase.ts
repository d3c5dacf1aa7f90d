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
 * A partly understood request's steps: each step with the parts not understood taken out (kept when
 * words remain), then one 'Rephrase: <the user's words>' step per part not understood, in order.
 */
export function rephraseSteps(steps: string[], notUnderstood: string[]): string[] {
  const seen = new Set<string>();
  const parts = notUnderstood.map((part) => part.trim()).filter((part) => part !== '' && !seen.has(part.toLowerCase()) && seen.add(part.toLowerCase()));
  const kept: string[] = [];
  for (const step of steps) {
    let rest = step;
    for (const part of parts) rest = rest.replace(new RegExp(escape(part), 'gi'), ' ');
    rest = rest
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([,;.])/g, '$1')
      .replace(CONNECTORS, '')
      .trim();
    if (/[a-z]{2,}/i.test(rest)) kept.push(rest === step.trim() ? rest : rest.replace(/[,;:]$/, ''));
  }
  return [...kept, ...parts.map((part) => `${REPHRASE_PREFIX}${part}`)];
}

/** The message of a task created with steps to rephrase. */
export function rephraseMessage(count: number): string {
  const which = count === 1 ? 'the step that starts' : `the ${count} steps that start`;
  return `The task has the steps I understood. Rewrite ${which} with "Rephrase:" in your own words, then press Generate Script.`;
}

/**
 * An implementation with parts not understood, as a task keeps it: no script (a script of half the
 * request would give a wrong file), the understood steps and one step to rephrase per part. An
 * implementation understood in full, or without a part to name, is unchanged.
 */
export function withStepsToRephrase(details: ImplementationDetails): ImplementationDetails {
  if (details.notUnderstood.length === 0) return details;
  const steps = rephraseSteps(details.steps, details.notUnderstood);
  const count = steps.filter((step) => step.startsWith(REPHRASE_PREFIX)).length;
  return { ...details, steps, script: null, message: rephraseMessage(count) };
}
