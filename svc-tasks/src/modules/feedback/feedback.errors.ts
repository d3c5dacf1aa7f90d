import { BadRequestException, ConflictException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { AiProviderError } from '../ai/ai-provider.js';
import { AI_OUTCOME_STATUS, AiRequestError } from '../ai/ai.errors.js';

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

export const STALE_CHANGE_MESSAGE = 'The task’s steps or script changed since this change was proposed. Ask again.';

export class StaleChangeError extends ConflictException {
  constructor() {
    super(STALE_CHANGE_MESSAGE);
  }
}

/** The screens' texts for the assistant's failures (spec 000 section 8, Feedback). */
export const START_FAILED = 'Error - Failed to start AI conversation. Please try again.';
export const SEND_FAILED = 'Error - Failed to send message. Please try again.';

/** The provider failed: the screen's text as message, the plain reason beside it (sent whole by AiErrorFilter). */
export function assistantFailed(text: string, outcome: AiProviderError['outcome'], reason: string): AiRequestError {
  return new AiRequestError(AI_OUTCOME_STATUS[outcome] ?? HttpStatus.BAD_GATEWAY, text, reason);
}
