// The AI builder's answers as the task screens read them: generate-script, step versions, the
// AI request box and the feedback conversations of a run (svc-tasks, issue #13).
import type { TasksComponents } from '@milestone/contracts';

type Schemas = TasksComponents['schemas'];

/** POST /api/tasks/{id}/generate-script. */
export type GenerateScriptAnswer = Schemas['GenerateScriptAnswerDto'];
/** One saved list of steps (GET /api/tasks/{id}/step-versions), newest first. */
export type StepVersionSummary = Schemas['StepVersionSummaryDto'];
export type StepVersion = Schemas['StepVersionDto'];
/** POST /api/tasks/{id}/steps/ai-request. */
export type StepRequestAnswer = Schemas['StepsAiRequestAnswerDto'];
export type FeedbackConversation = Schemas['FeedbackConversationDto'];
export type FeedbackMessage = Schemas['FeedbackMessageDto'];
export type FixProposal = Schemas['FeedbackProposalDto'];

export const aiKeys = {
  stepVersions: (taskId: number) => ['step-versions', taskId] as const,
  stepVersion: (taskId: number, version: number) => ['step-versions', taskId, version] as const,
  /** What the last script generation of a task said when it built nothing (null: it worked). */
  scriptCheck: (taskId: number) => ['script-check', taskId] as const,
  conversations: (executionId: number) => ['feedback', 'execution', executionId] as const,
  messages: (conversationId: number) => ['feedback', 'messages', conversationId] as const,
};

/** How the version lists name where a list of steps came from. */
export function stepSourceLabel(source: string): string {
  switch (source) {
    case 'create':
      return 'Created';
    case 'ai':
      return 'AI request';
    case 'restore':
      return 'Restored';
    default:
      return 'Edited';
  }
}

/** One exchange of the AI request box: the request and the assistant's answer. */
export interface AiExchange {
  version: number;
  request: string;
  answer: string;
  at: string;
}

/** 'View Recent Changes': the last `count` AI requests with their answers, newest first. */
export function recentAiChanges(versions: readonly StepVersionSummary[], count = 3): AiExchange[] {
  return versions
    .filter((v) => v.source === 'ai' && v.request)
    .slice(0, count)
    .map((v) => ({ version: v.version, request: v.request ?? '', answer: v.message ?? '', at: v.createdAt }));
}

export interface StepComparisonRow {
  index: number;
  /** The step in the version viewed (null: it has fewer steps). */
  then: string | null;
  /** The step now (null: there are fewer steps now). */
  now: string | null;
  changed: boolean;
}

/** A version's steps beside the current ones, position by position, the differing ones marked. */
export function compareSteps(then: readonly string[], now: readonly string[]): StepComparisonRow[] {
  const rows: StepComparisonRow[] = [];
  for (let i = 0; i < Math.max(then.length, now.length); i += 1) {
    const a = then[i] ?? null;
    const b = now[i] ?? null;
    rows.push({ index: i, then: a, now: b, changed: (a ?? '').trim() !== (b ?? '').trim() });
  }
  return rows;
}

export type DiffLineKind = 'added' | 'removed' | 'context' | 'hunk';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

/** The lines of a unified diff to show: file headers dropped, each line marked added, removed, context or hunk. */
export function diffLines(diff: string): DiffLine[] {
  const out: DiffLine[] = [];
  for (const line of diff.split('\n')) {
    if (line.startsWith('Index:') || line.startsWith('=====') || line.startsWith('--- ') || line.startsWith('+++ ')) continue;
    if (line.startsWith('\\')) continue;
    if (line.startsWith('@@')) out.push({ kind: 'hunk', text: line });
    else if (line.startsWith('+')) out.push({ kind: 'added', text: line.slice(1) });
    else if (line.startsWith('-')) out.push({ kind: 'removed', text: line.slice(1) });
    else if (line.startsWith(' ')) out.push({ kind: 'context', text: line.slice(1) });
  }
  return out;
}

/** The proposal an assistant's message carries, when it proposes a script. */
export function proposalOf(message: Pick<FeedbackMessage, 'role' | 'metadata'>): FixProposal | null {
  if (message.role !== 'assistant') return null;
  const proposal = message.metadata?.proposal;
  return proposal && typeof proposal.script === 'string' && proposal.script.trim() ? proposal : null;
}
