import { BadRequestException } from '@nestjs/common';
import { TASK_MAX_STEPS, TASK_MAX_STEP_LENGTH } from './task.constants.js';

export interface Step {
  id: string;
  content: string;
}

export const INSTRUCTIONS_SHAPE_MESSAGE = 'Task instructions must be a list of steps, each with an id and a content';

/**
 * Instructions as the task stores them: JSON text of a list of steps `{ id, content }`.
 * Accepted: that list; a list of texts (the AI plan's data flow) or of `{ content }` (ids are given);
 * legacy plain text, one step per non-blank line. Other JSON is refused with 400.
 */
export function normalizeInstructions(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return JSON.stringify(withinLimits(stepsOfText(text)));
  }
  if (typeof parsed === 'string') return JSON.stringify(withinLimits(stepsOfText(parsed)));
  if (!Array.isArray(parsed)) throw new BadRequestException(INSTRUCTIONS_SHAPE_MESSAGE);
  if (parsed.length > TASK_MAX_STEPS) throw tooManySteps(parsed.length);
  const steps = parsed.map((item, i): Step => {
    if (typeof item === 'string') return { id: `step-${i + 1}`, content: item };
    if (item && typeof item === 'object' && typeof (item as { content?: unknown }).content === 'string') {
      const { id, content } = item as { id?: unknown; content: string };
      if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') throw new BadRequestException(INSTRUCTIONS_SHAPE_MESSAGE);
      return { id: id === undefined ? `step-${i + 1}` : String(id), content };
    }
    throw new BadRequestException(INSTRUCTIONS_SHAPE_MESSAGE);
  });
  if (new Set(steps.map((s) => s.id)).size !== steps.length) throw new BadRequestException('Task instruction steps must have distinct ids');
  return JSON.stringify(withinLimits(steps));
}

function tooManySteps(count: number): BadRequestException {
  return new BadRequestException(`Task instructions can have at most ${TASK_MAX_STEPS} steps (these have ${count})`);
}

/** The steps, refused with 400 when there are too many or one is too long (the limit in the message). */
function withinLimits(steps: Step[]): Step[] {
  if (steps.length > TASK_MAX_STEPS) throw tooManySteps(steps.length);
  const long = steps.findIndex((s) => s.content.length > TASK_MAX_STEP_LENGTH || s.id.length > 100);
  if (long >= 0) {
    const step = steps[long]!;
    if (step.id.length > 100) throw new BadRequestException('Task instruction step ids must be at most 100 characters');
    throw new BadRequestException(`Each instruction step must be at most ${TASK_MAX_STEP_LENGTH} characters (step ${long + 1} has ${step.content.length})`);
  }
  return steps;
}

/** Legacy plain text: one step per non-blank line. */
export function stepsOfText(text: string): Step[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((content, i) => ({ id: `step-${i + 1}`, content }));
}

/** The steps of stored instructions (JSON of `[{ id, content }]`; legacy plain text one per line; none when null). */
export function stepsOfInstructions(instructions: string | null): Step[] {
  if (instructions === null || instructions.trim() === '') return [];
  try {
    return JSON.parse(normalizeInstructions(instructions)) as Step[];
  } catch {
    return stepsOfText(instructions);
  }
}
