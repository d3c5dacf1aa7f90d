import { BadRequestException, Controller, Delete, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { FileService } from './file.service.js';
import { DEFAULT_FILE_PAGE, MAX_FILE_PAGE } from './file.repository.js';
import { parseTaskId } from './upload-request.js';
import { MissingTaskIdError } from './upload.errors.js';
import { UploadedFileDto } from './dto/uploaded-file.dto.js';
import { ClearFilesResultDto } from './dto/clear-result.dto.js';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_FILE_PAGE}`;
const OFFSET_MESSAGE = 'offset must be a whole number of 0 or more';
const MAX_OFFSET = 2_147_483_647;

function wholeNumber(text: string | undefined, fallback: number, min: number, max: number, message: string): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,10}$/.test(text)) throw new BadRequestException(message);
  const value = Number(text);
  if (value < min || value > max) throw new BadRequestException(message);
  return value;
}

@ApiTags('files')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/files')
export class FileController {
  constructor(private readonly files: FileService) {}

  // The query is read parameter by parameter, not as a DTO: the front end adds a cache-busting
  // parameter to this call (spec 001 section 7), which a whitelisting DTO would refuse.
  @Get()
  @ApiQuery({ name: 'taskId', required: false, type: Number, description: 'Only the input files of this task' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `Page size, 1 to ${MAX_FILE_PAGE} (default ${DEFAULT_FILE_PAGE})` })
  @ApiQuery({ name: 'offset', required: false, type: Number, description: 'Rows to skip (default 0)' })
  @ApiOkResponse({
    type: [UploadedFileDto],
    description: 'The current input files of the caller’s company’s tasks (or of one task), newest first, a page at a time',
    headers: { [TOTAL_COUNT_HEADER]: { description: 'How many files match in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listFiles(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
    @Query('taskId') taskId?: string,
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
  ): Promise<UploadedFileDto[]> {
    const [files, total] = await this.files.list(user, {
      taskId: taskId === undefined ? undefined : parseTaskId(taskId),
      limit: wholeNumber(limit, DEFAULT_FILE_PAGE, 1, MAX_FILE_PAGE, LIMIT_MESSAGE),
      offset: wholeNumber(offset, 0, 0, MAX_OFFSET, OFFSET_MESSAGE),
    });
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return files;
  }

  @Delete()
  @ApiQuery({ name: 'taskId', required: true, type: Number })
  @ApiOkResponse({ type: ClearFilesResultDto, description: 'The task has no input files any more' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async clearFiles(@CurrentUser() user: AuthUser, @Query('taskId') taskId?: string): Promise<ClearFilesResultDto> {
    if (taskId === undefined || taskId === '') throw new MissingTaskIdError();
    return this.files.clear(user, parseTaskId(taskId));
  }
}
