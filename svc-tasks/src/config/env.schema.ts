import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { BaseServiceEnv } from '@milestone/nest-kit';

/** svc-tasks settings (docs/platform.md "Ports and settings"). */
export class TasksEnv extends BaseServiceEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  TASKS_PORT: number = 3002;

  override DB_NAME: string = 'milestone_tasks';

  /** Finished runs older than this many days are removed (with their files) by the worker's daily retention. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(36_500)
  EXECUTION_RETENTION_DAYS: number = 90;

  /**
   * An OpenAI-compatible endpoint (OpenAI, Azure OpenAI, llama.cpp, vLLM, Ollama: '.../v1').
   * Unset: the offline provider answers (deterministic, no network).
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  AI_BASE_URL?: string;

  /** The endpoint's key; never logged, never returned. */
  @IsOptional()
  @IsString()
  AI_API_KEY?: string;

  @IsString()
  AI_MODEL: string = 'gpt-4o-mini';

  /** One model call's time limit. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  @Max(600_000)
  AI_TIMEOUT_MS: number = 60_000;

  /** Retries of a call answered 429 or 5xx (with back-off honouring Retry-After). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10)
  AI_MAX_RETRIES: number = 2;
}
