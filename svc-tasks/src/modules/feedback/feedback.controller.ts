import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { AiErrorFilter } from '../ai/ai.errors.js';
import { FeedbackService } from './feedback.service.js';
import { ConversationNotFoundError, FeedbackMessageNotFoundError, SEND_FAILED, STALE_PROPOSAL_MESSAGE, START_FAILED } from './feedback.errors.js';
import { toFeedbackConversationDto, toFeedbackMessageDto } from './feedback.mapper.js';
import { FeedbackConversationDto, FeedbackMessageDto, SentFeedbackMessageDto, StartedFeedbackConversationDto } from './dto/feedback-conversation.dto.js';
import { AppliedFeedbackFixDto, ListFeedbackConversationsQueryDto, SendFeedbackMessageDto, StartFeedbackConversationDto } from './dto/feedback-requests.dto.js';

const conversationIdPipe = new PositiveIdPipe(() => new ConversationNotFoundError());
const messageIdPipe = new PositiveIdPipe(() => new FeedbackMessageNotFoundError());

const PROVIDER_FAILED = '429 rate limited, 502 failed or an invalid answer, 503 unavailable, 504 timed out; `reason` says why';

@ApiTags('feedback')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseFilters(AiErrorFilter)
@Controller('api/feedback/conversations')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get()
  @ApiOkResponse({ type: [FeedbackConversationDto], description: 'The task’s conversations (about one run, when executionId is given), newest first' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listFeedbackConversations(@CurrentUser() user: AuthUser, @Query() query: ListFeedbackConversationsQueryDto): Promise<FeedbackConversationDto[]> {
    return (await this.feedback.listConversations(user, query.taskId, query.executionId)).map(toFeedbackConversationDto);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: StartedFeedbackConversationDto,
    description: 'For a failed run, the assistant’s diagnosis is the first message (with a proposal when it can correct the script)',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The run does not belong to this task' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or Execution not found' })
  @ApiBadGatewayResponse({ type: ErrorDto, description: `'${START_FAILED}' (${PROVIDER_FAILED})` })
  async startFeedbackConversation(@CurrentUser() user: AuthUser, @Body() body: StartFeedbackConversationDto): Promise<StartedFeedbackConversationDto> {
    const { conversation, messages } = await this.feedback.start(user, body);
    return { conversation: toFeedbackConversationDto(conversation), messages: messages.map(toFeedbackMessageDto) };
  }

  @Get(':id/messages')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: [FeedbackMessageDto], description: 'Oldest first' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Conversation not found' })
  async listFeedbackMessages(@CurrentUser() user: AuthUser, @Param('id', conversationIdPipe) id: number): Promise<FeedbackMessageDto[]> {
    return (await this.feedback.listMessages(user, id)).map(toFeedbackMessageDto);
  }

  @Post(':id/messages')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'id', type: Number })
  @ApiCreatedResponse({ type: SentFeedbackMessageDto, description: 'The user’s message and the assistant’s reply (nothing is saved when the assistant fails)' })
  @ApiBadRequestResponse({ type: ErrorDto, description: "'Message cannot be empty', or the conversation is of another task" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Conversation not found' })
  @ApiBadGatewayResponse({ type: ErrorDto, description: `'${SEND_FAILED}' (${PROVIDER_FAILED})` })
  async sendFeedbackMessage(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationIdPipe) id: number,
    @Body() body: SendFeedbackMessageDto,
  ): Promise<SentFeedbackMessageDto> {
    const { message, reply } = await this.feedback.send(user, id, body);
    return { message: toFeedbackMessageDto(message), reply: toFeedbackMessageDto(reply) };
  }

  @Post(':id/messages/:messageId/apply')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'messageId', type: Number })
  @ApiOkResponse({ type: AppliedFeedbackFixDto, description: "The proposed script saved as the task's new script version (source 'ai')" })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The message proposes no script, or the script has a syntax error' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Only task admins can edit the script.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Conversation not found, or Message not found' })
  @ApiConflictResponse({ type: ErrorDto, description: `'${STALE_PROPOSAL_MESSAGE}'` })
  async applyFeedbackFix(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationIdPipe) id: number,
    @Param('messageId', messageIdPipe) messageId: number,
  ): Promise<AppliedFeedbackFixDto> {
    return this.feedback.apply(user, id, messageId);
  }
}
