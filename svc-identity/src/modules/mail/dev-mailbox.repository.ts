import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';

/** The messages the dev mailbox keeps. */
@Injectable()
export class DevMailboxRepository {
  constructor(@InjectRepository(DevMailboxMessageEntity) private readonly repo: Repository<DevMailboxMessageEntity>) {}

  async insert(message: DevMailboxMessageEntity): Promise<void> {
    await this.repo.insert(message);
  }

  /** Newest first; `to` (lower-case) narrows to one recipient. */
  list(to: string | undefined, limit: number): Promise<DevMailboxMessageEntity[]> {
    return this.repo.find({ where: to ? { to } : {}, order: { sentAt: 'DESC' }, take: limit });
  }
}
