import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags, ApiBadRequestResponse, ApiNotFoundResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { TaskService } from './task.service.js';
import { TaskNotFoundError } from './task.errors.js';
import { toTaskDto } from './task.mapper.js';
import { CreateTaskDto } from './dto/create-task.dto.js';
import { ListTasksQueryDto } from './dto/list-tasks.query.dto.js';
import { TaskDto } from './dto/task.dto.js';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

@ApiTags('tasks')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/tasks')
export class TaskController {
  constructor(private readonly tasks: TaskService) {}

  @Get()
  @ApiOkResponse({
    type: [TaskDto],
    description: 'Tasks of the caller’s company, newest first',
    headers: { [TOTAL_COUNT_HEADER]: { description: 'How many tasks match the filter in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  async listTasks(
    @CurrentUser() user: AuthUser,
    @Query() query: ListTasksQueryDto,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ): Promise<TaskDto[]> {
    const [tasks, total] = await this.tasks.list(user, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return tasks.map(toTaskDto);
  }

  @Get(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: TaskDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async getTask(@CurrentUser() user: AuthUser, @Param('id', new PositiveIdPipe(() => new TaskNotFoundError())) id: number): Promise<TaskDto> {
    return toTaskDto(await this.tasks.get(user, id));
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: TaskDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async createTask(@CurrentUser() user: AuthUser, @Body() body: CreateTaskDto): Promise<TaskDto> {
    return toTaskDto(await this.tasks.create(user, body));
  }
}
