import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REQUIREMENT_TYPES, type ImplementationDetails, type RequirementType } from '../ai.types.js';
import { TaskDto } from '../../task/dto/task.dto.js';
import { TaskPlanWithNotesDto } from './ai-requests.dto.js';

/** A provider's failure: the spec's text as `message`, the plain reason as `reason`. */
export class AiErrorDto {
  @ApiProperty()
  statusCode!: number;

  @ApiProperty({ description: "The spec's text ('Failed to generate requirements. Please try again.'), or what was and was not understood (422)" })
  message!: string;

  @ApiPropertyOptional({ description: 'The plain reason (a timeout, a malformed answer, ...)' })
  reason?: string;
}

/** A requirement question (spec 000 section 3). */
export class RequirementQuestionDto {
  @ApiProperty({ description: 'The key of its answer in generate-task-plan’s requirements' })
  id!: string;

  @ApiProperty()
  question!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty()
  required!: boolean;

  @ApiProperty({ enum: REQUIREMENT_TYPES })
  type!: RequirementType;

  @ApiPropertyOptional({ type: [String], description: 'For select and multiselect (never an empty string)' })
  options?: string[];

  @ApiPropertyOptional({
    description: 'A proposed answer the screen pre-fills',
    oneOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
  })
  value?: string | boolean | string[];
}

export class RequirementsDto {
  @ApiProperty({ type: [RequirementQuestionDto] })
  requirements!: RequirementQuestionDto[];

  @ApiProperty()
  message!: string;
}

export class RequirementsAnswerDto {
  @ApiProperty({ type: RequirementsDto })
  data!: RequirementsDto;
}

export class TaskPlanAnswerDto {
  @ApiProperty({ type: TaskPlanWithNotesDto })
  data!: TaskPlanWithNotesDto;
}

/** What implement-task answers and a created task keeps in config.implementationDetails. */
export class ImplementationDetailsDto {
  @ApiProperty({ type: [String], description: "The task's steps, from the plan's data flow" })
  steps!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'The generated Python script, compiled; null when it could not be built (see message)' })
  script!: string | null;

  @ApiProperty({ type: [String], description: 'What the script does, step by step' })
  summary!: string[];

  @ApiProperty({ type: [String] })
  understood!: string[];

  @ApiProperty({ type: [String] })
  notUnderstood!: string[];

  @ApiProperty({ description: 'What was built, or why nothing was' })
  message!: string;

  @ApiProperty({ description: "'offline' or 'openai'" })
  provider!: string;

  @ApiProperty({ type: String, nullable: true })
  model!: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      "An api-reporting task's report, which the task keeps as config.apiConfiguration: { report (the definition POST /api/service-titan/generate-report takes), selectedFields, period, source: 'ai' }",
  })
  apiConfiguration?: ImplementationDetails['apiConfiguration'];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'A form-processing task that is a form (not the load calculator): its form definition (@milestone/contracts/forms FormDefinition: title, sections of fields and line tables, computations), which the task keeps as config.form',
  })
  form?: ImplementationDetails['form'];
}

export class ImplementationAnswerDto {
  @ApiProperty({ type: ImplementationDetailsDto })
  data!: ImplementationDetailsDto;
}

export const DRY_RUN_OUTCOMES = ['passed', 'skipped', 'failed'] as const;
export type DryRunOutcome = (typeof DRY_RUN_OUTCOMES)[number];

/** How a generated script was checked before it was saved. */
export class ScriptCheckDto {
  @ApiProperty({ description: 'Python compiled it' })
  compiled!: boolean;

  @ApiProperty({ enum: DRY_RUN_OUTCOMES, description: "'skipped': the task has no input file to try it on" })
  dryRun!: DryRunOutcome;

  @ApiProperty({ description: 'What the dry run did (its file and time), or why it was skipped' })
  detail!: string;
}

/** POST /api/tasks/{id}/generate-script */
export class GenerateScriptAnswerDto {
  @ApiProperty({ type: TaskDto })
  task!: TaskDto;

  @ApiProperty({ description: 'The script now saved on the task' })
  script!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Its script version (null: the task already had this very script)' })
  version!: number | null;

  @ApiProperty({ type: ScriptCheckDto })
  check!: ScriptCheckDto;

  @ApiProperty({ type: [String] })
  understood!: string[];

  @ApiProperty({ type: [String] })
  notUnderstood!: string[];

  @ApiProperty()
  message!: string;
}
