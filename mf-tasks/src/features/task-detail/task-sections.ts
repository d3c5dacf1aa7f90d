export type SectionId = 'overview' | 'instructions';

export interface TaskSection {
  id: SectionId;
  label: string;
  description: string;
}

const OVERVIEW: TaskSection = { id: 'overview', label: 'Overview', description: 'What this task does and where it stands.' };
const INSTRUCTIONS: TaskSection = { id: 'instructions', label: 'Instructions', description: 'The step-by-step instructions this task follows.' };

/**
 * The sidebar sections of a task. API-reporting tasks show only the overview (spec 001
 * section 2.1); the other types also show instructions. More sections arrive with their issues.
 */
export function taskSections(type: string): TaskSection[] {
  return type === 'api-reporting' ? [OVERVIEW] : [OVERVIEW, INSTRUCTIONS];
}

/** Back goes home from the overview and to the overview from any other section. */
export function backTarget(active: SectionId): 'home' | 'overview' {
  return active === 'overview' ? 'home' : 'overview';
}

export interface InstructionStep {
  id: string;
  content: string;
}

/**
 * The steps of a task's instructions: JSON text of a list of `{ id, content }`, or legacy plain
 * text split by lines (spec 000 section 3).
 */
export function parseInstructions(instructions: string | null | undefined): InstructionStep[] {
  const text = instructions?.trim();
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) {
      return parsed
        .map((step, index) => {
          if (typeof step === 'string') return { id: String(index + 1), content: step };
          if (step && typeof step === 'object' && 'content' in step) {
            const s = step as { id?: unknown; content: unknown };
            return { id: String(s.id ?? index + 1), content: String(s.content ?? '') };
          }
          return null;
        })
        .filter((s): s is InstructionStep => s !== null && s.content.trim() !== '');
    }
  } catch {
    // Not JSON: legacy plain text.
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((content, index) => ({ id: String(index + 1), content }));
}

/** A route id that is a positive whole number, else null (shows 'Task Not Found'). */
export function parseTaskId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
