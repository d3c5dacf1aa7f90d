import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceCoreModule, type ServiceModuleOptions } from '@milestone/nest-kit';
import { TasksEnv } from '../../../config/env.schema.js';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { ENTITIES, MIGRATIONS } from '../../../database/data-source.js';
import { ScheduleRunnerModule } from '../../schedule/schedule-runner.module.js';
import { ExecutionQueueModule } from '../execution-queue.js';
import { RetentionModule } from '../retention/retention.module.js';
import { ExecutionEntity } from '../execution.entity.js';
import { ExecutionWorkerEntity } from '../execution-worker.entity.js';
import type { SandboxRunner } from '@milestone/sandbox';
import { SANDBOX_RUNNER } from './sandbox-settings.js';
import { ActiveRuns } from './active-runs.js';
import { CancelListener } from './cancel-listener.js';
import { CHECK_SANDBOX_RUNNER, createCheckSandboxRunner, createWorkerSandboxRunner } from './sandbox-settings.js';
import { ExecutionConsumer } from './execution-consumer.js';
import { ExecutionRunRepository } from './execution-run.repository.js';
import { FilesClient } from './files-client.js';
import { Reaper } from './reaper.js';
import { RunEnding } from './run-ending.service.js';
import { RunExecutionService } from './run-execution.service.js';
import { WorkerIdentity } from './worker-identity.js';
import { WorkerRegistry } from './worker-registry.js';
import { WorkerRegistryRepository } from './worker-registry.repository.js';
import { WorksheetRunner } from '../worksheet/worksheet-runner.js';
import { PayReportRunner } from '../pay-report/pay-report-runner.js';
import { FormRunner } from '../form/form-runner.js';
import { ReportDeliveryRunner } from '../report-delivery/report-delivery-runner.js';
import { TaskRepositoryModule } from '../../task/task-repository.module.js';
import { ScriptCheckListener } from './script-check/script-check.listener.js';
import { ScriptChecker } from './script-check/script-checker.service.js';

/** The worker process's name: its NATS connection and its durable consumer (`svc-tasks-worker--script`). */
export const WORKER_SERVICE_NAME = 'svc-tasks-worker';

/** Closes the sandbox runner (a warm pool's sandboxes) once every run has ended. */
@Injectable()
class SandboxRunnerLifecycle implements OnApplicationShutdown {
  constructor(@Inject(SANDBOX_RUNNER) private readonly runner: SandboxRunner) {}

  onApplicationShutdown(): Promise<void> {
    return this.runner.close();
  }
}

/**
 * Runs task scripts: the EXECUTIONS consumer, the run's life, the cancel listener, the reaper of
 * orphaned runs and the worker's registry row (the sandbox runner is SANDBOX_RUNNER); the API's
 * script checks (compile, dry run, an input's sample) in a sandbox runner of their own
 * (CHECK_SANDBOX_RUNNER); and what only workers run: the scheduler (due schedules queue runs) and
 * the runs' retention.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ExecutionEntity, ExecutionWorkerEntity]),
    ExecutionQueueModule,
    ScheduleRunnerModule,
    RetentionModule,
    TaskRepositoryModule,
  ],
  providers: [
    WorkerIdentity,
    ActiveRuns,
    ExecutionRunRepository,
    FilesClient,
    RunEnding,
    RunExecutionService,
    WorksheetRunner,
    PayReportRunner,
    FormRunner,
    ReportDeliveryRunner,
    ExecutionConsumer,
    CancelListener,
    Reaper,
    WorkerRegistry,
    WorkerRegistryRepository,
    { provide: SANDBOX_RUNNER, useFactory: (env: WorkerEnv) => createWorkerSandboxRunner(env), inject: [WorkerEnv] },
    SandboxRunnerLifecycle,
    { provide: CHECK_SANDBOX_RUNNER, useFactory: (env: WorkerEnv) => createCheckSandboxRunner(env), inject: [WorkerEnv] },
    ScriptChecker,
    ScriptCheckListener,
  ],
  exports: [ExecutionConsumer, Reaper, WorkerRegistry, WorkerIdentity],
})
export class WorkerModule {}

/** The worker's settings, injectable as `WorkerEnv` and as `TasksEnv`. */
@Global()
@Module({})
class WorkerSettingsModule {
  static forRoot(env: WorkerEnv): DynamicModule {
    return {
      module: WorkerSettingsModule,
      providers: [
        { provide: WorkerEnv, useValue: env },
        { provide: TasksEnv, useValue: env },
      ],
      exports: [WorkerEnv, TasksEnv],
    };
  }
}

/** The worker process's root module (an application context, no HTTP): svc-tasks' core and the WorkerModule. */
@Module({})
export class WorkerAppModule {
  static forRoot(env: WorkerEnv, options: ServiceModuleOptions = {}): DynamicModule {
    return {
      module: WorkerAppModule,
      imports: [
        WorkerSettingsModule.forRoot(env),
        ServiceCoreModule.forService(env, { name: WORKER_SERVICE_NAME, entities: ENTITIES, migrations: MIGRATIONS, streams: ['TASKS', 'EXECUTIONS'] }, options),
        WorkerModule,
      ],
    };
  }
}
