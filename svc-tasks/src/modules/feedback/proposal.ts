import { createHash } from 'node:crypto';
import { createTwoFilesPatch } from 'diff';
import type { ExecutionEntity } from '../execution/execution.entity.js';
import type { TaskEntity } from '../task/task.entity.js';
import { stepsOfText } from '../task/instructions.js';
import type { RunContext } from '../ai/ai.types.js';

/** A corrected script as an assistant's message keeps it (metadata.proposal). */
export interface Proposal {
  script: string;
  /** Unified diff 'current' -> 'proposed'. */
  diff: string;
  /** The hash of the script it was made from: Apply refuses once the task's script is another. */
  baseVersion: string;
}

/** Which script a proposal was made from: a hash of its text ('' for none). */
export function scriptHash(script: string | null): string {
  return createHash('sha256').update(script ?? '').digest('hex').slice(0, 16);
}

/** The proposal of `proposed` over the task's `current` script; null when it changes nothing. */
export function proposalOf(current: string | null, proposed: string | null): Proposal | null {
  if (proposed === null || proposed.trim() === '' || proposed === (current ?? '')) return null;
  return { script: proposed, diff: createTwoFilesPatch('current', 'proposed', current ?? '', proposed), baseVersion: scriptHash(current) };
}

/** The proposal an assistant's message carries, or null. */
export function proposalIn(metadata: Record<string, unknown> | null): Proposal | null {
  const proposal = metadata?.['proposal'] as Partial<Proposal> | undefined;
  if (!proposal || typeof proposal.script !== 'string' || typeof proposal.baseVersion !== 'string') return null;
  return { script: proposal.script, diff: typeof proposal.diff === 'string' ? proposal.diff : '', baseVersion: proposal.baseVersion };
}

/** The task's steps' texts (its instructions are JSON text of `{ id, content }`, or legacy plain text). */
export function stepTexts(instructions: string | null): string[] {
  if (!instructions) return [];
  try {
    const parsed: unknown = JSON.parse(instructions);
    if (Array.isArray(parsed)) {
      return parsed.map((step) => (typeof step === 'string' ? step : String((step as { content?: unknown })?.content ?? ''))).filter((text) => text.trim() !== '');
    }
  } catch {
    // Legacy plain text: one step per line.
  }
  return stepsOfText(instructions).map((step) => step.content);
}

/** What the assistant reads about a run of the task (status 'none' when the conversation is about no run). */
export function runContextOf(task: TaskEntity, run: ExecutionEntity | null): RunContext {
  return {
    taskName: task.name,
    steps: stepTexts(task.instructions),
    script: task.pythonScript ?? '',
    status: run?.status ?? 'none',
    log: (run?.log as Record<string, unknown> | null | undefined) ?? null,
    error: run?.error ?? null,
    inputs: [],
  };
}
