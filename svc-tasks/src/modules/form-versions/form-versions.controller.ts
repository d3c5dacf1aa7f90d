import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { TaskNotFoundError } from '../task/task.errors.js';
import { TaskDto } from '../task/dto/task.dto.js';
import { FormVersionNotFoundError, FormVersionsService } from './form-versions.service.js';
import { FormVersionDto, FormVersionSummaryDto } from './dto/form-version.dto.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());
const versionPipe = new PositiveIdPipe(() => new FormVersionNotFoundError());
const EDIT_FORBIDDEN = 'You need admin or owner permissions on this task to edit it';

@ApiTags('forms')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/tasks/:id')
export class FormVersionsController {
  constructor(private readonly forms: FormVersionsService) {}

  @Put('form')
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: { type: 'object', additionalProperties: true }, description: 'The form definition (FormDefinition of @milestone/contracts/forms)' })
  @ApiOkResponse({ type: TaskDto, description: "The task with the new form in config.form (a new form version, source 'manual')" })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: "The definition's first problem, e.g. 'The label of the field 'vendor' must be non-empty text'; 'Only a form task has a form to edit'",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: EDIT_FORBIDDEN })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async saveForm(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number, @Body() body: unknown): Promise<TaskDto> {
    return this.forms.save(user, id, body);
  }

  @Get('form-versions')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: [FormVersionSummaryDto], description: "Every saved definition of the task's form, newest first" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listFormVersions(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number): Promise<FormVersionSummaryDto[]> {
    return this.forms.list(user, id);
  }

  @Get('form-versions/:version')
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'version', type: Number })
  @ApiOkResponse({ type: FormVersionDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or Form version not found' })
  async getFormVersion(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Param('version', versionPipe) version: number,
  ): Promise<FormVersionDto> {
    return this.forms.get(user, id, version);
  }

  @Post('form-versions/:version/restore')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'version', type: Number })
  @ApiOkResponse({ type: TaskDto, description: "The task with the restored form (a new form version, source 'restore')" })
  @ApiForbiddenResponse({ type: ErrorDto, description: EDIT_FORBIDDEN })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or Form version not found' })
  async restoreFormVersion(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Param('version', versionPipe) version: number,
  ): Promise<TaskDto> {
    return this.forms.restore(user, id, version);
  }
}
