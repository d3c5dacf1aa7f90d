// svc-tasks refuses more (TASK_MAX_STEPS, TASK_MAX_STEP_LENGTH): the editor stops the user first.
/** Steps a task's instructions may have. */
export const MAX_STEPS = 100;
/** Characters one step may hold. */
export const MAX_STEP_LENGTH = 2000;

export interface InstructionStep {
  id: string;
  content: string;
}

/**
 * The steps of a task's instructions: JSON text of a list of `{ id, content }` (or of texts), or
 * legacy plain text split by lines (spec 000 section 3).
 */
export function parseInstructions(instructions: string | null | undefined): InstructionStep[] {
  const text = instructions?.trim();
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) {
      return parsed
        .map((step, index) => {
          if (typeof step === 'string') return { id: `step-${index + 1}`, content: step };
          if (step && typeof step === 'object' && 'content' in step) {
            const s = step as { id?: unknown; content: unknown };
            return { id: String(s.id ?? `step-${index + 1}`), content: String(s.content ?? '') };
          }
          return null;
        })
        .filter((s): s is InstructionStep => s !== null);
    }
  } catch {
    // Not JSON: legacy plain text.
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((content, index) => ({ id: `step-${index + 1}`, content }));
}

/** The steps the editor starts from: at least one (empty) box to type into. */
export function editorSteps(instructions: string | null | undefined): InstructionStep[] {
  const steps = parseInstructions(instructions);
  return steps.length > 0 ? steps : [{ id: 'step-1', content: '' }];
}

/** The JSON text stored in task.instructions. */
export function serializeSteps(steps: InstructionStep[]): string {
  return JSON.stringify(steps.map(({ id, content }) => ({ id, content })));
}

/** A step id not used yet in the list. */
export function nextStepId(steps: InstructionStep[]): string {
  const used = new Set(steps.map((s) => s.id));
  let n = steps.length + 1;
  while (used.has(`step-${n}`)) n += 1;
  return `step-${n}`;
}

export function addStep(steps: InstructionStep[], content = ''): InstructionStep[] {
  return [...steps, { id: nextStepId(steps), content }];
}

export function updateStep(steps: InstructionStep[], index: number, content: string): InstructionStep[] {
  return steps.map((s, i) => (i === index ? { ...s, content } : s));
}

/** Moves a step one place up (-1) or down (+1); at the ends nothing changes. */
export function moveStep(steps: InstructionStep[], index: number, by: -1 | 1): InstructionStep[] {
  const target = index + by;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return steps;
  const next = [...steps];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Deleting is refused when only one step remains (spec 000 section 5). */
export function canDeleteStep(steps: InstructionStep[]): boolean {
  return steps.length > 1;
}

export function deleteStep(steps: InstructionStep[], index: number): InstructionStep[] {
  if (!canDeleteStep(steps) || index < 0 || index >= steps.length) return steps;
  return steps.filter((_, i) => i !== index);
}
