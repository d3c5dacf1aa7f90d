import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InternalApi, PositiveIdPipe } from '@milestone/nest-kit';
import { ExecutionFileService } from './execution-file.service.js';
import { ExecutionNotFoundError, FileNotFoundError } from './execution-file.errors.js';
import { ClaimInputsDto, CompanyQueryDto, ExecutionScopeDto, type ClaimedInputsDto, type StoredOutputDto } from './dto/internal.dto.js';
import { sendAttachment } from '../download/download-headers.js';

const executionId = new PositiveIdPipe(() => new ExecutionNotFoundError());
const fileId = new PositiveIdPipe(() => new FileNotFoundError());

/** The execution worker's API (service tokens only; not routed by the gateway). */
@InternalApi()
@Controller('internal')
export class InternalExecutionController {
  constructor(private readonly executionFiles: ExecutionFileService) {}

  /**
   * Claims the execution's inputs (idempotent) and lists them: exactly `fileIds` when given (409
   * when one is no longer an input of the task), else the task's current inputs.
   */
  @Post('executions/:executionId/inputs')
  @HttpCode(200)
  claimInputs(@Param('executionId', executionId) id: number, @Body() body: ClaimInputsDto): Promise<ClaimedInputsDto> {
    return this.executionFiles.claimInputs({ companyId: body.companyId, taskId: body.taskId, executionId: id }, body.fileIds);
  }

  /** An input's bytes, streamed. */
  @Get('files/:id/content')
  async inputContent(@Param('id', fileId) id: number, @Query() query: CompanyQueryDto, @Res() reply: FastifyReply): Promise<void> {
    sendAttachment(reply, await this.executionFiles.readInput(query.companyId, id));
  }

  /** Stores one output of the execution; the body is its bytes (application/octet-stream), streamed. */
  @Put('executions/:executionId/outputs/:fileName')
  storeOutput(
    @Param('executionId', executionId) id: number,
    @Param('fileName') fileName: string,
    @Query() query: ExecutionScopeDto,
    @Req() request: FastifyRequest,
  ): Promise<StoredOutputDto> {
    const length = Number(request.headers['content-length']);
    return this.executionFiles.storeOutput({ ...query, executionId: id }, fileName, request.raw, Number.isFinite(length) ? length : undefined);
  }
}
