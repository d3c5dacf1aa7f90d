import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';
import { DevMailboxAttachmentEntity } from './dev-mailbox-attachment.entity.js';

/** What the list shows of an attachment: everything but its bytes. */
export type DevMailboxAttachmentInfo = Pick<DevMailboxAttachmentEntity, 'messageId' | 'index' | 'filename' | 'contentType' | 'size'>;

/** The messages the dev mailbox keeps, with their attachments. */
@Injectable()
export class DevMailboxRepository {
  constructor(
    @InjectRepository(DevMailboxMessageEntity) private readonly repo: Repository<DevMailboxMessageEntity>,
    @InjectRepository(DevMailboxAttachmentEntity) private readonly attachments: Repository<DevMailboxAttachmentEntity>,
  ) {}

  /** The message and its attachments, together or not at all. */
  async insert(message: DevMailboxMessageEntity, attachments: Omit<DevMailboxAttachmentEntity, 'messageId' | 'message'>[] = []): Promise<void> {
    await this.repo.manager.transaction(async (manager) => {
      await manager.insert(DevMailboxMessageEntity, message);
      if (attachments.length > 0) {
        await manager.insert(
          DevMailboxAttachmentEntity,
          attachments.map((a) => ({ ...a, messageId: message.id })),
        );
      }
    });
  }

  /** Newest first; `to` (lower-case) narrows to one recipient. */
  list(to: string | undefined, limit: number): Promise<DevMailboxMessageEntity[]> {
    return this.repo.find({ where: to ? { to } : {}, order: { sentAt: 'DESC' }, take: limit });
  }

  /** The attachments of these messages, without their bytes, in order. */
  attachmentsOf(messageIds: string[]): Promise<DevMailboxAttachmentInfo[]> {
    if (messageIds.length === 0) return Promise.resolve([]);
    return this.attachments.find({
      where: { messageId: In(messageIds) },
      select: { messageId: true, index: true, filename: true, contentType: true, size: true },
      order: { messageId: 'ASC', index: 'ASC' },
    });
  }

  findAttachment(messageId: string, index: number): Promise<DevMailboxAttachmentEntity | null> {
    return this.attachments.findOne({ where: { messageId, index } });
  }
}
