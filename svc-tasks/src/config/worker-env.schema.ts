import { Type } from 'class-transformer';
import { IsIn, IsInt, IsUrl, Max, Min } from 'class-validator';
import { TasksEnv } from './env.schema.js';

/**
 * The execution worker's settings (`node dist/worker.js`): svc-tasks' own plus how many runs it
 * takes at once, how its messages are leased, where svc-files and svc-reporting are, and the
 * sandbox's limits.
 */
export class WorkerEnv extends TasksEnv {
  /** svc-files' address: the worker claims inputs and stores outputs on its /internal API. */
  @IsUrl({ require_tld: false, require_protocol: true })
  FILES_URL: string = 'http://127.0.0.1:3003';

  /** svc-reporting's address: the worker renders a schedule's saved report on its /internal API (the mail goes through IDENTITY_URL's). */
  @IsUrl({ require_tld: false, require_protocol: true })
  REPORTING_URL: string = 'http://127.0.0.1:3004';

  /** Runs one worker process takes at once. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(64)
  EXECUTION_WORKER_SLOTS: number = 2;

  /**
   * How long a taken run's message stays leased without news from its worker; the worker renews
   * it every third of this while the run goes on, so a worker that died is noticed after it.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  EXECUTION_ACK_WAIT_MS: number = 30_000;

  /** How many times a run's message is delivered at most. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  EXECUTION_MAX_DELIVER: number = 5;

  /** How many attempts a run whose worker stopped gets in all (the first included): 2 = re-run once. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10)
  EXECUTION_RECOVERY_ATTEMPTS: number = 2;

  /** How often each worker looks for running runs whose lease passed (their worker stopped). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  EXECUTION_REAPER_INTERVAL_MS: number = 15_000;

  /** 'on': scripts run in the sandbox (namespaces of their own, see zygote.py); 'off': unsandboxed (development only, on purpose). */
  @IsIn(['on', 'off'])
  RUNNER_SANDBOX: 'on' | 'off' = 'on';

  /** Wall-clock limit of a run, in seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  EXECUTION_TIME_LIMIT_SECONDS: number = 300;

  /** CPU seconds of each process of a run. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  EXECUTION_CPU_LIMIT_SECONDS: number = 300;

  /** Address space of each process of a run, in MiB. */
  @Type(() => Number)
  @IsInt()
  @Min(16)
  @Max(65_536)
  EXECUTION_MEMORY_LIMIT_MB: number = 1024;

  /** The largest file a run may write, in MiB. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_240)
  EXECUTION_FILE_SIZE_LIMIT_MB: number = 100;

  /** Processes and threads of a run. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(4096)
  EXECUTION_PROCESS_LIMIT: number = 32;
}
