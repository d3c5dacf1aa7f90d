import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { FilesEnv } from '../../config/env.schema.js';
import { BlobStore } from '../storage/blob-store.js';
import { blobKey } from '../storage/storage-keys.js';
import { FileRepository } from '../file/file.repository.js';
import type { FileEntity } from '../file/file.entity.js';
import { TaskRefs } from '../task-ref/task-refs.service.js';
import { TaskNotFoundError } from '../task-ref/task-ref.errors.js';
import { ExecutionFileRepository } from './execution-file.repository.js';
import type { ExecutionRecordEntity } from './execution-record.entity.js';
import { toClaimedInputDto, toStoredOutputDto } from './execution-file.mapper.js';
import { ByteLimit } from './byte-limit.js';
import { mimeTypeOf, sanitiseOutputName, uniqueOutputName } from './output-name.js';
import {
  ExecutionFinishedError,
  ExecutionNotFoundError,
  FileNotFoundError,
  InputsUnavailableError,
  OutputTooLargeError,
  TooManyOutputsError,
} from './execution-file.errors.js';
import type { ClaimedInputsDto, StoredOutputDto } from './dto/internal.dto.js';

/** The most output files one execution keeps. */
export const MAX_OUTPUTS_PER_EXECUTION = 50;

export interface ExecutionScope {
  companyId: number;
  taskId: number;
  executionId: number;
}

/** A stored file opened for reading. */
export interface OpenedFile {
  stream: Readable;
  name: string;
  size: number;
  mimeType: string;
}

/**
 * The worker's side of the files (the /internal API): it claims a task's current inputs for an
 * execution, reads them, and stores what the run produced. The worker never touches svc-files'
 * tables or disk, so it can run anywhere.
 */
@Injectable()
export class ExecutionFileService {
  private readonly logger = new Logger(ExecutionFileService.name);

  constructor(
    private readonly env: FilesEnv,
    private readonly dataSource: DataSource,
    private readonly store: BlobStore,
    private readonly executions: ExecutionFileRepository,
    private readonly files: FileRepository,
    private readonly taskRefs: TaskRefs,
  ) {}

  /**
   * Records the execution's inputs under the task's lock (an upload replacing them waits, or went
   * first): exactly `fileIds` when given (each must still be an upload of the task, current or
   * replaced and kept; else InputsUnavailableError), otherwise the task's current inputs. The
   * first claim decides, a later one answers the same files. Creates the execution's record (running)
   * unless an output opened it already.
   */
  async claimInputs(scope: ExecutionScope, fileIds?: readonly number[]): Promise<ClaimedInputsDto> {
    const { companyId, taskId, executionId } = scope;
    // A run started right after its task was created may come before tasks.task.created.v1 did.
    await this.taskRefs.requireLive(companyId, taskId);
    const inputs = await this.dataSource.transaction(async (manager) => {
      const record = await this.lockOrOpenRecord(manager, scope);
      if (!record) throw new ExecutionNotFoundError();
      if (record.claimedAt) return this.executions.inputFilesOf(companyId, executionId, manager);
      const claimed = fileIds ? await this.namedInputs(manager, companyId, taskId, fileIds) : await this.files.currentInputs(manager, companyId, taskId);
      await this.executions.addInputs(
        manager,
        companyId,
        taskId,
        executionId,
        claimed.map((f) => f.id),
      );
      await this.executions.markClaimed(manager, companyId, executionId);
      return claimed;
    });
    return { files: inputs.map(toClaimedInputDto) };
  }

  /**
   * The execution's record, created running unless there is one, and locked; null when the id is
   * another company's or another task's execution. Under the task's lock, so a task deleted
   * meanwhile (TaskNotFoundError) or an upload replacing its inputs is waited for, never crossed.
   */
  private async lockOrOpenRecord(
    manager: EntityManager,
    scope: ExecutionScope,
  ): Promise<Pick<ExecutionRecordEntity, 'taskId' | 'status' | 'claimedAt'> | null> {
    const { companyId, taskId, executionId } = scope;
    const { taskLive, record } = await this.executions.lockOrOpenRecord(manager, companyId, taskId, executionId);
    if (!taskLive) throw new TaskNotFoundError();
    return record && record.taskId === taskId ? record : null;
  }

  /** The uploads `fileIds` of the task, locked; every one of them, or InputsUnavailableError. */
  private async namedInputs(manager: EntityManager, companyId: number, taskId: number, fileIds: readonly number[]): Promise<FileEntity[]> {
    const wanted = new Set(fileIds);
    const found = await this.executions.lockInputsOfTask(manager, companyId, taskId, [...wanted]);
    if (found.length !== wanted.size) throw new InputsUnavailableError();
    return found;
  }

  /** An upload's bytes (a current or a replaced input of a task of the company). */
  async readInput(companyId: number, fileId: number): Promise<OpenedFile> {
    const file = await this.executions.uploadedFile(companyId, fileId);
    if (!file) throw new FileNotFoundError();
    return { stream: await this.store.get(file.filePath), name: file.originalName, size: file.size, mimeType: file.mimeType };
  }

  /**
   * Streams an output into the store (counted, cut past OUTPUT_MAX_BYTES), then records it under
   * its sanitised name, made unique within the execution; the blob goes again when the row cannot
   * be written. Only a running execution of the task takes outputs; a run with no inputs never
   * claims, so its first output opens its record (running, not claimed) as a claim would: the task
   * must be live, and an execution already finished (its event first) stays finished.
   */
  async storeOutput(scope: ExecutionScope, rawName: string, body: Readable, declaredLength?: number): Promise<StoredOutputDto> {
    const { companyId, taskId, executionId } = scope;
    const maxBytes = this.env.OUTPUT_MAX_BYTES;
    // One query before the body is read: the execution and how many outputs it has.
    const { record: admission, task } = await this.executions.outputAdmission(companyId, taskId, executionId);
    // No record (yet): a run that did not claim, or a task that came before its created event did.
    if (!admission && task === 'deleted') throw new TaskNotFoundError();
    if (!admission && task === 'unknown') await this.taskRefs.requireLive(companyId, taskId);
    else if (admission && admission.status !== 'running') throw new ExecutionFinishedError();
    if (declaredLength !== undefined && declaredLength > maxBytes) throw new OutputTooLargeError(maxBytes);
    // Checked again under the lock below; here so a 51st output is refused before its bytes are read.
    if (admission && admission.outputs >= MAX_OUTPUTS_PER_EXECUTION) throw new TooManyOutputsError(MAX_OUTPUTS_PER_EXECUTION);

    const name = sanitiseOutputName(rawName);
    const mimeType = mimeTypeOf(name);
    // In the task's one folder of outputs, not a folder per execution: the folder is there after the
    // task's first output (one real path, no mkdir), and no empty folder is left when runs expire.
    const key = blobKey(companyId, taskId, 'executions', `${executionId}-${randomUUID()}`);
    const limited = body.pipe(new ByteLimit(maxBytes, () => new OutputTooLargeError(maxBytes)));
    body.once('error', (error) => limited.destroy(error));
    let stored;
    try {
      stored = await this.store.put(key, limited, { contentType: mimeType });
    } catch (error) {
      // The rest of a refused body is read and dropped, so the answer reaches the worker.
      body.unpipe(limited);
      body.resume();
      throw error;
    }
    try {
      const output = await this.dataSource.transaction(async (manager) => {
        // One statement either way: the record locked, or opened under the task's lock (two when another put opened it first).
        const locked = admission ? await this.executions.lockRecord(manager, companyId, executionId) : await this.lockOrOpenRecord(manager, scope);
        if (!locked || locked.taskId !== taskId) throw new ExecutionNotFoundError();
        if (locked.status !== 'running') throw new ExecutionFinishedError();
        const row = { taskId, executionId, name, filePath: key, size: stored.size, mimeType, sha256: stored.sha256 };
        // Usually one statement: the cap checked and the row inserted under its own name.
        const attempt = await this.executions.insertOutputUnlessTaken(manager, companyId, row, MAX_OUTPUTS_PER_EXECUTION);
        if (attempt.output) return attempt.output;
        if (attempt.outputs >= MAX_OUTPUTS_PER_EXECUTION) throw new TooManyOutputsError(MAX_OUTPUTS_PER_EXECUTION);
        // The name is taken: the first free "name (n)" (the lock keeps the execution's outputs as read).
        const taken = await this.executions.outputNames(companyId, executionId, manager);
        return this.executions.insertOutput(manager, companyId, { ...row, name: uniqueOutputName(name, taken) });
      });
      return toStoredOutputDto(output);
    } catch (error) {
      await this.store.delete(key).catch((e: unknown) => this.logger.warn(`deleting blob ${key} of a refused output failed: ${String(e)}`));
      throw error;
    }
  }
}
