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

/**
 * A request to change the task, proposed (nothing saved until Apply): the whole new list of steps and
 * the script built from them, each with its diff, and the steps it was made from (their hash).
 */
export interface ChangeProposal extends Proposal {
  steps: string[];
  /** Unified diff of the steps, one a line: 'current' -> 'proposed'. */
  stepsDiff: string;
  baseSteps: string;
  /** The user's words, kept with the step version Apply saves. */
  request: string;
}

/** Which script a proposal was made from: a hash of its text ('' for none). */
export function scriptHash(script: string | null): string {
  return createHash('sha256')
    .update(script ?? '')
    .digest('hex')
    .slice(0, 16);
}

/** The proposal of `proposed` over the task's `current` script; null when it changes nothing. */
export function proposalOf(current: string | null, proposed: string | null): Proposal | null {
  if (proposed === null || proposed.trim() === '' || proposed === (current ?? '')) return null;
  return { script: proposed, diff: createTwoFilesPatch('current', 'proposed', current ?? '', proposed), baseVersion: scriptHash(current) };
}

/** The proposal of new `steps` and their `script` over the task's current ones. */
export function changeProposalOf(task: Pick<TaskEntity, 'instructions' | 'pythonScript'>, steps: string[], script: string, request: string): ChangeProposal {
  const current = stepTexts(task.instructions);
  const stepsDiff = createTwoFilesPatch('current', 'proposed', lines(current), lines(steps));
  return {
    script,
    diff: createTwoFilesPatch('current', 'proposed', task.pythonScript ?? '', script),
    baseVersion: scriptHash(task.pythonScript),
    steps,
    stepsDiff,
    baseSteps: scriptHash(task.instructions),
    request,
  };
}

function lines(texts: string[]): string {
  return texts.length ? `${texts.join('\n')}\n` : '';
}

/** The proposal an assistant's message carries, or null. */
export function proposalIn(metadata: Record<string, unknown> | null): Proposal | ChangeProposal | null {
  const proposal = metadata?.['proposal'] as Partial<ChangeProposal> | undefined;
  if (!proposal || typeof proposal.script !== 'string' || typeof proposal.baseVersion !== 'string') return null;
  const fix = { script: proposal.script, diff: typeof proposal.diff === 'string' ? proposal.diff : '', baseVersion: proposal.baseVersion };
  if (!Array.isArray(proposal.steps) || typeof proposal.baseSteps !== 'string') return fix;
  const steps = proposal.steps.filter((step): step is string => typeof step === 'string');
  return {
    ...fix,
    steps,
    stepsDiff: typeof proposal.stepsDiff === 'string' ? proposal.stepsDiff : '',
    baseSteps: proposal.baseSteps,
    request: typeof proposal.request === 'string' ? proposal.request : '',
  };
}

/** A proposal that changes the task's steps too. */
export function isChange(proposal: Proposal | ChangeProposal): proposal is ChangeProposal {
  return 'steps' in proposal;
}

/** The task's steps' texts (its instructions are JSON text of `{ id, content }`, or legacy plain text). */
export function stepTexts(instructions: string | null): string[] {
  if (!instructions) return [];
  try {
    const parsed: unknown = JSON.parse(instructions);
    if (Array.isArray(parsed)) {
      return parsed
        .map((step) => (typeof step === 'string' ? step : String((step as { content?: unknown })?.content ?? '')))
        .filter((text) => text.trim() !== '');
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
