import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { TaskNotFoundError } from '../task/task.errors.js';
import { TaskDto } from '../task/dto/task.dto.js';
import { ScriptService } from './script.service.js';
import { ScriptVersionNotFoundError } from './script.errors.js';
import { ScriptVersionDto, ScriptVersionSummaryDto } from './dto/script-version.dto.js';
import { toScriptVersionDto, toScriptVersionSummaryDto } from './script.mapper.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());
const versionPipe = new PositiveIdPipe(() => new ScriptVersionNotFoundError());

@ApiTags('scripts')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/tasks/:id/script-versions')
export class ScriptController {
  constructor(private readonly scripts: ScriptService) {}

  @Get()
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: [ScriptVersionSummaryDto], description: 'Every saved script of the task, newest first, without the text' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listScriptVersions(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number): Promise<ScriptVersionSummaryDto[]> {
    return (await this.scripts.listVersions(user, id)).map(toScriptVersionSummaryDto);
  }

  @Get(':version')
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'version', type: Number })
  @ApiOkResponse({ type: ScriptVersionDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or Script version not found' })
  async getScriptVersion(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Param('version', versionPipe) version: number,
  ): Promise<ScriptVersionDto> {
    return toScriptVersionDto(await this.scripts.getVersion(user, id, version));
  }

  @Post(':version/restore')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'version', type: Number })
  @ApiOkResponse({ type: TaskDto, description: "The task with the restored script (a new version, source 'restore') and its new version" })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Only task admins can edit the script.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or Script version not found' })
  async restoreScriptVersion(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Param('version', versionPipe) version: number,
  ): Promise<TaskDto> {
    return this.scripts.restore(user, id, version);
  }
}
