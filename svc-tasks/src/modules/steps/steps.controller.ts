import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { TaskNotFoundError } from '../task/task.errors.js';
import { TaskDto } from '../task/dto/task.dto.js';
import { AiErrorFilter } from '../ai/ai.errors.js';
import { ApiAiFailures } from '../ai/ai.controller.js';
import { AiErrorDto } from '../ai/dto/ai-answers.dto.js';
import { StepRoutesService, StepVersionNotFoundError } from './step-routes.service.js';
import { StepVersionDto, StepVersionSummaryDto } from './dto/step-version.dto.js';
import { StepsAiRequestAnswerDto, StepsAiRequestDto } from './dto/ai-request.dto.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());
const versionPipe = new PositiveIdPipe(() => new StepVersionNotFoundError());

@ApiTags('steps')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseFilters(AiErrorFilter)
@Controller('api/tasks/:id')
export class StepsController {
  constructor(private readonly steps: StepRoutesService) {}

  @Get('step-versions')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: [StepVersionSummaryDto], description: 'Every saved list of steps of the task, newest first' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async listStepVersions(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number): Promise<StepVersionSummaryDto[]> {
    return this.steps.list(user, id);
  }

  @Get('step-versions/:version')
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'version', type: Number })
  @ApiOkResponse({ type: StepVersionDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or Step version not found' })
  async getStepVersion(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Param('version', versionPipe) version: number,
  ): Promise<StepVersionDto> {
    return this.steps.get(user, id, version);
  }

  @Post('step-versions/:version/restore')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'version', type: Number })
  @ApiOkResponse({ type: TaskDto, description: "The task with the restored steps (a new step version, source 'restore')" })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin or owner permissions on this task to edit it' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found, or Step version not found' })
  async restoreStepVersion(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Param('version', versionPipe) version: number,
  ): Promise<TaskDto> {
    return this.steps.restore(user, id, version);
  }

  @Post('steps/ai-request')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({
    type: StepsAiRequestAnswerDto,
    description:
      "The steps rewritten as asked (a new step version, source 'ai'), and what became of the script (generated, unchanged, or failed: the task keeps it)",
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: "'Request is required', 'Request must be at most 2000 characters'" })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin or owner permissions on this task to edit it' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  @ApiUnprocessableEntityResponse({ type: AiErrorDto, description: 'The request could not be understood, or would leave no steps: nothing is changed' })
  @ApiAiFailures('Failed to update the steps. Please try again.')
  async requestStepsChange(
    @CurrentUser() user: AuthUser,
    @Param('id', taskIdPipe) id: number,
    @Body() body: StepsAiRequestDto,
  ): Promise<StepsAiRequestAnswerDto> {
    return this.steps.aiRequest(user, id, body.request);
  }
}
