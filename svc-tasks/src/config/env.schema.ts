import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
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
}
