import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { StSyncStateEntity } from './st-sync-state.entity.js';

/** Where each entity's replica of a company stands (st_sync_state). Owned by the sync; read by the status. */
@Injectable()
export class SyncStateRepository {
  constructor(@InjectRepository(StSyncStateEntity) private readonly repo: Repository<StSyncStateEntity>) {}

  /** Every entity's state row of the company (entities never synced have none). */
  listOf(companyId: number): Promise<StSyncStateEntity[]> {
    return this.repo.find({ where: { companyId }, order: { entity: 'ASC' } });
  }
}
