import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import type { AiProviderError } from '../ai/ai-provider.js';

/** A conversation that does not exist, or whose task the caller does not see (another company's): the same answer. */
export class ConversationNotFoundError extends NotFoundException {
  constructor() {
    super('Conversation not found');
  }
}

export class FeedbackMessageNotFoundError extends NotFoundException {
  constructor() {
    super('Message not found');
  }
}

export class RunOfAnotherTaskError extends BadRequestException {
  constructor() {
    super('The run does not belong to this task');
  }
}

export class ConversationOfAnotherTaskError extends BadRequestException {
  constructor() {
    super('The conversation does not belong to this task');
  }
}

export class NoProposalError extends BadRequestException {
  constructor() {
    super('This message proposes no script to apply');
  }
}

export const STALE_PROPOSAL_MESSAGE = 'The script changed since this fix was proposed. Ask again.';

export class StaleProposalError extends ConflictException {
  constructor() {
    super(STALE_PROPOSAL_MESSAGE);
  }
}

/** The screens' texts for the assistant's failures (spec 000 section 8, Feedback). */
export const START_FAILED = 'Error - Failed to start AI conversation. Please try again.';
export const SEND_FAILED = 'Error - Failed to send message. Please try again.';

const STATUS_OF_OUTCOME: Record<AiProviderError['outcome'], number> = {
  'rate-limited': 429,
  timeout: 504,
  'invalid-answer': 502,
  unavailable: 503,
  error: 502,
  'not-understood': 422,
};

/** The provider failed: the spec's text as message, the plain reason beside it. */
export class AssistantFailedError extends HttpException {
  constructor(text: string, outcome: AiProviderError['outcome'], reason: string) {
    const status = STATUS_OF_OUTCOME[outcome] ?? 502;
    super({ statusCode: status, message: text, reason }, status);
  }
}
