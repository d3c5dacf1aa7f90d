import { BadRequestException, Controller, Get, ParseIntPipe, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { FileService } from './file.service.js';
import { MAX_FILE_LIST } from './file.repository.js';
import { UploadedFileDto } from './dto/uploaded-file.dto.js';

const TASK_ID_MESSAGE = 'taskId must be a positive whole number';
const MAX_INT4 = 2_147_483_647;

@ApiTags('files')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/files')
export class FileController {
  constructor(private readonly files: FileService) {}

  // The query is read parameter by parameter, not as a DTO: the front end adds a cache-busting
  // parameter to this call (spec 001 section 7), which a whitelisting DTO would refuse.
  @Get()
  @ApiQuery({ name: 'taskId', required: false, type: Number, description: 'Only the files of this task' })
  @ApiOkResponse({ type: [UploadedFileDto], description: `Files of the caller’s company, newest first (at most ${MAX_FILE_LIST})` })
  @ApiBadRequestResponse({ type: ErrorDto })
  async listFiles(
    @CurrentUser() user: AuthUser,
    @Query('taskId', new ParseIntPipe({ optional: true, exceptionFactory: () => new BadRequestException(TASK_ID_MESSAGE) }))
    taskId?: number,
  ): Promise<UploadedFileDto[]> {
    if (taskId !== undefined && (taskId < 1 || taskId > MAX_INT4)) throw new BadRequestException(TASK_ID_MESSAGE);
    return this.files.list(user, taskId);
  }
}
