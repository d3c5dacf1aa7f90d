import { ApiProperty } from '@nestjs/swagger';
import { SANDBOX_MODES, type SandboxMode } from '../execution-worker.entity.js';

export const RUNTIME_SANDBOX_STATES = [...SANDBOX_MODES, 'no-worker'] as const;
export type RuntimeSandboxState = (typeof RUNTIME_SANDBOX_STATES)[number];

/**
 * A live worker as any signed-in user may see it: what it can run, not where it runs (its host
 * name and pid are the platform's, kept in execution_workers and the worker's own log).
 */
export class ExecutionWorkerDto {
  @ApiProperty({ enum: SANDBOX_MODES })
  sandboxMode!: SandboxMode;

  @ApiProperty({ description: 'Runs it takes at once' })
  slots!: number;

  @ApiProperty({ description: 'Runs it is running now' })
  busy!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  heartbeatAt!: string;
}

export class ExecutionRuntimeDto {
  @ApiProperty({
    enum: RUNTIME_SANDBOX_STATES,
    description:
      "How scripts run now: 'off' when any live worker runs them unsandboxed (RUNNER_SANDBOX=off), else 'on' when any runs them in the sandbox, " +
      "'unavailable' when the live workers cannot sandbox (and so refuse scripts), 'no-worker' when no worker reported in the last 30 s",
  })
  sandbox!: RuntimeSandboxState;

  @ApiProperty({ type: [ExecutionWorkerDto], description: 'Workers that reported in the last 30 s' })
  workers!: ExecutionWorkerDto[];
}
