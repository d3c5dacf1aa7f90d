import { Controller, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { UploadService } from './upload.service.js';
import { UploadResultDto } from './dto/upload-result.dto.js';

@ApiTags('files')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/upload')
export class UploadController {
  constructor(private readonly uploads: UploadService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: 'The field taskId, then the field file (one spreadsheet: xlsx, xls or csv, at most 10 MB). Only the first file is used.',
    schema: {
      type: 'object',
      required: ['file'],
      properties: { taskId: { type: 'integer', minimum: 1 }, file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiQuery({ name: 'taskId', required: false, type: Number, description: 'The task, when the form does not carry it' })
  @ApiCreatedResponse({ type: UploadResultDto, description: 'The file is now the task’s input: it replaced the earlier ones' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No file, or no valid taskId' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'Over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorDto, description: 'Not an xlsx, xls or csv by extension and content' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'An xlsx too large to open safely (a zip bomb)' })
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Query('taskId') taskId?: string): Promise<UploadResultDto> {
    return this.uploads.upload(user, request, taskId);
  }
}
