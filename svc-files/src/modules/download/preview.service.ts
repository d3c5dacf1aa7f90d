import type { Readable } from 'node:stream';
import { HttpException, HttpStatus, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { FilesEnv } from '../../config/env.schema.js';
import { TaskRefRepository } from '../task-ref/task-ref.repository.js';
import { ExecutionFileRepository } from '../execution-file/execution-file.repository.js';
import { FileNotFoundError } from '../execution-file/execution-file.errors.js';
import { spreadsheetKindOf } from '../execution-file/output-name.js';
import { PreviewError } from '../preview/preview-error.js';
import { previewSpreadsheet } from '../preview/spreadsheet-preview.js';
import { BlobNotFoundError, BlobStore } from '../storage/blob-store.js';
import type { SpreadsheetPreviewDto } from './dto/spreadsheet-preview.dto.js';

/** A preview that failed for the file's sake, answered with the parser's words. */
function previewRefusal(error: PreviewError): HttpException {
  switch (error.reason) {
    case 'unknown-sheet':
      return new NotFoundException(error.message);
    case 'timeout':
      return new HttpException(error.message, HttpStatus.SERVICE_UNAVAILABLE);
    default:
      return new UnprocessableEntityException(error.message);
  }
}

/** Previews of stored spreadsheets (inputs and outputs of the caller's company's live tasks). */
@Injectable()
export class PreviewService {
  constructor(
    private readonly env: FilesEnv,
    private readonly store: BlobStore,
    private readonly executions: ExecutionFileRepository,
    private readonly tasks: TaskRefRepository,
  ) {}

  /** An input (an upload, current or replaced) by its id. */
  async ofInput(caller: AuthUser, fileId: number, sheet: string | undefined): Promise<SpreadsheetPreviewDto> {
    const file = await this.executions.uploadedFile(caller.companyId, fileId);
    if (!file || !(await this.tasks.findLive(caller.companyId, file.taskId))) throw new FileNotFoundError();
    return this.preview(file.originalName, file.filePath, sheet);
  }

  /** An output of an execution, by its name. */
  async ofOutput(caller: AuthUser, executionId: number, name: string, sheet: string | undefined): Promise<SpreadsheetPreviewDto> {
    const output = await this.executions.findOutput(caller.companyId, executionId, name);
    if (!output || !(await this.tasks.findLive(caller.companyId, output.taskId))) throw new FileNotFoundError();
    return this.preview(output.name, output.filePath, sheet);
  }

  private async preview(name: string, key: string, sheet: string | undefined): Promise<SpreadsheetPreviewDto> {
    const kind = spreadsheetKindOf(name);
    if (!kind) throw new UnprocessableEntityException('Only spreadsheets (xlsx, xls, csv) can be previewed');
    let input: Readable;
    try {
      input = await this.store.get(key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) throw new FileNotFoundError();
      throw error;
    }
    try {
      const preview = await previewSpreadsheet(input, kind, { sheet, maxRows: this.env.PREVIEW_MAX_ROWS });
      return { name, kind: preview.kind, sheets: preview.sheets, sheet: preview.sheet, rows: preview.rows, truncated: preview.truncated };
    } catch (error) {
      if (error instanceof PreviewError) throw previewRefusal(error);
      throw error;
    }
  }
}
