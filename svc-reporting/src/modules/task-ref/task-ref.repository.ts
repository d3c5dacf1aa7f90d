import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { KnownTaskEntity } from './known-task.entity.js';

/** The known_tasks read model: every read takes the caller's companyId. */
@Injectable()
export class TaskRefRepository {
  private readonly scope: CompanyScope<KnownTaskEntity>;

  constructor(@InjectRepository(KnownTaskEntity) repo: Repository<KnownTaskEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** The task when it is known in the company, deleted or not; null otherwise. */
  find(companyId: number, taskId: number): Promise<KnownTaskEntity | null> {
    return this.scope.findOne(companyId, { taskId });
  }

  /** Records a created task; one already known (a redelivery, or its deletion came first) is left as it is. */
  async recordCreated(manager: EntityManager, companyId: number, taskId: number): Promise<void> {
    await manager.query(`INSERT INTO "known_tasks" ("task_id", "company_id") VALUES ($1, $2) ON CONFLICT ("task_id") DO NOTHING`, [taskId, companyId]);
  }

  /** Marks the task deleted (recording it when its creation never reached us); a task id of another company is left alone. */
  async recordDeleted(manager: EntityManager, companyId: number, taskId: number, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO "known_tasks" ("task_id", "company_id", "deleted_at") VALUES ($1, $2, $3)
       ON CONFLICT ("task_id") DO UPDATE SET "deleted_at" = COALESCE("known_tasks"."deleted_at", EXCLUDED."deleted_at")
       WHERE "known_tasks"."company_id" = EXCLUDED."company_id"`,
      [taskId, companyId, at],
    );
  }
}
