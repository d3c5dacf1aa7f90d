import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { TaskNotFoundError } from '../task-ref/task-ref.errors.js';
import { ExecutionNotFoundError, FileNotFoundError } from '../execution-file/execution-file.errors.js';
import { DownloadService } from './download.service.js';
import { PreviewService } from './preview.service.js';
import { sendAttachment } from './download-headers.js';
import { DEFAULT_EXECUTION_PAGE, MAX_EXECUTION_PAGE, idParam, pageOf, sheetParam } from './page-params.js';
import { ExecutionFilesDetailDto, ExecutionFilesDto } from './dto/execution-files.dto.js';
import { SpreadsheetPreviewDto } from './dto/spreadsheet-preview.dto.js';
import { CreateDownloadLinkDto, DownloadLinkDto } from './dto/download-link.dto.js';
import { DownloadByLink, Downloader } from './download-link.guard.js';
import type { LinkHolder } from './download-links.js';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());
const executionIdPipe = new PositiveIdPipe(() => new ExecutionNotFoundError());
const outputExecutionIdPipe = new PositiveIdPipe(() => new FileNotFoundError());
const fileIdPipe = new PositiveIdPipe(() => new FileNotFoundError());
const BINARY = { schema: { type: 'string', format: 'binary' } } as const;

@ApiTags('files')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api')
export class DownloadController {
  constructor(
    private readonly downloads: DownloadService,
    private readonly previews: PreviewService,
  ) {}

  @Get('tasks/:taskId/files')
  @ApiParam({ name: 'taskId', type: Number })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `Page size, 1 to ${MAX_EXECUTION_PAGE} (default ${DEFAULT_EXECUTION_PAGE})` })
  @ApiQuery({ name: 'offset', required: false, type: Number, description: 'Executions to skip (default 0)' })
  @ApiOkResponse({
    type: [ExecutionFilesDto],
    description: 'The task’s executions with their input and output files, newest first, a page at a time',
    headers: { [TOTAL_COUNT_HEADER]: { description: 'How many executions the task has', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listTaskFiles(
    @CurrentUser() user: AuthUser,
    @Param('taskId', taskIdPipe) taskId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
  ): Promise<ExecutionFilesDto[]> {
    const [executions, total] = await this.downloads.listTaskFiles(user, taskId, pageOf(limit, offset));
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return executions;
  }

  @Get('tasks/:taskId/files/:executionId')
  @ApiParam({ name: 'taskId', type: Number })
  @ApiParam({ name: 'executionId', type: Number })
  @ApiOkResponse({ type: ExecutionFilesDetailDto, description: 'One execution’s files, status and log' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task or execution not found' })
  executionFiles(
    @CurrentUser() user: AuthUser,
    @Param('taskId', taskIdPipe) taskId: number,
    @Param('executionId', executionIdPipe) executionId: number,
  ): Promise<ExecutionFilesDetailDto> {
    return this.downloads.executionFiles(user, taskId, executionId);
  }

  @Post('download-links')
  @ApiCreatedResponse({ type: DownloadLinkDto, description: 'A link that opens the download without a token until expiresAt' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Not one of the download routes, or a malformed id' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'What the download itself would answer 404: another company’s or a missing file' })
  createDownloadLink(@CurrentUser() user: AuthUser, @Body() body: CreateDownloadLinkDto): Promise<DownloadLinkDto> {
    return this.downloads.link(user, body.path);
  }

  @Get('download-output/:executionId/:fileName')
  @DownloadByLink('output')
  @ApiParam({ name: 'executionId', type: Number })
  @ApiParam({ name: 'fileName', type: String, description: 'The output’s name, as the lists give it (URL-encoded)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ ...BINARY, description: 'The output file, streamed, as an attachment' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'File not found' })
  async downloadOutput(
    @Downloader() user: LinkHolder,
    @Param('executionId', outputExecutionIdPipe) executionId: number,
    @Param('fileName') fileName: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendAttachment(reply, await this.downloads.output(user, executionId, fileName));
  }

  @Get('download-all-files')
  @DownloadByLink('all')
  @ApiQuery({ name: 'taskId', required: true, type: Number })
  @ApiQuery({ name: 'executionId', required: true, type: Number })
  @ApiProduces('application/zip')
  @ApiOkResponse({ ...BINARY, description: 'A zip of the execution’s output files, streamed as it is built' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task or execution not found, or no output files' })
  async downloadAllFiles(
    @Downloader() user: LinkHolder,
    @Res() reply: FastifyReply,
    @Query('taskId') taskId?: string,
    @Query('executionId') executionId?: string,
  ): Promise<void> {
    sendAttachment(reply, await this.downloads.allOutputs(user, idParam(taskId, 'taskId'), idParam(executionId, 'executionId')));
  }

  @Get('download-task-file')
  @DownloadByLink('taskFile')
  @ApiQuery({ name: 'filePath', required: true, type: String, description: 'A file’s filePath as the lists give it (`<taskId>/...`)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ ...BINARY, description: 'An input or output file of a task of the caller’s company, streamed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'File not found (any path that is not exactly one of the company’s files)' })
  async downloadTaskFile(@Downloader() user: LinkHolder, @Res() reply: FastifyReply, @Query('filePath') filePath?: string): Promise<void> {
    sendAttachment(reply, await this.downloads.taskFile(user, filePath));
  }

  @Get('files/:id/preview')
  @ApiParam({ name: 'id', type: Number, description: 'The upload’s id (a task’s input, current or used by an execution)' })
  @ApiQuery({ name: 'sheet', required: false, type: String, description: 'The sheet to show (xlsx, xls); the first one otherwise' })
  @ApiOkResponse({ type: SpreadsheetPreviewDto, description: 'The first rows of the input' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'File not found, or no such sheet' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'Not a spreadsheet, unreadable, or too large to preview' })
  previewInput(@CurrentUser() user: AuthUser, @Param('id', fileIdPipe) id: number, @Query('sheet') sheet?: string): Promise<SpreadsheetPreviewDto> {
    return this.previews.ofInput(user, id, sheetParam(sheet));
  }

  @Get('preview-output/:executionId/:fileName')
  @ApiParam({ name: 'executionId', type: Number })
  @ApiParam({ name: 'fileName', type: String, description: 'The output’s name, as the lists give it (URL-encoded)' })
  @ApiQuery({ name: 'sheet', required: false, type: String, description: 'The sheet to show (xlsx, xls); the first one otherwise' })
  @ApiOkResponse({ type: SpreadsheetPreviewDto, description: 'The first rows of the output' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'File not found, or no such sheet' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'Not a spreadsheet, unreadable, or too large to preview' })
  previewOutput(
    @CurrentUser() user: AuthUser,
    @Param('executionId', outputExecutionIdPipe) executionId: number,
    @Param('fileName') fileName: string,
    @Query('sheet') sheet?: string,
  ): Promise<SpreadsheetPreviewDto> {
    return this.previews.ofOutput(user, executionId, fileName, sheetParam(sheet));
  }
}
