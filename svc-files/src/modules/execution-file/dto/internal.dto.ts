import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

const MAX_INT4 = 2_147_483_647;

/** A positive int4 id from the body or the query, with one message for every broken rule. */
function PositiveId(name: string): PropertyDecorator {
  const message = { message: `${name} must be a positive whole number` };
  return applyDecorators(Type(() => Number), IsInt(message), Min(1, message), Max(MAX_INT4, message));
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
