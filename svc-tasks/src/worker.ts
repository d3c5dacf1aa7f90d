import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ensureDatabase, JsonLogger, loadEnv, runService } from '@milestone/nest-kit';
import { WorkerEnv } from './config/worker-env.schema.js';
import { WORKER_SERVICE_NAME, WorkerAppModule } from './modules/execution/worker/worker.module.js';

// `svc-tasks worker`: runs task scripts from the EXECUTIONS work queue (no HTTP). Its database is
// svc-tasks' own, migrated under the same lock as the API's start; SIGTERM stops it gracefully.
await runService(async () => {
  const env = loadEnv(WorkerEnv);
  await ensureDatabase(env.DATABASE_URL, env.DB_NAME);
  const app = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(env), {
    logger: env.LOG_LEVEL === 'silent' ? false : new JsonLogger(WORKER_SERVICE_NAME, env.LOG_LEVEL),
  });
  app.enableShutdownHooks();
  await app.init();
});
