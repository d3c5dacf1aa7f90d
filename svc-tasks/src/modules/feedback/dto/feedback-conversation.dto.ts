import { ApiProperty } from '@nestjs/swagger';
import { FEEDBACK_ROLES, type FeedbackRole } from '../feedback-message.entity.js';

/** A conversation with the assistant about a task, usually about one of its runs. */
export class FeedbackConversationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  taskId!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The run it is about (null: about the task as a whole)' })
  executionId!: number | null;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: ['active', 'closed'] })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** A corrected script the assistant proposed, as a unified diff against the script it was made from; for a request to change the task, with the new steps. */
export class FeedbackProposalDto {
  @ApiProperty({ description: 'The whole corrected script' })
  script!: string;

  @ApiProperty({ description: "A unified diff 'current' -> 'proposed'" })
  diff!: string;

  @ApiProperty({ description: 'Which script it was made from (a hash of it): Apply answers 409 once the task’s script is another' })
  baseVersion!: string;

  @ApiProperty({
    type: [String],
    required: false,
    description: 'A request to change the task: the whole new list of steps the script is built from (Apply saves both as new versions)',
  })
  steps?: string[];

  @ApiProperty({ required: false, description: "With steps: a unified diff of the steps, one a line, 'current' -> 'proposed'" })
  stepsDiff?: string;

  @ApiProperty({
    required: false,
    description: 'With steps: which steps it was made from (a hash of them): Apply answers 409 once the task’s steps are others',
  })
  baseSteps?: string;

  @ApiProperty({ required: false, description: 'With steps: the request, kept with the step version Apply saves' })
  request?: string;
}

export class FeedbackMessageMetadataDto {
  @ApiProperty({ type: FeedbackProposalDto, required: false, description: 'On an assistant’s message that proposes a corrected script' })
  proposal?: FeedbackProposalDto;

  @ApiProperty({ required: false, description: 'The script version the proposal was saved as (once applied)' })
  appliedVersion?: number;
}

export class FeedbackMessageDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  conversationId!: number;

  @ApiProperty({ enum: FEEDBACK_ROLES })
  role!: FeedbackRole;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: FeedbackMessageMetadataDto })
  metadata!: FeedbackMessageMetadataDto;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** A new conversation and its first messages (for a failed run: the assistant's diagnosis). */
export class StartedFeedbackConversationDto {
  @ApiProperty({ type: FeedbackConversationDto })
  conversation!: FeedbackConversationDto;

  @ApiProperty({ type: [FeedbackMessageDto] })
  messages!: FeedbackMessageDto[];
}

/** The user's message as saved and the assistant's reply to it. */
export class SentFeedbackMessageDto {
  @ApiProperty({ type: FeedbackMessageDto })
  message!: FeedbackMessageDto;

  @ApiProperty({ type: FeedbackMessageDto })
  reply!: FeedbackMessageDto;
}
