import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { ScheduleEntity } from './schedule.entity.js';

export type NewSchedule = Pick<ScheduleEntity, 'taskId' | 'cronExpression' | 'enabled' | 'nextRun' | 'runAsUserId' | 'delivery'>;

/** Schedules of one company (every read and write takes its companyId), and the scheduler's claim. */
@Injectable()
export class ScheduleRepository {
  private readonly scope: CompanyScope<ScheduleEntity>;

  constructor(@InjectRepository(ScheduleEntity) repo: Repository<ScheduleEntity>) {
    this.scope = new CompanyScope(repo);
  }

  listOfTask(companyId: number, taskId: number): Promise<ScheduleEntity[]> {
    return this.scope.find(companyId, { where: { taskId }, order: { id: 'ASC' } });
  }

  findById(companyId: number, id: number): Promise<ScheduleEntity | null> {
    return this.scope.findOne(companyId, { id });
  }

  lockForUpdate(manager: EntityManager, companyId: number, id: number): Promise<ScheduleEntity | null> {
    return this.scope.lockForUpdate(manager, companyId, { id });
  }

  async insert(manager: EntityManager, companyId: number, schedule: NewSchedule): Promise<ScheduleEntity> {
    const [saved] = await this.scope.insert(companyId, [schedule], manager);
    return saved!;
  }

  save(manager: EntityManager, companyId: number, schedule: ScheduleEntity): Promise<ScheduleEntity> {
    return this.scope.save(companyId, schedule, manager);
  }

  async delete(manager: EntityManager, companyId: number, id: number): Promise<void> {
    await this.scope.delete(companyId, { id }, manager);
  }

  /**
   * The schedules that run as a deleted user: passed to `toUserId` (the company's owner), or
   * disabled when the company has none. Answers the tasks whose enabled schedules were disabled.
   */
  async reassignRunAs(manager: EntityManager, companyId: number, fromUserId: number, toUserId: number | null): Promise<number[]> {
    if (toUserId !== null) {
      await manager.query(`UPDATE schedules SET run_as_user_id = $3, updated_at = now() WHERE company_id = $1 AND run_as_user_id = $2`, [
        companyId,
        fromUserId,
        toUserId,
      ]);
      return [];
    }
    const [rows]: [Array<{ task_id: number }>, number] = await manager.query(
      `UPDATE schedules SET enabled = false, updated_at = now() WHERE company_id = $1 AND run_as_user_id = $2 AND enabled RETURNING task_id`,
      [companyId, fromUserId],
    );
    return [...new Set(rows.map((r) => r.task_id))];
  }

  /** How many of the task's schedules are enabled (read in the caller's transaction). */
  countEnabled(manager: EntityManager, companyId: number, taskId: number): Promise<number> {
    return manager.getRepository(ScheduleEntity).count({ where: { companyId, taskId, enabled: true } });
  }

  /**
   * Up to `limit` enabled schedules due at `now` (any company: the scheduler serves them all),
   * oldest due first, locked until `manager`'s transaction ends; rows another scheduler holds are
   * skipped, so two schedulers never queue the same due time.
   */
  claimDue(manager: EntityManager, now: Date, limit: number): Promise<ScheduleEntity[]> {
    return manager
      .getRepository(ScheduleEntity)
      .createQueryBuilder('s')
      .where('s.enabled AND s.next_run <= :now', { now })
      .orderBy('s.next_run', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  /** The scheduler moved a schedule on (any company's: it claimed the row). */
  async markRun(manager: EntityManager, schedule: ScheduleEntity, changes: Pick<ScheduleEntity, 'lastRun' | 'nextRun' | 'enabled'>): Promise<void> {
    await manager.getRepository(ScheduleEntity).update({ id: schedule.id, companyId: schedule.companyId }, changes);
  }
}
