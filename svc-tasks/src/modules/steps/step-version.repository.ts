import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { StepVersionEntity } from './step-version.entity.js';
import { userDisplayNameSql } from '../company-user/user-display-name.js';

/** A saved list of steps with its author's name (first and last, else the email). */
export type StepVersionRow = StepVersionEntity & { createdByName: string | null };

export type NewStepVersion = Pick<StepVersionEntity, 'companyId' | 'taskId' | 'version' | 'instructions' | 'source' | 'request' | 'message' | 'createdBy'>;

const AUTHOR = `(SELECT ${userDisplayNameSql('u')} FROM company_users u WHERE u.id = v.created_by AND u.company_id = v.company_id)`;

const COLUMNS = `v.id, v.company_id AS "companyId", v.task_id AS "taskId", v.version, v.instructions, v.source, v.request, v.message,
                 v.created_by AS "createdBy", v.created_at AS "createdAt", ${AUTHOR} AS "createdByName"`;

/** The saved steps of a task; every read and write takes the task's companyId. */
@Injectable()
export class StepVersionRepository {
  constructor(@InjectRepository(StepVersionEntity) private readonly repo: Repository<StepVersionEntity>) {}

  /** The task's versions, newest first, with their authors' names (one query). */
  async list(companyId: number, taskId: number): Promise<StepVersionRow[]> {
    const rows: StepVersionRow[] = await this.repo.query(
      `SELECT ${COLUMNS} FROM task_step_versions v WHERE v.company_id = $1 AND v.task_id = $2 ORDER BY v.version DESC`,
      [companyId, taskId],
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  /** One version (null: none of that number on this company's task). */
  async findOne(companyId: number, taskId: number, version: number, manager: EntityManager = this.repo.manager): Promise<StepVersionRow | null> {
    const [row]: StepVersionRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM task_step_versions v WHERE v.company_id = $1 AND v.task_id = $2 AND v.version = $3`,
      [companyId, taskId, version],
    );
    return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
  }

  /** The task's newest version number (0: none yet), in the caller's transaction. */
  async latestVersion(manager: EntityManager, companyId: number, taskId: number): Promise<number> {
    const [row] = await manager.query('SELECT COALESCE(max(version), 0)::int AS latest FROM task_step_versions WHERE company_id = $1 AND task_id = $2', [
      companyId,
      taskId,
    ]);
    return row.latest as number;
  }

  insert(manager: EntityManager, row: NewStepVersion): Promise<StepVersionEntity> {
    const repo = manager.getRepository(StepVersionEntity);
    return repo.save(repo.create(row));
  }
}
