import { BadRequestException, Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
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
import { TASK_PERMISSION_LEVELS, type TaskPermissionLevel } from '@milestone/contracts';
import { TaskNotFoundError } from '../task/task.errors.js';
import { PermissionService } from './permission.service.js';
import { INVALID_PERMISSION_MESSAGE, UserNotFoundError } from './permission.errors.js';
import { GrantPermissionDto } from './dto/grant-permission.dto.js';
import { PermissionLevelDto, TaskPermissionDto } from './dto/task-permission.dto.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());
const userIdPipe = new PositiveIdPipe(() => new UserNotFoundError());

function permissionOf(value: string): TaskPermissionLevel {
  if (!(TASK_PERMISSION_LEVELS as readonly string[]).includes(value)) throw new BadRequestException(INVALID_PERMISSION_MESSAGE);
  return value as TaskPermissionLevel;
}

@ApiTags('permissions')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api')
export class PermissionController {
  constructor(private readonly permissions: PermissionService) {}

  @Get('tasks/:taskId/permissions')
  @ApiParam({ name: 'taskId', type: Number })
  @ApiOkResponse({ type: [TaskPermissionDto], description: 'Levels granted on the task (any member of its company may read them)' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listTaskPermissions(@CurrentUser() user: AuthUser, @Param('taskId', taskIdPipe) taskId: number): Promise<TaskPermissionDto[]> {
    return this.permissions.list(user, taskId);
  }

  @Post('tasks/:taskId/permissions')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'taskId', type: Number })
  @ApiCreatedResponse({ type: TaskPermissionDto, description: 'The level set (replacing the one the user had)' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or User not found' })
  async grantTaskPermission(
    @CurrentUser() user: AuthUser,
    @Param('taskId', taskIdPipe) taskId: number,
    @Body() body: GrantPermissionDto,
  ): Promise<TaskPermissionDto> {
    if (body.taskId !== taskId) throw new BadRequestException('taskId must name the task of the path');
    return this.permissions.grant(user, taskId, body.userId, body.permission);
  }

  @Delete('tasks/:taskId/permissions/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'taskId', type: Number })
  @ApiParam({ name: 'userId', type: Number })
  @ApiNoContentResponse({ description: 'The user’s granted level is removed ("none")' })
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async revokeTaskPermission(
    @CurrentUser() user: AuthUser,
    @Param('taskId', taskIdPipe) taskId: number,
    @Param('userId', userIdPipe) userId: number,
  ): Promise<void> {
    await this.permissions.revoke(user, taskId, userId);
  }

  @Delete('tasks/:taskId/permissions/:userId/:permission')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'taskId', type: Number })
  @ApiParam({ name: 'userId', type: Number })
  @ApiParam({ name: 'permission', enum: TASK_PERMISSION_LEVELS })
  @ApiNoContentResponse({ description: 'The user’s granted level is removed when it is this one' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid permission type' })
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async revokeTaskPermissionLevel(
    @CurrentUser() user: AuthUser,
    @Param('taskId', taskIdPipe) taskId: number,
    @Param('userId', userIdPipe) userId: number,
    @Param('permission') permission: string,
  ): Promise<void> {
    await this.permissions.revoke(user, taskId, userId, permissionOf(permission));
  }

  @Get('users/:userId/permission-level/:taskId')
  @ApiParam({ name: 'userId', type: Number })
  @ApiParam({ name: 'taskId', type: Number })
  @ApiOkResponse({ type: PermissionLevelDto, description: 'The user’s effective level on the task' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or User not found' })
  async getPermissionLevel(
    @CurrentUser() user: AuthUser,
    @Param('userId', userIdPipe) userId: number,
    @Param('taskId', taskIdPipe) taskId: number,
  ): Promise<PermissionLevelDto> {
    return this.permissions.levelOf(user, userId, taskId);
  }
}
