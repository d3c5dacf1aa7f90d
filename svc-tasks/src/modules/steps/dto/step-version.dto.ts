import { ApiProperty } from '@nestjs/swagger';
import { STEP_SOURCES, type StepSource } from '../step-version.entity.js';

/** A saved list of steps of a task, as the version list shows it. */
export class StepVersionSummaryDto {
  @ApiProperty({ description: 'Numbered per task from 1' })
  version!: number;

  @ApiProperty({ enum: STEP_SOURCES, description: "'create' (the task's creation), 'manual' (an edit), 'ai' (an AI request), 'restore'" })
  source!: StepSource;

  @ApiProperty({ type: String, nullable: true, description: 'The AI request that produced it (source ai)' })
  request!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The assistant's answer to that request" })
  message!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Who saved it (null: the platform)' })
  createdBy!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Their name (first and last, else email)' })
  createdByName!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty()
  stepCount!: number;
}

export class StepDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  content!: string;
}

/** A saved list of steps with the steps. */
export class StepVersionDto extends StepVersionSummaryDto {
  @ApiProperty({ type: [StepDto] })
  steps!: StepDto[];
}
