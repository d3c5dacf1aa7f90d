/**
 * What a message in a run's conversation asks (issue 32 item 12): a question about the run ("why did
 * it fail", "what went wrong", "fix it") is answered with the diagnosis; a request to change what
 * the task does ("add a column with the number of days worked", "remove that step and fix it",
 * "sort by date instead", "make it also total the hours") with new steps and their script, proposed
 * as a diff. Offline this reads the words; a model says which it is in its answer (`kind`).
 */

export const RUN_MESSAGE_KINDS = ['diagnosis', 'change'] as const;
export type RunMessageKind = (typeof RUN_MESSAGE_KINDS)[number];

/** Politeness before the request itself ('please', 'can you', 'I want you to'). */
const LEAD =
  /^(?:(?:please|pls|ok(?:ay)?|now|so|then|and|also|hey|hi)[\s,]+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?(?:to\s+)?|let'?s\s+)+/i;

/** A question about the run: it starts like one. */
const QUESTION =
  /^(?:why|what|how|where|which|when|who|whose|is|was|were|are|did|does|do|has|have|explain|tell\s+me|show\s+me\s+(?:the\s+)?(?:error|log|reason))\b/i;

/** What changes what a task does: its steps, columns, order, grouping, totals, output. */
const CHANGE =
  /\b(?:add|insert|include|append|remove|removing|delete|deleting|drop|dropping|take\s+out|taking\s+out|get\s+rid\s+of|skip|sort|order|reorder|group|filter|exclude|keep|only\s+show|rename|split|merge|combine|join|total|sum|count|average|round|move|swap|replace|instead|also|calculate|compute|convert|dedupe|deduplicate|change|ignore|hide|limit|make\s+it\s+(?!work\b)|save\s+(?:it\s+)?as|export|output)\b/i;

/** A repair of the script itself, which the diagnosis proposes ('fix it', 'update the script'). */
const SCRIPT_ONLY = /^(?:fix|repair|correct|solve|patch|update|change|rewrite)\s+(?:it|this|that|the\s+(?:script|code|run|error|problem|issue))\b/i;

/** Which kind of answer `message` asks for. */
export function classifyRunMessage(message: string): RunMessageKind {
  const text = message.trim().replace(LEAD, '').trim();
  if (!text) return 'diagnosis';
  if (QUESTION.test(text)) return 'diagnosis';
  if (SCRIPT_ONLY.test(text) && !CHANGE.test(text.replace(SCRIPT_ONLY, ''))) return 'diagnosis';
  return CHANGE.test(text) ? 'change' : 'diagnosis';
}
