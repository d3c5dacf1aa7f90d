import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';

const MAX_INT4 = 2_147_483_647;

/** A positive int4 id from the body or the query, with one message for every broken rule. */
function PositiveId(name: string): PropertyDecorator {
  const message = { message: `${name} must be a positive whole number` };
  return applyDecorators(
    Type(() => Number),
    IsInt(message),
    Min(1, message),
    Max(MAX_INT4, message),
  );
}

export class CompanyQueryDto {
  @PositiveId('companyId')
  companyId!: number;
}

/** The execution's company and task (the worker knows both from svc-tasks). */
export class ExecutionScopeDto extends CompanyQueryDto {
  @PositiveId('taskId')
  taskId!: number;
}

/** The most input files one claim names. */
export const MAX_CLAIMED_FILES = 1000;

/**
 * A claim: the execution's company and task, and the exact uploads it reads (svc-tasks' run keeps
 * their ids from the moment it was queued, so a Retry reads what the first run read). Without
 * `fileIds` the task's current inputs are claimed.
 */
export class ClaimInputsDto extends ExecutionScopeDto {
  @IsOptional()
  @IsArray({ message: 'fileIds must be a list of file ids' })
  @ArrayMaxSize(MAX_CLAIMED_FILES, { message: `fileIds may name at most ${MAX_CLAIMED_FILES} files` })
  @IsInt({ each: true, message: 'fileIds must hold positive whole numbers' })
  @Min(1, { each: true, message: 'fileIds must hold positive whole numbers' })
  @Max(MAX_INT4, { each: true, message: 'fileIds must hold positive whole numbers' })
  fileIds?: number[];
}

/** An input the execution reads: GET contentUrl (with a service token) streams its bytes. */
export interface ClaimedInputDto {
  id: number;
  originalName: string;
  size: number;
  sha256: string;
  mimeType: string;
  contentUrl: string;
}

export interface ClaimedInputsDto {
  files: ClaimedInputDto[];
}

export interface StoredOutputDto {
  id: number;
  name: string;
  size: number;
  sha256: string;
}
