import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
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
import { TaskService } from './task.service.js';
import { TaskNotFoundError } from './task.errors.js';
import { CreateTaskDto } from './dto/create-task.dto.js';
import { ListTasksQueryDto } from './dto/list-tasks.query.dto.js';
import { TaskDto } from './dto/task.dto.js';
import { TaskSummaryDto } from './dto/task-summary.dto.js';
import { UpdateTaskDto } from './dto/update-task.dto.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

@ApiTags('tasks')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/tasks')
export class TaskController {
  constructor(private readonly tasks: TaskService) {}

  @Get()
  @ApiOkResponse({
    type: [TaskSummaryDto],
    description:
      'Tasks of the caller’s company, newest first, each with the caller’s permissionLevel on it (summaries: GET /api/tasks/{id} answers the whole task)',
    headers: { [TOTAL_COUNT_HEADER]: { description: 'How many tasks match the filter in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  async listTasks(
    @CurrentUser() user: AuthUser,
    @Query() query: ListTasksQueryDto,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ): Promise<TaskSummaryDto[]> {
    const [tasks, total] = await this.tasks.list(user, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return tasks;
  }

  @Get(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: TaskDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async getTask(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number): Promise<TaskDto> {
    return this.tasks.get(user, id);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: TaskDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async createTask(@CurrentUser() user: AuthUser, @Body() body: CreateTaskDto): Promise<TaskDto> {
    return this.tasks.create(user, body);
  }

  @Put(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: TaskDto, description: 'The saved task with its new version' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Needs task admin or above' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  @ApiConflictResponse({ type: ErrorDto, description: 'A stale version (someone else saved first), or a status move the machine refuses' })
  async updateTask(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number, @Body() body: UpdateTaskDto): Promise<TaskDto> {
    return this.tasks.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted (soft: its executions stay readable)' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Needs task owner or above' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async deleteTask(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number): Promise<void> {
    await this.tasks.remove(user, id);
  }
}
