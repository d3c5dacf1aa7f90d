import type { Readable } from 'node:stream';
import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuthUser, PositiveIdPipe } from '@milestone/nest-kit';
import { BlobNotFoundError, BlobStore } from '../storage/blob-store.js';
import { isSafeKey } from '../storage/storage-keys.js';
import { TaskRefs } from '../task-ref/task-refs.service.js';
import { TaskRefRepository } from '../task-ref/task-ref.repository.js';
import { ExecutionFileRepository } from '../execution-file/execution-file.repository.js';
import { ExecutionNotFoundError, FileNotFoundError } from '../execution-file/execution-file.errors.js';
import { toExecutionFilesDetailDto, toExecutionFilesDto } from './download.mapper.js';
import { zipStream } from './zip-stream.js';
import type { Attachment } from './download-headers.js';
import type { ExecutionFilesDetailDto, ExecutionFilesDto } from './dto/execution-files.dto.js';
import type { DownloadLinkDto } from './dto/download-link.dto.js';
import { DownloadLinks } from './download-links.js';
import { canonicalPath, targetOfPath } from './download-paths.js';
import { idParam } from './page-params.js';

export interface Page {
  limit: number;
  offset: number;
}

/** Whose files a download reads: a signed-in user's company, or a download link's. */
type CompanyOf = Pick<AuthUser, 'companyId'>;

/** download-output's execution id: what its route's pipe takes (else the file is not found). */
const outputExecutionId = new PositiveIdPipe(() => new FileNotFoundError());

/** The longest filePath download-task-file looks at (a key is at most 512 characters). */
const MAX_FILE_PATH = 512;

/**
 * What a signed-in user reads of executions' files: the lists of the file repository panel, one
 * output, a zip of an execution's outputs, any input or output by its filePath. Everything is the
 * caller's company's and of a live task: anything else is 404, never 403.
 */
@Injectable()
export class DownloadService {
  constructor(
    private readonly store: BlobStore,
    private readonly executions: ExecutionFileRepository,
    private readonly taskRefs: TaskRefs,
    private readonly tasks: TaskRefRepository,
    private readonly links: DownloadLinks,
  ) {}

  /** A blob's bytes; one missing from the store is a file not found, like any other. */
  private async open(key: string): Promise<Readable> {
    try {
      return await this.store.get(key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) throw new FileNotFoundError();
      throw error;
    }
  }

  /** A page of the task's executions with their files, newest first, and how many it has. */
  async listTaskFiles(caller: AuthUser, taskId: number, page: Page): Promise<[ExecutionFilesDto[], number]> {
    await this.taskRefs.requireLive(caller.companyId, taskId);
    const [records, total] = await this.executions.pageOfTask(caller.companyId, taskId, page);
    const files = await this.executions.filesOf(
      caller.companyId,
      records.map((r) => r.executionId),
    );
    return [records.map((record) => toExecutionFilesDto(record, files)), total];
  }

  async executionFiles(caller: AuthUser, taskId: number, executionId: number): Promise<ExecutionFilesDetailDto> {
    await this.taskRefs.requireLive(caller.companyId, taskId);
    const record = await this.executions.findRecord(caller.companyId, taskId, executionId);
    if (!record) throw new ExecutionNotFoundError();
    return toExecutionFilesDetailDto(record, await this.executions.filesOf(caller.companyId, [executionId]));
  }

  /** One output of an execution of a live task of the caller's company, by its name. */
  async output(caller: CompanyOf, executionId: number, name: string): Promise<Attachment> {
    const output = await this.findOutput(caller, executionId, name);
    return { stream: await this.open(output.filePath), name: output.name, size: output.size, mimeType: output.mimeType };
  }

  private async findOutput(caller: CompanyOf, executionId: number, name: string) {
    const output = await this.executions.findOutput(caller.companyId, executionId, name);
    if (!output || !(await this.tasks.findLive(caller.companyId, output.taskId))) throw new FileNotFoundError();
    return output;
  }

  /** The execution's outputs as one zip, streamed as it is built. */
  async allOutputs(caller: CompanyOf, taskId: number, executionId: number): Promise<Attachment> {
    const outputs = await this.findAllOutputs(caller, taskId, executionId);
    const stream = zipStream(outputs.map((o) => ({ name: o.name, size: o.size, mtime: o.createdAt, open: () => this.open(o.filePath) })));
    return { stream, name: `execution-${executionId}-files.zip`, mimeType: 'application/zip' };
  }

  private async findAllOutputs(caller: CompanyOf, taskId: number, executionId: number) {
    await this.taskRefs.requireLive(caller.companyId, taskId);
    const record = await this.executions.findRecord(caller.companyId, taskId, executionId);
    if (!record) throw new ExecutionNotFoundError();
    const outputs = await this.executions.outputsOf(caller.companyId, executionId);
    if (outputs.length === 0) throw new NotFoundException('This execution has no output files');
    return outputs;
  }

  /**
   * An input or output of a live task of the caller's company whose storage key is exactly
   * `<companyId>/<filePath>`: the path is never resolved or normalised, only compared with the
   * keys of the company's files; every other text answers 404.
   */
  async taskFile(caller: CompanyOf, filePath: string | undefined): Promise<Attachment> {
    const file = await this.findTaskFile(caller, filePath);
    return { stream: await this.open(file.filePath), name: file.name, size: file.size, mimeType: file.mimeType };
  }

  private async findTaskFile(caller: CompanyOf, filePath: string | undefined) {
    if (typeof filePath !== 'string' || filePath.length === 0 || filePath.length > MAX_FILE_PATH) throw new FileNotFoundError();
    const key = `${caller.companyId}/${filePath}`;
    const taskSegment = filePath.split('/')[0]!;
    if (!isSafeKey(key) || !/^[1-9]\d{0,9}$/.test(taskSegment) || Number(taskSegment) > 2_147_483_647) throw new FileNotFoundError();
    const taskId = Number(taskSegment);
    const file = await this.executions.fileByKey(caller.companyId, taskId, key);
    if (!file || !(await this.tasks.findLive(caller.companyId, taskId))) throw new FileNotFoundError();
    return file;
  }

  /**
   * A link that opens `path` (one of the three downloads) without a token for a short while,
   * minted only when the caller may download it now: the download's own lookups, with their
   * answers (404 across companies and for anything missing, 400 for a malformed id), so minting
   * tells no more than downloading does.
   */
  async link(caller: AuthUser, path: string): Promise<DownloadLinkDto> {
    const target = targetOfPath(path);
    switch (target.route) {
      case 'output':
        await this.findOutput(caller, outputExecutionId.transform(target.executionId), target.fileName);
        break;
      case 'all':
        await this.findAllOutputs(caller, idParam(target.taskId, 'taskId'), idParam(target.executionId, 'executionId'));
        break;
      case 'taskFile':
        await this.findTaskFile(caller, target.filePath);
        break;
    }
    const canonical = canonicalPath(target);
    const { token, expiresAt } = await this.links.sign({ companyId: caller.companyId, userId: caller.id, sessionId: caller.sessionId }, canonical);
    return { url: `${canonical}${canonical.includes('?') ? '&' : '?'}link=${token}`, expiresAt: expiresAt.toISOString() };
  }
}
