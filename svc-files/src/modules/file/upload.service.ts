import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { FILE_UPLOADED_V1 } from '@milestone/contracts';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { FilesEnv } from '../../config/env.schema.js';
import { BlobStore } from '../storage/blob-store.js';
import { blobKey } from '../storage/storage-keys.js';
import { TaskRefRepository } from '../task-ref/task-ref.repository.js';
import { TaskRefs } from '../task-ref/task-refs.service.js';
import { TaskNotFoundError } from '../task-ref/task-ref.errors.js';
import { FileRepository } from './file.repository.js';
import { FileService } from './file.service.js';
import { toFileUploadedEvent, toUploadResultDto } from './file.mapper.js';
import { ContentInspector, type InspectedContent } from './inspection/content-inspector.js';
import { kindOfName, MIME_TYPES, sanitizeOriginalName, type UploadKind } from './inspection/file-kind.js';
import { inspectWorkbookZip } from './inspection/workbook-zip.js';
import { inspectOleWorkbook } from './inspection/ole-workbook.js';
import { asUploadError, FileTooLargeError, InvalidFileTypeError } from './upload.errors.js';
import type { UploadResultDto } from './dto/upload-result.dto.js';
import { parseTaskId, readUploadPart } from './upload-request.js';

/** The first file part of an upload request, with the form fields sent before it. */
export interface UploadPart {
  /** The task named before the file (form field or query); undefined: it may follow the file. */
  taskId: number | undefined;
  /** Reads the rest of the form after the file: the task named there (MissingTaskIdError when none). */
  taskIdAfterFile(): Promise<number>;
  /** The name the browser sent, as it sent it. */
  filename: string;
  file: Readable & { truncated?: boolean };
}

/**
 * POST /api/upload: a spreadsheet becomes the task's one current input.
 *
 * Where the bytes go while they are checked: to a temporary file of this upload under the OS
 * temp folder (mode 0600, removed in every case), never to the store. Only a file that passed
 * every check (size while streaming, type by extension and content, the zip's directory) is
 * copied into the BlobStore, under its final key `<companyId>/<taskId>/inputs/<uuid>.<ext>`,
 * and its row and event are written after that; when the transaction fails the blob is deleted
 * again. So a refused upload leaves nothing: no blob, no row, no event. The temporary file is
 * also what the zip directory is read from (yauzl needs random access, which an S3 store lacks).
 */
@Injectable()
export class UploadService {
  private readonly logger = new Logger(UploadService.name);

  constructor(
    private readonly env: FilesEnv,
    private readonly store: BlobStore,
    private readonly files: FileRepository,
    private readonly fileService: FileService,
    private readonly taskRefs: TaskRefs,
    private readonly tasks: TaskRefRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The upload of `request`: a task named in the query is looked up first (another company's
   * answers 404 before the body is read), then the form's first file streams through the checks.
   */
  async upload(caller: AuthUser, request: FastifyRequest, queryTaskId: string | undefined): Promise<UploadResultDto> {
    if (queryTaskId !== undefined && queryTaskId !== '') await this.taskRefs.requireLive(caller.companyId, parseTaskId(queryTaskId));
    const part = await readUploadPart(request, queryTaskId);
    try {
      return await this.check(caller, part);
    } finally {
      // A part refused before (or while) it was read: the rest of it is read and dropped.
      part.file.resume();
    }
  }

  private async check(caller: AuthUser, part: UploadPart): Promise<UploadResultDto> {
    const { companyId } = caller;
    // A task named before the file is checked before a byte of it is read.
    if (part.taskId !== undefined) await this.taskRefs.requireLive(companyId, part.taskId);
    const originalName = sanitizeOriginalName(part.filename);
    const kind = kindOfName(originalName);
    if (!kind) throw new InvalidFileTypeError();

    const temporary = join(tmpdir(), `svc-files-upload-${randomUUID()}`);
    try {
      const inspected = await this.receive(part.file, kind, temporary);
      let taskId = part.taskId;
      if (taskId === undefined) {
        taskId = await part.taskIdAfterFile();
        await this.taskRefs.requireLive(companyId, taskId);
      }
      if (kind === 'xlsx') {
        await inspectWorkbookZip(temporary, {
          maxEntries: this.env.ZIP_MAX_ENTRIES,
          maxUncompressedBytes: this.env.ZIP_MAX_UNCOMPRESSED_BYTES,
          maxRatio: this.env.ZIP_MAX_RATIO,
        });
      }
      if (kind === 'xls') await inspectOleWorkbook(temporary);
      return await this.keep(caller, taskId, originalName, kind, inspected, temporary);
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** Streams the part into the temporary file through the checks; what was counted. */
  private async receive(file: UploadPart['file'], kind: UploadKind, temporary: string): Promise<InspectedContent> {
    const inspector = new ContentInspector(kind, this.env.UPLOAD_MAX_BYTES);
    const target = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
    // The disk's own failure is an error of a system call (ENOSPC on write...). The pipeline also
    // destroys the target with the checks' or the body's error (Node 22 and newer emit it there
    // too): that one is no disk failure.
    let diskFailed = false;
    target.once('error', (error: NodeJS.ErrnoException) => (diskFailed = typeof error.syscall === 'string'));
    // The part is piped in, not put into the pipeline: on a refusal the pipeline would destroy it,
    // and busboy, when it waits for the part to be read (the checks slower than the network), then
    // waits for ever and reads no more of the request. The body's rest would stay unread on the
    // keep-alive connection, and the client's next request on it would never be answered. Unpiped
    // instead (Readable.pipe unpipes from a destination that fails or closes), the part is resumed
    // by upload(): the rest is read and dropped.
    // The part failing or cut off (the body broke off) fails the checks; its listener stays for the
    // part's life, so an error while its rest is dropped does not go unheard either.
    finished(file, (error) => {
      if (error) inspector.destroy(error);
    });
    file.pipe(inspector);
    try {
      await pipeline(inspector, target);
    } catch (error) {
      // A refusal of the checks as it is; the disk's failure a 500; else the body broke off or
      // was no valid form (it may have failed before this pipeline began): the client's doing.
      throw diskFailed ? error : asUploadError(error);
    }
    // The multipart limit is UPLOAD_MAX_BYTES + 1 (main.ts): a truncated part passed it.
    if (file.truncated) throw new FileTooLargeError();
    return inspector.inspected;
  }

  private async keep(
    caller: AuthUser,
    taskId: number,
    originalName: string,
    kind: UploadKind,
    inspected: InspectedContent,
    temporary: string,
  ): Promise<UploadResultDto> {
    const { companyId } = caller;
    const fileName = `${randomUUID()}.${kind}`;
    const key = blobKey(companyId, taskId, 'inputs', fileName);
    const mimeType = MIME_TYPES[kind];
    const stored = await this.store.put(key, createReadStream(temporary), { contentType: mimeType });
    let replaced: number[];
    let result: UploadResultDto;
    try {
      if (stored.size !== inspected.size || stored.sha256 !== inspected.sha256) {
        throw new Error(`the store kept ${stored.size} bytes (${stored.sha256}) of ${inspected.size} (${inspected.sha256})`);
      }
      [replaced, result] = await this.outbox.transaction(async (manager) => {
        const task = await this.tasks.lockTask(manager, companyId, taskId);
        if (!task || task.deletedAt) throw new TaskNotFoundError();
        const file = await this.files.insert(manager, companyId, {
          taskId,
          uploadedBy: caller.id,
          originalName,
          fileName,
          filePath: key,
          size: inspected.size,
          mimeType,
          sha256: inspected.sha256,
        });
        const replacedIds = await this.files.supersedeCurrent(manager, companyId, taskId, file.id);
        const inputFileCount = (await this.files.currentInputs(manager, companyId, taskId)).length;
        await this.outbox.add(manager, FILE_UPLOADED_V1, toFileUploadedEvent(file, replacedIds, inputFileCount));
        return [replacedIds, toUploadResultDto(file, inputFileCount)] as const;
      });
    } catch (error) {
      await this.store.delete(key).catch((e: unknown) => this.logger.warn(`deleting blob ${key} of a failed upload failed: ${String(e)}`));
      throw error;
    }
    try {
      await this.fileService.deleteUnused(companyId, replaced);
    } catch (error) {
      this.logger.warn(`deleting the files upload ${result.id} replaced failed: ${String(error)}`);
    }
    return result;
  }
}
