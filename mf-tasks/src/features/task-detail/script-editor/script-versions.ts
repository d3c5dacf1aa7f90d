import type { TasksComponents } from '@milestone/contracts';

/** A saved script of a task as the version list shows it (no text). */
export type ScriptVersionSummary = TasksComponents['schemas']['ScriptVersionSummaryDto'];

/** A saved script with its text. */
export type ScriptVersion = TasksComponents['schemas']['ScriptVersionDto'];

/** The script versions' query keys (apart from the task's: a task save does not refetch them unasked). */
export const scriptVersionKeys = {
  all: ['script-versions'] as const,
  ofTask: (taskId: number) => [...scriptVersionKeys.all, taskId] as const,
  one: (taskId: number, version: number) => [...scriptVersionKeys.all, taskId, version] as const,
};

/** How the list names where a version came from. */
export function sourceLabel(source: ScriptVersionSummary['source']): string {
  switch (source) {
    case 'ai':
      return 'Generated';
    case 'restore':
      return 'Restored';
    default:
      return 'Edited';
  }
}

/**
 * The line a save's syntax error names ('Syntax error on line 3: ...'), for the editor to mark;
 * null for any other message.
 */
export function syntaxErrorLine(message: string | null | undefined): number | null {
  const match = /^Syntax error on line (\d+):/.exec(message ?? '');
  return match ? Number(match[1]) : null;
}
