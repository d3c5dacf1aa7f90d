import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseFilters } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGatewayTimeoutResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { AiService } from './ai.service.js';
import { AiErrorFilter } from './ai.errors.js';
import { CreateWithAiDto, GeneratePlanDto, GenerateRequirementsDto, ImplementTaskDto } from './dto/ai-requests.dto.js';
import { AiErrorDto, GenerateScriptAnswerDto, ImplementationAnswerDto, RequirementsAnswerDto, TaskPlanAnswerDto } from './dto/ai-answers.dto.js';
import { TaskDto } from '../task/dto/task.dto.js';
import { TaskNotFoundError } from '../task/task.errors.js';

const taskIdPipe = new PositiveIdPipe(() => new TaskNotFoundError());

/** The answers of a route that calls the provider: its failures by outcome, with the spec's text. */
export const ApiAiFailures = (text: string): MethodDecorator =>
  applyDecorators(
    ApiTooManyRequestsResponse({ type: AiErrorDto, description: `${text} (the model's rate limit)` }),
    ApiBadGatewayResponse({ type: AiErrorDto, description: `${text} (the model failed or answered something malformed)` }),
    ApiServiceUnavailableResponse({ type: AiErrorDto, description: `${text} (the model cannot be reached)` }),
    ApiGatewayTimeoutResponse({ type: AiErrorDto, description: `${text} (the model took too long)` }),
  );

@ApiTags('ai')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseFilters(AiErrorFilter)
@Controller('api/ai')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Post('generate-task-requirements')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RequirementsAnswerDto, description: 'Questions drawn from the description, each with a proposed answer where one can be guessed' })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: "'Description is required', 'Task type must be one of form-processing, excel-processing, api-reporting', ...",
  })
  @ApiUnprocessableEntityResponse({ type: AiErrorDto, description: 'The description could not be understood' })
  @ApiAiFailures('Failed to generate requirements. Please try again.')
  async generateTaskRequirements(@CurrentUser() user: AuthUser, @Body() body: GenerateRequirementsDto): Promise<RequirementsAnswerDto> {
    return { data: await this.ai.requirements(user, body) };
  }

  @Post('generate-task-plan')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TaskPlanAnswerDto, description: 'The plan, and in notes what could not be understood (shown on Review)' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnprocessableEntityResponse({ type: AiErrorDto, description: 'The description could not be understood' })
  @ApiAiFailures('Failed to generate task plan. Please try again.')
  async generateTaskPlan(@CurrentUser() user: AuthUser, @Body() body: GeneratePlanDto): Promise<TaskPlanAnswerDto> {
    return { data: await this.ai.plan(user, body) };
  }

  @Post('implement-task')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ImplementationAnswerDto, description: 'Steps and a compiled script (script null and message saying why when none could be built)' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnprocessableEntityResponse({ type: AiErrorDto, description: 'The plan could not be understood' })
  @ApiAiFailures('Failed to implement the task. Please try again.')
  async implementTask(@CurrentUser() user: AuthUser, @Body() body: ImplementTaskDto): Promise<ImplementationAnswerDto> {
    return { data: await this.ai.implement(user, body) };
  }
}

/** The task routes of the AI builder: the quick creator and a task's script from its steps. */
@ApiTags('ai')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseFilters(AiErrorFilter)
@Controller('api/tasks')
export class AiTaskController {
  constructor(private readonly ai: AiService) {}

  @Post('create-with-ai')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: TaskDto,
    description: 'The task with its steps, config (features, sections, apiEndpoints, aiGenerated, implementationDetails) and script',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: "'Prompt is required', 'Task name is required', ..." })
  @ApiUnprocessableEntityResponse({ type: AiErrorDto, description: 'What was and was not understood; nothing is created' })
  @ApiAiFailures('Failed to create task. Please try again.')
  async createTaskWithAi(@CurrentUser() user: AuthUser, @Body() body: CreateWithAiDto): Promise<TaskDto> {
    return this.ai.createWithAi(user, body);
  }

  @Post(':id/generate-script')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({
    type: GenerateScriptAnswerDto,
    description: "The script, checked (compiled; run on the task's input file when it has one), saved as a new version (source 'ai')",
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Only task admins can edit the script.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  @ApiUnprocessableEntityResponse({
    type: AiErrorDto,
    description:
      "No script could be built from the steps, or it failed on the task's input ('The generated script failed on <file>: <error>. The task keeps its current script.'): nothing is saved",
  })
  @ApiAiFailures('Failed to generate script.')
  async generateTaskScript(@CurrentUser() user: AuthUser, @Param('id', taskIdPipe) id: number): Promise<GenerateScriptAnswerDto> {
    return this.ai.generateScript(user, id);
  }
}
