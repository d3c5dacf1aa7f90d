import type { TasksComponents } from '@milestone/contracts';

export type AiStatus = TasksComponents['schemas']['AiStatusDto'];

export const AI_CARD_TITLE = 'AI';
export const AI_STATUS_FAILURE_TEXT = 'Failed to check the AI provider. Please try again.';

/** One line of the AI card: a label and its value. */
export interface AiStatusLine {
  label: string;
  value: string;
}

/** How GET /api/ai/status reads on the integration status page: which provider, model and endpoint answer. */
export function aiStatusLines(status: AiStatus): AiStatusLine[] {
  if (status.provider !== 'openai') return [{ label: 'AI provider', value: 'Offline (built in)' }];
  return [
    { label: 'AI provider', value: 'OpenAI-compatible' },
    { label: 'Model', value: status.model ?? 'Not set' },
    { label: 'Endpoint', value: status.endpoint ?? 'Not set' },
  ];
}

/**
 * The help under the lines, truthful about what answers. How to configure a model is said to an
 * admin only (the one who can have it set up); other members are told what answers.
 */
export function aiStatusHelp(status: AiStatus, admin: boolean): string {
  if (status.provider === 'openai') return 'The AI builder asks this model. Its calls and tokens are recorded per task.';
  const offline = 'The AI builder works without a network: it understands a catalogue of spreadsheet operations.';
  return admin ? `${offline} To use a model, set AI_BASE_URL (with AI_API_KEY and AI_MODEL) on the tasks service.` : offline;
}
