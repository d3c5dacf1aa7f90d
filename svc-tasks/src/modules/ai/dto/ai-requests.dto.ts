import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';
import { AI_TASK_TYPES, COMPLEXITIES, type AiTaskType, type Complexity, type InputSample, type RequirementAnswers } from '../ai.types.js';
import { AI_DESCRIPTION_MAX, AiTaskTypeField, RequiredText, sampleProblem, SAMPLE_LIMITS, TextList } from './ai-fields.js';

const ANSWERS_MAX_BYTES = 64 * 1024;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One sheet of a sample file: its header and first rows. */
export class SampleSheetDto {
  @ApiProperty({ maxLength: SAMPLE_LIMITS.text })
  name!: string;

  @ApiProperty({ type: [String], maxItems: SAMPLE_LIMITS.columns, description: 'The header, in order' })
  columns!: string[];

  @ApiProperty({
    type: 'array',
    maxItems: SAMPLE_LIMITS.rows,
    items: { type: 'array', items: { nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] } },
    description: 'The first rows, cells as the file holds them',
  })
  rows!: Array<Array<string | number | boolean | null>>;
}

/** A look at the sample file the user gave the builder: its name, and each sheet's header and first rows. */
export class InputSampleDto {
  @ApiProperty({ maxLength: SAMPLE_LIMITS.text })
  fileName!: string;

  @ApiProperty({ type: [SampleSheetDto], maxItems: SAMPLE_LIMITS.sheets })
  sheets!: SampleSheetDto[];
}

const SAMPLE_MAX_BYTES = 128 * 1024;

/** An optional sample: checked by sampleProblem, its message the answer's. */
const SampleField = (): PropertyDecorator => {
  const checks = [
    ValidateBy({
      name: 'inputSample',
      validator: { validate: (value) => sampleProblem(value) === null, defaultMessage: (args) => sampleProblem(args?.value) ?? '' },
    }),
    MaxJsonSize(SAMPLE_MAX_BYTES, 'Sample'),
  ];
  return (target, key) => {
    for (const check of checks) check(target, key);
  };
};

const SAMPLE_DESCRIPTION =
  "The user's sample file, read in the browser (its header and first rows): the builder names its real columns and values, and asks about them";

/** POST /api/ai/generate-task-requirements */
export class GenerateRequirementsDto {
  @ApiProperty({ minLength: 1, maxLength: AI_DESCRIPTION_MAX, description: 'What the task should do, in plain words' })
  @RequiredText('Description', AI_DESCRIPTION_MAX)
  description!: string;

  @ApiProperty({ enum: AI_TASK_TYPES })
  @AiTaskTypeField()
  taskType!: AiTaskType;

  @ApiPropertyOptional({ type: InputSampleDto, description: SAMPLE_DESCRIPTION })
  @SampleField()
  sample?: InputSample;
}

/** POST /api/ai/generate-task-plan */
export class GeneratePlanDto extends GenerateRequirementsDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'The answers by question id (text, true/false, or a list of options); missing: none',
  })
  @IsOptional()
  @IsObject({ message: 'Requirements must be an object of answers by question id' })
  @MaxJsonSize(ANSWERS_MAX_BYTES, 'Requirements')
  requirements?: RequirementAnswers;
}

export class PlanSectionDto {
  @ApiProperty()
  @IsString({ message: 'Each plan section needs a title' })
  @MaxLength(255, { message: 'A plan section title must be at most 255 characters' })
  title!: string;

  @ApiProperty()
  @IsString({ message: 'Each plan section needs a description' })
  @MaxLength(4000, { message: 'A plan section description must be at most 4000 characters' })
  description!: string;

  @ApiProperty({ description: "A section type the task detail knows: 'text', 'data-table', 'instructions', ..." })
  @IsString({ message: 'Each plan section needs a type' })
  @MaxLength(100, { message: 'A plan section type must be at most 100 characters' })
  type!: string;
}

/** An AI task plan (spec 000 section 3). */
export class TaskPlanDto {
  @ApiProperty()
  @RequiredText('Plan name', 255)
  name!: string;

  @ApiProperty()
  @IsString({ message: 'Plan description must be text' })
  @MaxLength(AI_DESCRIPTION_MAX, { message: `Plan description must be at most ${AI_DESCRIPTION_MAX} characters` })
  description!: string;

  @ApiProperty({ enum: AI_TASK_TYPES })
  @AiTaskTypeField()
  type!: AiTaskType;

  @ApiProperty({ enum: COMPLEXITIES })
  @IsIn(COMPLEXITIES, { message: `Plan estimatedComplexity must be one of ${COMPLEXITIES.join(', ')}` })
  estimatedComplexity!: Complexity;

  @ApiProperty({ type: [String] })
  @TextList('Plan features')
  features!: string[];

  @ApiProperty({ type: [PlanSectionDto] })
  // A list of objects, else the rules below say what is wrong (not class-validator's 'nested property ...').
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((item: unknown) => (item instanceof PlanSectionDto ? item : Object.assign(new PlanSectionDto(), isObject(item) ? item : {})))
      : undefined,
  )
  @IsArray({ message: 'Plan sections must be a list' })
  @ArrayMaxSize(50, { message: 'Plan sections can have at most 50 items' })
  @ValidateNested({ each: true })
  @Type(() => PlanSectionDto)
  sections!: PlanSectionDto[];

  @ApiProperty({ type: [String], description: 'The data flow, in order: each becomes a step of the task' })
  @TextList('Plan dataFlow', 100)
  dataFlow!: string[];

  @ApiProperty({ type: [String] })
  @TextList('Plan apiEndpoints')
  apiEndpoints!: string[];
}

/** The plan as generate-task-plan answers it: what the provider could not understand, shown on Review. */
export class TaskPlanWithNotesDto extends TaskPlanDto {
  @ApiProperty({ type: [String], description: 'What the provider could not understand of the description (empty: all of it)' })
  @IsOptional()
  @TextList('Plan notes')
  notes!: string[];
}

/** POST /api/ai/implement-task */
export class ImplementTaskDto {
  @ApiProperty({ type: TaskPlanWithNotesDto })
  // Anything but an object is no plan (class-validator's own words for it would be 'nested property plan must be either object or array').
  @Transform(({ value }: { value: unknown }) => (isObject(value) ? value : undefined))
  @IsDefined({ message: 'Plan is required' })
  @ValidateNested()
  @Type(() => TaskPlanWithNotesDto)
  plan!: TaskPlanWithNotesDto;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'The answers by question id' })
  @IsOptional()
  @IsObject({ message: 'Requirements must be an object of answers by question id' })
  @MaxJsonSize(ANSWERS_MAX_BYTES, 'Requirements')
  requirements?: RequirementAnswers;

  @ApiPropertyOptional({ type: InputSampleDto, description: SAMPLE_DESCRIPTION })
  @SampleField()
  sample?: InputSample;
}

/** POST /api/tasks/create-with-ai */
export class CreateWithAiDto {
  @ApiProperty({ minLength: 1, maxLength: AI_DESCRIPTION_MAX, description: 'What the task should do, in plain words' })
  @RequiredText('Prompt', AI_DESCRIPTION_MAX)
  prompt!: string;

  @ApiProperty({ minLength: 1, maxLength: 255 })
  @RequiredText('Task name', 255)
  taskName!: string;

  @ApiPropertyOptional({ type: InputSampleDto, description: SAMPLE_DESCRIPTION })
  @SampleField()
  sample?: InputSample;
}
