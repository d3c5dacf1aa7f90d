import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { FeedbackConversationEntity } from './feedback-conversation.entity.js';
import { FeedbackMessageEntity, type FeedbackRole } from './feedback-message.entity.js';

export interface NewFeedbackMessage {
  role: FeedbackRole;
  content: string;
  metadata: Record<string, unknown>;
  createdBy: number | null;
}

/** Feedback conversations and their messages, always of one company. */
@Injectable()
export class FeedbackRepository {
  private readonly conversations: CompanyScope<FeedbackConversationEntity>;
  private readonly messages: CompanyScope<FeedbackMessageEntity>;

  constructor(
    @InjectRepository(FeedbackConversationEntity) conversations: Repository<FeedbackConversationEntity>,
    @InjectRepository(FeedbackMessageEntity) messages: Repository<FeedbackMessageEntity>,
  ) {
    this.conversations = new CompanyScope(conversations);
    this.messages = new CompanyScope(messages);
  }

  /** A task's conversations (about one run, when given), newest first. */
  listConversations(companyId: number, taskId: number, executionId?: number): Promise<FeedbackConversationEntity[]> {
    const where = executionId === undefined ? { taskId } : { taskId, executionId };
    return this.conversations.find(companyId, { where, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findConversation(companyId: number, id: number): Promise<FeedbackConversationEntity | null> {
    return this.conversations.findOne(companyId, { id });
  }

  /** A new conversation and its first messages, in the caller's transaction. */
  async insertConversation(
    manager: EntityManager,
    companyId: number,
    conversation: Pick<FeedbackConversationEntity, 'taskId' | 'executionId' | 'title' | 'createdBy'>,
    messages: NewFeedbackMessage[],
  ): Promise<{ conversation: FeedbackConversationEntity; messages: FeedbackMessageEntity[] }> {
    const [saved] = await this.conversations.insert(companyId, [{ ...conversation, status: 'active' }], manager);
    return { conversation: saved!, messages: await this.insertMessages(manager, saved!, messages) };
  }

  /** Messages added to a conversation (in order), which then counts as updated. */
  async addMessages(manager: EntityManager, conversation: FeedbackConversationEntity, messages: NewFeedbackMessage[]): Promise<FeedbackMessageEntity[]> {
    const saved = await this.insertMessages(manager, conversation, messages);
    await this.conversations.update(conversation.companyId, { id: conversation.id }, { updatedAt: new Date() }, manager);
    return saved;
  }

  /** A conversation's messages, oldest first. */
  listMessages(companyId: number, conversationId: number): Promise<FeedbackMessageEntity[]> {
    return this.messages.find(companyId, { where: { conversationId }, order: { id: 'ASC' } });
  }

  /** One message of a conversation, locked until `manager`'s transaction ends (two Applies of one fix do not interleave). */
  lockMessage(manager: EntityManager, companyId: number, conversationId: number, id: number): Promise<FeedbackMessageEntity | null> {
    return this.messages.lockForUpdate(manager, companyId, { conversationId, id });
  }

  saveMessage(manager: EntityManager, message: FeedbackMessageEntity): Promise<FeedbackMessageEntity> {
    return this.messages.save(message.companyId, message, manager);
  }

  private async insertMessages(
    manager: EntityManager,
    conversation: FeedbackConversationEntity,
    messages: NewFeedbackMessage[],
  ): Promise<FeedbackMessageEntity[]> {
    const saved: FeedbackMessageEntity[] = [];
    // One at a time: the ids give the order the messages are read in.
    for (const message of messages) {
      const [row] = await this.messages.insert(conversation.companyId, [{ ...message, conversationId: conversation.id }], manager);
      saved.push(row!);
    }
    return saved;
  }
}
