import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The longest a read of a run may wait for its end. */
export const MAX_EXECUTION_WAIT_SECONDS = 30;

const WAIT_MESSAGE = `wait must be a whole number of seconds from 1 to ${MAX_EXECUTION_WAIT_SECONDS}`;

/** `?wait=N`: a blocking read of a run (GET /api/executions/{id}), or Run Task that answers once its run ended. */
export class ExecutionWaitQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_EXECUTION_WAIT_SECONDS,
    description:
      'Wait for the end: when the run has not ended, the answer waits until it ends (completed, failed or cancelled) or this many seconds have passed, then gives the run as it is (a client following a run asks once instead of polling)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: WAIT_MESSAGE })
  @Min(1, { message: WAIT_MESSAGE })
  @Max(MAX_EXECUTION_WAIT_SECONDS, { message: WAIT_MESSAGE })
  wait?: number;
}
