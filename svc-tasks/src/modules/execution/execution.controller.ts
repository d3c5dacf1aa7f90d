import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { ExecutionService } from './execution.service.js';
import { ExecutionNotFoundError } from './execution.errors.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import { TOTAL_COUNT_HEADER } from '../task/task.controller.js';
import { ExecuteTaskDto, RunTaskDto } from './dto/execute-task.dto.js';
import { ExecutionDto } from './dto/execution.dto.js';
import { ListExecutionsQueryDto } from './dto/list-executions.query.dto.js';
import { ExecutionWaitQueryDto } from './dto/execution-wait.query.dto.js';
import { ExecutionStatsDto, ExecutionStatsQueryDto } from './dto/execution-stats.dto.js';
import { ExecutionRuntimeDto } from './dto/execution-runtime.dto.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());
const executionIdPipe = new PositiveIdPipe(() => new ExecutionNotFoundError());

interface Reply {
  header(name: string, value: string): unknown;
}

/** The reply a handler sends itself (Run Task's status depends on whether its key was seen). */
interface SendingReply {
  status(code: number): SendingReply;
  send(body: unknown): unknown;
}

const QUEUED =
  'Queued: the pending run (a worker takes it; follow it with GET /api/executions/{id}?wait=), or with ?wait= the run as it is once it ended or the wait is over';
const IDEMPOTENCY_KEY =
  'Optional; at most 200 visible ASCII characters (the web client sends a new UUID per click of Run Task). The first request with a key queues a run (202); ' +
  'any later request of the same user for the same task with the same key queues nothing and answers that run as it is now (200), whenever it comes ' +
  '(a double click, a retried request after a lost answer, two requests at the same moment: one run). A deliberate second run is a request with a new key, ' +
  'or without one: without a key every request queues a run, as before keys existed. Keys are per user and task: another user or task with the same key starts its own run.';
const REPLAYED = 'The run this user queued of this task with the same Idempotency-Key; nothing new was queued';
const NOT_RUNNABLE = 'The task has no script yet';
const BAD_RUN =
  "A file task without an input file ('Please upload a file before running the task.'), a load calculation without its form or with a form the calculator's Submit refuses (its text: 'Please enter a valid square footage', ...), or bad parameters";
const BAD_PAY_REPORT =
  "Bad parameters: for the pay report no period ('Please select a pay period.'), a period that is not one Monday-Sunday week, an unknown group_by, an output_file with a folder or characters a file name should not hold; a file task without an input file";

@ApiTags('executions')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api')
export class ExecutionController {
  constructor(private readonly executions: ExecutionService) {}

  @Post('tasks/execute')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: ExecutionDto, description: QUEUED })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_PAY_REPORT })
  @ApiNotFoundResponse({ type: ErrorDto, description: "Task not found; without a taskId, 'Technician Pay Report task not found'" })
  @ApiConflictResponse({ type: ErrorDto, description: NOT_RUNNABLE })
  async runTask(@CurrentUser() user: AuthUser, @Body() body: RunTaskDto, @Query() query: ExecutionWaitQueryDto): Promise<ExecutionDto> {
    return this.executions.run(user, body.taskId, body.parameters, query.wait);
  }

  @Post('tasks/:id/execute')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiParam({ name: 'id', type: Number })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: IDEMPOTENCY_KEY })
  @ApiBody({ type: ExecuteTaskDto, required: false, description: 'None for a card; a form task sends dateCreated and formData (JSON text of an object)' })
  @ApiAcceptedResponse({ type: ExecutionDto, description: QUEUED })
  @ApiOkResponse({ type: ExecutionDto, description: REPLAYED })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: `${BAD_RUN}; an Idempotency-Key that is empty, longer than 200 or not visible ASCII ('Idempotency-Key must be 1 to 200 visible ASCII characters')`,
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  @ApiConflictResponse({ type: ErrorDto, description: NOT_RUNNABLE })
  // The body is optional (a card sends none), so it is read by the service rather than a DTO.
  async executeTask(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Body() body: unknown,
    @Query() query: ExecutionWaitQueryDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res() reply: SendingReply,
  ): Promise<void> {
    const { execution, replayed } = await this.executions.execute(user, id, body, query.wait, idempotencyKey);
    reply.status(replayed ? HttpStatus.OK : HttpStatus.ACCEPTED).send(execution);
  }

  @Get('executions')
  @ApiOkResponse({
    type: [ExecutionDto],
    description:
      'Runs of the caller’s company, newest first (each log’s stdout, stderr and detailed error cut at 4,000 characters: GET /api/executions/{id} and its log carry all)',
    headers: { [TOTAL_COUNT_HEADER]: { description: 'How many runs match the filter in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  async listExecutions(
    @CurrentUser() user: AuthUser,
    @Query() query: ListExecutionsQueryDto,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<ExecutionDto[]> {
    const [runs, total] = await this.executions.list(user, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return runs;
  }

  @Get('executions/stats')
  @ApiOkResponse({ type: ExecutionStatsDto, description: 'The company’s runs per day (America/Chicago) by status' })
  @ApiBadRequestResponse({ type: ErrorDto })
  async getExecutionStats(@CurrentUser() user: AuthUser, @Query() query: ExecutionStatsQueryDto): Promise<ExecutionStatsDto> {
    return { days: await this.executions.stats(user, query.days) };
  }

  @Get('executions/runtime')
  @ApiOkResponse({ type: ExecutionRuntimeDto, description: 'The live workers and the sandbox mode scripts run in' })
  async getExecutionRuntime(): Promise<ExecutionRuntimeDto> {
    return this.executions.runtime();
  }

  @Get('executions/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ExecutionDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A wait that is not 1 to 30 seconds' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Execution not found' })
  async getExecution(@CurrentUser() user: AuthUser, @Param('id', executionIdPipe) id: number, @Query() query: ExecutionWaitQueryDto): Promise<ExecutionDto> {
    return this.executions.get(user, id, query.wait);
  }

  @Get('executions/:id/log')
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The run’s log as a text attachment execution-{id}-log.txt' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Execution not found' })
  async getExecutionLog(@CurrentUser() user: AuthUser, @Param('id', executionIdPipe) id: number, @Res({ passthrough: true }) reply: Reply): Promise<string> {
    const { fileName, text } = await this.executions.logText(user, id);
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    reply.header('x-content-type-options', 'nosniff');
    return text;
  }

  @Post('executions/:id/retry')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiParam({ name: 'id', type: Number })
  @ApiAcceptedResponse({ type: ExecutionDto, description: 'The new pending run (retryOf names this one)' })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_RUN })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Execution not found, or its task is deleted' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Not a failed or cancelled run, or the task has no script' })
  async retryExecution(@CurrentUser() user: AuthUser, @Param('id', executionIdPipe) id: number): Promise<ExecutionDto> {
    return this.executions.retry(user, id);
  }

  @Post('executions/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ExecutionDto, description: 'A pending run is cancelled at once; a running one is asked to stop (it ends cancelled within a second)' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Neither the user who started it nor task admin or above' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Execution not found' })
  @ApiConflictResponse({ type: ErrorDto, description: 'This run has already finished.' })
  async cancelExecution(@CurrentUser() user: AuthUser, @Param('id', executionIdPipe) id: number): Promise<ExecutionDto> {
    return this.executions.cancel(user, id);
  }
}
