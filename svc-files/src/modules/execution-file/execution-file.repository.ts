import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import type { ExecutionFinishedV1 } from '@milestone/contracts';
import { keysOfTask, type StoredKey } from '../file/file.repository.js';
import { FileEntity } from '../file/file.entity.js';
import { ExecutionInputEntity } from '../file/execution-input.entity.js';
import { ExecutionRecordEntity, type ExecutionStatus } from './execution-record.entity.js';
import { OutputFileEntity } from './output-file.entity.js';

/** One file of an execution as the lists show it: an input (an upload it used) or an output. */
export interface ExecutionFileRow {
  executionId: number;
  kind: 'input' | 'output';
  id: number;
  name: string;
  size: number;
  mimeType: string;
  /** The storage key (`<companyId>/...`). */
  filePath: string;
}

/** An output's row as storing it writes it (the database gives its id and creation time). */
export type NewOutput = Omit<OutputFileEntity, 'id' | 'companyId' | 'createdAt'>;

/** A stored blob a download reads: its key, display name, type and size. */
export interface StoredFileRow {
  taskId: number;
  name: string;
  filePath: string;
  size: number;
  mimeType: string;
}

/**
 * execution_records, output_files and the execution_inputs rows an execution's claim writes;
 * every read and write takes the caller's companyId.
 */
@Injectable()
export class ExecutionFileRepository {
  private readonly records: CompanyScope<ExecutionRecordEntity>;
  private readonly outputs: CompanyScope<OutputFileEntity>;
  private readonly inputs: CompanyScope<ExecutionInputEntity>;
  private readonly uploads: CompanyScope<FileEntity>;

  constructor(
    @InjectRepository(ExecutionRecordEntity) private readonly recordRepo: Repository<ExecutionRecordEntity>,
    @InjectRepository(OutputFileEntity) outputRepo: Repository<OutputFileEntity>,
    @InjectRepository(ExecutionInputEntity) inputRepo: Repository<ExecutionInputEntity>,
    @InjectRepository(FileEntity) uploadRepo: Repository<FileEntity>,
  ) {
    this.records = new CompanyScope(recordRepo);
    this.outputs = new CompanyScope(outputRepo);
    this.inputs = new CompanyScope(inputRepo);
    this.uploads = new CompanyScope(uploadRepo);
  }

  /**
   * Under the task's lock (SELECT ... FOR UPDATE of its known_tasks row), the execution's record:
   * created running when there is none and the task is live, in one statement; an existing one is
   * locked by a second. `taskLive` false: the task is unknown or deleted (nothing is created);
   * `record` null: the id is another company's execution.
   */
  async lockOrOpenRecord(
    manager: EntityManager,
    companyId: number,
    taskId: number,
    executionId: number,
  ): Promise<{ taskLive: boolean; record: Pick<ExecutionRecordEntity, 'taskId' | 'status' | 'claimedAt'> | null }> {
    const [opened]: Array<{ task_live: boolean | null; task_id: number | null; status: ExecutionStatus | null }> = await manager.query(
      `WITH task AS (
         SELECT deleted_at FROM known_tasks WHERE company_id = $1 AND task_id = $2 FOR UPDATE
       ), opened AS (
         INSERT INTO execution_records (execution_id, company_id, task_id, status)
         SELECT $3, $1, $2, 'running' FROM task WHERE deleted_at IS NULL
         ON CONFLICT (execution_id) DO NOTHING
         RETURNING task_id, status
       )
       SELECT (SELECT bool_and(deleted_at IS NULL) FROM task) AS task_live, opened.task_id, opened.status
         FROM (SELECT 1) AS one LEFT JOIN opened ON true`,
      [companyId, taskId, executionId],
    );
    if (!opened?.task_live) return { taskLive: false, record: null };
    if (opened.task_id !== null) return { taskLive: true, record: { taskId: opened.task_id, status: opened.status!, claimedAt: null } };
    const [found]: Array<{ task_id: number; status: ExecutionStatus; claimed_at: Date | null }> = await manager.query(
      `SELECT task_id, status, claimed_at FROM execution_records WHERE company_id = $1 AND execution_id = $2 FOR UPDATE`,
      [companyId, executionId],
    );
    return { taskLive: true, record: found ? { taskId: found.task_id, status: found.status, claimedAt: found.claimed_at } : null };
  }

  /**
   * The task and status of the execution's record, locked until `manager`'s transaction ends (what
   * storing an output checks under the lock); null when not the company's.
   */
  async lockRecord(manager: EntityManager, companyId: number, executionId: number): Promise<Pick<ExecutionRecordEntity, 'taskId' | 'status'> | null> {
    const [row]: Array<{ task_id: number; status: ExecutionStatus }> = await manager.query(
      `SELECT task_id, status FROM execution_records WHERE company_id = $1 AND execution_id = $2 FOR UPDATE`,
      [companyId, executionId],
    );
    return row ? { taskId: row.task_id, status: row.status } : null;
  }

  /**
   * What storing an output checks before reading its bytes, in one query: the status of the
   * company's execution `executionId` of task `taskId` and how many outputs it has (null when
   * there is no such record), and whether the task is live, deleted or not known (yet).
   */
  async outputAdmission(
    companyId: number,
    taskId: number,
    executionId: number,
  ): Promise<{ record: { status: ExecutionStatus; outputs: number } | null; task: 'live' | 'deleted' | 'unknown' }> {
    const [row]: Array<{ status: ExecutionStatus | null; outputs: number | null; task_known: boolean; task_deleted: boolean }> =
      await this.recordRepo.manager.query(
        `SELECT r.status,
              (SELECT count(*)::int FROM output_files o WHERE o.company_id = r.company_id AND o.execution_id = r.execution_id) AS outputs,
              t.task_id IS NOT NULL AS task_known, t.deleted_at IS NOT NULL AS task_deleted
         FROM (SELECT 1) AS one
         LEFT JOIN execution_records r ON r.company_id = $1 AND r.task_id = $2 AND r.execution_id = $3
         LEFT JOIN known_tasks t ON t.company_id = $1 AND t.task_id = $2`,
        [companyId, taskId, executionId],
      );
    const task = !row!.task_known ? 'unknown' : row!.task_deleted ? 'deleted' : 'live';
    return { record: row!.status ? { status: row!.status, outputs: row!.outputs ?? 0 } : null, task };
  }

  async markClaimed(manager: EntityManager, companyId: number, executionId: number): Promise<void> {
    await this.records.update(companyId, { executionId }, { claimedAt: () => 'now()' }, manager);
  }

  /** Records `fileIds` as the execution's inputs (a row already there is kept). */
  async addInputs(manager: EntityManager, companyId: number, taskId: number, executionId: number, fileIds: readonly number[]): Promise<void> {
    if (fileIds.length === 0) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(ExecutionInputEntity)
      .values(fileIds.map((fileId) => ({ executionId, fileId, companyId, taskId })))
      .orIgnore()
      .execute();
  }

  /**
   * The uploads `fileIds` that are inputs of the task (current or replaced), newest first, each
   * held with a share lock until `manager`'s transaction ends: a concurrent deletion of a replaced
   * one either went first (the row is not found) or waits for the claim (which then keeps it).
   */
  async lockInputsOfTask(manager: EntityManager, companyId: number, taskId: number, fileIds: readonly number[]): Promise<FileEntity[]> {
    if (fileIds.length === 0) return [];
    const files = await this.uploads.find(companyId, { where: { taskId, id: In([...fileIds]) }, lock: { mode: 'pessimistic_read' } }, manager);
    return newestFirst(files);
  }

  /** The uploads the execution used as its inputs, newest first. */
  async inputFilesOf(companyId: number, executionId: number, manager?: EntityManager): Promise<FileEntity[]> {
    const used = await this.inputs.find(companyId, { where: { executionId } }, manager);
    if (used.length === 0) return [];
    const files = await this.uploads.find(companyId, { where: { id: In(used.map((u) => u.fileId)) } }, manager);
    return newestFirst(files);
  }

  /** An upload of the company by id (current or replaced): what the worker reads. */
  uploadedFile(companyId: number, fileId: number): Promise<FileEntity | null> {
    return this.uploads.findOne(companyId, { id: fileId });
  }

  /** The names the execution's outputs already have. */
  async outputNames(companyId: number, executionId: number, manager?: EntityManager): Promise<Set<string>> {
    const rows = await this.outputs.find(companyId, { where: { executionId }, select: { name: true } }, manager);
    return new Set(rows.map((r) => r.name));
  }

  async insertOutput(manager: EntityManager, companyId: number, row: NewOutput): Promise<OutputFileEntity> {
    const [saved] = await this.outputs.insert(companyId, [row], manager);
    return saved!;
  }

  /**
   * Inserts the output in one statement when the execution has fewer than `maxOutputs` outputs and
   * none called `row.name`; answers how many it had, and the new row (null when it was not
   * inserted: the cap was reached or the name is taken). Run it under the record's lock
   * (lockRecord), in a statement of its own after it: the counts are read as of this statement.
   */
  async insertOutputUnlessTaken(
    manager: EntityManager,
    companyId: number,
    row: NewOutput,
    maxOutputs: number,
  ): Promise<{ outputs: number; output: OutputFileEntity | null }> {
    const [result]: Array<{ outputs: number; id: number | null; created_at: Date | null }> = await manager.query(
      `WITH taken AS (
         SELECT count(*)::int AS outputs, coalesce(bool_or(name = $4::varchar), false) AS clash
           FROM output_files WHERE company_id = $1 AND execution_id = $3
       ), inserted AS (
         INSERT INTO output_files (company_id, task_id, execution_id, name, file_path, size, mime_type, sha256)
         SELECT $1::int, $2::int, $3::int, $4::varchar, $5::text, $6::int, $7::varchar, $8::char(64)
           FROM taken WHERE taken.outputs < $9::int AND NOT taken.clash
         RETURNING id, created_at
       )
       SELECT taken.outputs, inserted.id, inserted.created_at FROM taken LEFT JOIN inserted ON true`,
      [companyId, row.taskId, row.executionId, row.name, row.filePath, row.size, row.mimeType, row.sha256, maxOutputs],
    );
    const output = result?.id != null ? { ...row, id: result.id, companyId, createdAt: result.created_at! } : null;
    return { outputs: result?.outputs ?? 0, output };
  }

  /**
   * The outcome of a finished execution: its record is created (no files) or completed; a record
   * of another company under that id is left alone, and so is a deleted task's (its files were
   * released: a late outcome records nothing).
   */
  async recordFinished(manager: EntityManager, event: ExecutionFinishedV1): Promise<void> {
    await manager.query(
      `INSERT INTO execution_records (execution_id, company_id, task_id, status, log, started_at, ended_at)
       SELECT $1, $2, $3, $4, $5::jsonb, $6::timestamptz, $7::timestamptz
        WHERE NOT EXISTS (SELECT 1 FROM known_tasks k WHERE k.task_id = $3 AND k.deleted_at IS NOT NULL)
       ON CONFLICT (execution_id) DO UPDATE SET
         status = EXCLUDED.status, log = EXCLUDED.log,
         started_at = COALESCE(EXCLUDED.started_at, execution_records.started_at), ended_at = EXCLUDED.ended_at
       WHERE execution_records.company_id = EXCLUDED.company_id AND execution_records.task_id = EXCLUDED.task_id`,
      [event.executionId, event.companyId, event.taskId, event.status, JSON.stringify(event.log), event.startedAt, event.endedAt],
    );
  }

  /** A page of the task's executions, newest first, and how many it has. */
  pageOfTask(companyId: number, taskId: number, page: { limit: number; offset: number }): Promise<[ExecutionRecordEntity[], number]> {
    return this.records.findAndCount(companyId, { where: { taskId }, order: { executionId: 'DESC' }, take: page.limit, skip: page.offset });
  }

  findRecord(companyId: number, taskId: number, executionId: number): Promise<ExecutionRecordEntity | null> {
    return this.records.findOne(companyId, { taskId, executionId });
  }

  /** The record of an execution of the company, whatever its task. */
  findRecordById(companyId: number, executionId: number): Promise<ExecutionRecordEntity | null> {
    return this.records.findOne(companyId, { executionId });
  }

  /**
   * Every input and output of the given executions in one query (a page of the list never costs a
   * query per execution): inputs newest first, then outputs by name.
   */
  async filesOf(companyId: number, executionIds: readonly number[]): Promise<ExecutionFileRow[]> {
    if (executionIds.length === 0) return [];
    const rows: Array<{ execution_id: number; kind: 'input' | 'output'; id: number; name: string; size: number; mime_type: string; file_path: string }> =
      await this.recordRepo.manager.query(
        `SELECT * FROM (
           SELECT ei.execution_id, 'input' AS kind, f.id, f.original_name AS name, f.size, f.mime_type, f.file_path, 0 AS rank, f.uploaded_at AS at
             FROM execution_inputs ei JOIN uploaded_files f ON f.id = ei.file_id AND f.company_id = ei.company_id
            WHERE ei.company_id = $1 AND ei.execution_id = ANY($2::int[])
           UNION ALL
           SELECT o.execution_id, 'output' AS kind, o.id, o.name, o.size, o.mime_type, o.file_path, 1 AS rank, o.created_at AS at
             FROM output_files o
            WHERE o.company_id = $1 AND o.execution_id = ANY($2::int[])
         ) files
         ORDER BY execution_id DESC, rank, CASE WHEN rank = 0 THEN at END DESC, name, id`,
        [companyId, executionIds],
      );
    return rows.map((r) => ({
      executionId: r.execution_id,
      kind: r.kind,
      id: r.id,
      name: r.name,
      size: Number(r.size),
      mimeType: r.mime_type,
      filePath: r.file_path,
    }));
  }

  /** The execution's output called `name`. */
  findOutput(companyId: number, executionId: number, name: string): Promise<OutputFileEntity | null> {
    return this.outputs.findOne(companyId, { executionId, name });
  }

  /** The execution's outputs, by name (what a zip holds). */
  outputsOf(companyId: number, executionId: number): Promise<OutputFileEntity[]> {
    return this.outputs.find(companyId, { where: { executionId }, order: { name: 'ASC', id: 'ASC' } });
  }

  /**
   * The input or output of the company's task `taskId` stored under exactly `key`; null for any
   * other key (no prefix, pattern or normalisation: the key is compared as it is).
   */
  async fileByKey(companyId: number, taskId: number, key: string): Promise<StoredFileRow | null> {
    const upload = await this.uploads.findOne(companyId, { taskId, filePath: key });
    if (upload) return { taskId, name: upload.originalName, filePath: upload.filePath, size: upload.size, mimeType: upload.mimeType };
    const output = await this.outputs.findOne(companyId, { taskId, filePath: key });
    if (output) return { taskId, name: output.name, filePath: output.filePath, size: output.size, mimeType: output.mimeType };
    return null;
  }

  /**
   * Deletes the task's execution records (rows without blobs): from then on no output of its
   * executions is taken (storeOutput needs the record, and opens one only for a live task). The
   * first step of a deleted task's release.
   */
  async deleteRecordsOfTask(companyId: number, taskId: number): Promise<void> {
    await this.records.delete(companyId, { taskId });
  }

  /** A page of the task's outputs by id after `afterId`: what the release deletes, blob first. */
  outputsOfTask(companyId: number, taskId: number, afterId: number, limit: number): Promise<StoredKey[]> {
    return keysOfTask(this.recordRepo.manager, 'output_files', { companyId, taskId, afterId, limit });
  }

  /** Deletes the task's outputs `ids` (their blobs are gone), in one statement. */
  async deleteOutputs(companyId: number, taskId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.recordRepo.manager.query(`DELETE FROM output_files WHERE company_id = $1 AND task_id = $2 AND id = ANY($3::int[])`, [companyId, taskId, ids]);
  }
}

/** Uploads newest first (ties: the higher id first), as the claims list them. */
function newestFirst(files: FileEntity[]): FileEntity[] {
  return files.sort((x, y) => y.uploadedAt.getTime() - x.uploadedAt.getTime() || y.id - x.id);
}
