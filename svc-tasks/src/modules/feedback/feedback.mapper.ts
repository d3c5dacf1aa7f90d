import type { FeedbackConversationEntity } from './feedback-conversation.entity.js';
import type { FeedbackMessageEntity } from './feedback-message.entity.js';
import type { FeedbackConversationDto, FeedbackMessageDto } from './dto/feedback-conversation.dto.js';

export function toFeedbackConversationDto(conversation: FeedbackConversationEntity): FeedbackConversationDto {
  return {
    id: conversation.id,
    taskId: conversation.taskId,
    executionId: conversation.executionId,
    title: conversation.title,
    status: conversation.status,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

export function toFeedbackMessageDto(message: FeedbackMessageEntity): FeedbackMessageDto {
  return {
    id: message.id,
    conversationId: message.conversationId,
    role: message.role,
    content: message.content,
    metadata: message.metadata ?? {},
    createdAt: message.createdAt.toISOString(),
  };
}
