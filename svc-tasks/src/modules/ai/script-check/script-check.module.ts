import { Module } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { TasksEnv } from '../../../config/env.schema.js';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { FilesClient } from '../../execution/worker/files-client.js';
import { ScriptModule } from '../../script/script.module.js';
import { ScriptCheck } from './script-check.service.js';

/**
 * The worker's settings as the API process has them: svc-tasks' own, plus FILES_URL, RUNNER_SANDBOX
 * and the sandbox's limits from the same environment (their defaults where unset).
 */
export function workerEnvOf(env: TasksEnv): WorkerEnv {
  return plainToInstance(WorkerEnv, { ...env }, { exposeDefaultValues: true, enableImplicitConversion: true });
}

/** The check of a generated script (compile, dry run in the sandbox on the task's inputs). */
@Module({
  imports: [ScriptModule],
  providers: [{ provide: WorkerEnv, inject: [TasksEnv], useFactory: workerEnvOf }, FilesClient, ScriptCheck],
  exports: [ScriptCheck],
})
export class ScriptCheckModule {}
