import { Injectable } from '@nestjs/common';
import type { StEntityKey } from '@milestone/servicetitan-contract';

/** The replica's rows: set-based upserts per entity, counts, and removal of a company's data. */
@Injectable()
export class ReplicaRepository {
  /** Inserts or updates the records (raw, as ServiceTitan sent them) of one entity for one company. */
  upsert(_companyId: number, _entity: StEntityKey, _records: ReadonlyArray<Record<string, unknown>>, _syncedAt: Date): Promise<void> {
    throw new Error('ReplicaRepository.upsert: not built yet');
  }

  /** Rows per entity of one company. */
  countsOf(_companyId: number): Promise<Partial<Record<StEntityKey, number>>> {
    throw new Error('ReplicaRepository.countsOf: not built yet');
  }

  /** Removes every replica row and sync state of the company (on Disconnect). */
  deleteCompany(_companyId: number): Promise<void> {
    throw new Error('ReplicaRepository.deleteCompany: not built yet');
  }
}
