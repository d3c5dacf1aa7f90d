import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ScriptVersionEntity, type ScriptSource } from './script-version.entity.js';
import { userDisplayNameSql } from '../company-user/user-display-name.js';

/** A version as the list shows it: no script text, its line count and its author's name. */
export interface ScriptVersionRow {
  id: number;
  version: number;
  source: ScriptSource;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  lines: number;
}

/** The author's name as the platform shows users. */
const AUTHOR_NAME = userDisplayNameSql('u');

/** The saved scripts of a task; every read and write takes the task's companyId. */
@Injectable()
export class ScriptVersionRepository {
  constructor(@InjectRepository(ScriptVersionEntity) private readonly repo: Repository<ScriptVersionEntity>) {}

  /** The task's versions, newest first, without their scripts (one query, names joined). */
  async list(companyId: number, taskId: number): Promise<ScriptVersionRow[]> {
    const rows: Array<Omit<ScriptVersionRow, 'createdAt'> & { createdAt: Date | string }> = await this.repo.query(
      `SELECT v.id, v.version, v.source, v.created_by AS "createdBy", ${AUTHOR_NAME} AS "createdByName", v.created_at AS "createdAt",
              CASE WHEN v.script = '' THEN 0 ELSE length(v.script) - length(replace(v.script, E'\\n', '')) + 1 END AS lines
         FROM task_script_versions v
         LEFT JOIN company_users u ON u.id = v.created_by AND u.company_id = v.company_id
        WHERE v.company_id = $1 AND v.task_id = $2
        ORDER BY v.version DESC`,
      [companyId, taskId],
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  /** One version with its script, and its author's name. */
  async findOne(
    companyId: number,
    taskId: number,
    version: number,
    manager: EntityManager = this.repo.manager,
  ): Promise<(ScriptVersionEntity & { createdByName: string | null }) | null> {
    const found = await manager.findOne(ScriptVersionEntity, { where: { companyId, taskId, version } });
    if (!found) return null;
    const [author] =
      found.createdBy === null
        ? []
        : await manager.query(`SELECT ${AUTHOR_NAME} AS name FROM company_users u WHERE u.id = $1 AND u.company_id = $2`, [found.createdBy, companyId]);
    return Object.assign(found, { createdByName: (author?.name as string | undefined) ?? null });
  }

  /** The task's newest version number (0: none yet), in the caller's transaction. */
  async latestVersion(manager: EntityManager, companyId: number, taskId: number): Promise<number> {
    const [row] = await manager.query('SELECT COALESCE(max(version), 0)::int AS latest FROM task_script_versions WHERE company_id = $1 AND task_id = $2', [
      companyId,
      taskId,
    ]);
    return row.latest as number;
  }

  insert(
    manager: EntityManager,
    row: Pick<ScriptVersionEntity, 'companyId' | 'taskId' | 'version' | 'script' | 'source' | 'createdBy'>,
  ): Promise<ScriptVersionEntity> {
    return manager.getRepository(ScriptVersionEntity).save(manager.getRepository(ScriptVersionEntity).create(row));
  }
}
