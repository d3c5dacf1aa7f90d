import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { TaskNotFoundError } from '../task/task.errors.js';
import { ScheduleService } from './schedule.service.js';
import { ScheduleNotFoundError } from './schedule.errors.js';
import { ScheduleDto, SchedulePreviewDto } from './dto/schedule.dto.js';
import { CreateScheduleDto, SchedulePreviewQueryDto, UpdateScheduleDto } from './dto/create-schedule.dto.js';
import { ExecutionDto } from '../execution/dto/execution.dto.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());
const scheduleIdPipe = new PositiveIdPipe(() => new ScheduleNotFoundError());

@ApiTags('schedules')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api')
export class ScheduleController {
  constructor(private readonly schedules: ScheduleService) {}

  @Get('tasks/:taskId/schedules')
  @ApiParam({ name: 'taskId', type: Number })
  @ApiOkResponse({ type: [ScheduleDto], description: 'The task’s schedules, oldest first (any member of its company may read them)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listSchedules(@CurrentUser() user: AuthUser, @Param('taskId', taskIdPipe) taskId: number): Promise<ScheduleDto[]> {
    return this.schedules.list(user, taskId);
  }

  @Post('tasks/:taskId/schedules')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'taskId', type: Number })
  @ApiCreatedResponse({ type: ScheduleDto, description: 'The new schedule; it runs as the caller. The task shows "scheduled" while one is enabled.' })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description:
      "'Invalid cron expression: <reason>', 'A form task runs from its submitted form and cannot be scheduled', 'Only a report task (api-reporting) can e-mail a saved report on a schedule', 'Not a user of this company: <e-mail>'",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Needs task admin or above' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async createSchedule(@CurrentUser() user: AuthUser, @Param('taskId', taskIdPipe) taskId: number, @Body() body: CreateScheduleDto): Promise<ScheduleDto> {
    return this.schedules.create(user, taskId, body);
  }

  @Get('schedules/preview')
  @ApiOkResponse({ type: SchedulePreviewDto, description: 'What an expression means: its plain-English reading and next five runs (Chicago time)' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid cron expression: <reason>' })
  previewSchedule(@Query() query: SchedulePreviewQueryDto): SchedulePreviewDto {
    return this.schedules.preview(query.cron);
  }

  @Put('schedules/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ScheduleDto, description: 'The changed schedule; it runs as the caller from now on (delivery: null removes its e-mail)' })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description:
      "'Invalid cron expression: <reason>', 'Only a report task (api-reporting) can e-mail a saved report on a schedule', 'Not a user of this company: <e-mail>'",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Needs task admin or above' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Schedule not found' })
  async updateSchedule(@CurrentUser() user: AuthUser, @Param('id', scheduleIdPipe) id: number, @Body() body: UpdateScheduleDto): Promise<ScheduleDto> {
    return this.schedules.update(user, id, body);
  }

  @Post('schedules/:id/run')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'id', type: Number })
  @ApiCreatedResponse({
    type: ExecutionDto,
    description:
      'Send now: the run the schedule queues when due (its saved report e-mailed, or its task run), queued at once as the caller’s (the same permission as Run Task); it shows on /executions',
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Schedule not found' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A form task runs from its submitted form and cannot be scheduled; a file task without an input file' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The task has no script yet' })
  async runSchedule(@CurrentUser() user: AuthUser, @Param('id', scheduleIdPipe) id: number): Promise<ExecutionDto> {
    return this.schedules.runNow(user, id);
  }

  @Delete('schedules/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted; the task goes back to "active" when no enabled schedule is left' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Needs task admin or above' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Schedule not found' })
  async deleteSchedule(@CurrentUser() user: AuthUser, @Param('id', scheduleIdPipe) id: number): Promise<void> {
    await this.schedules.remove(user, id);
  }
}
