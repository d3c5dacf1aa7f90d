import 'reflect-metadata';
import { createServiceApp, ensureDatabase, loadEnv, runService } from '@milestone/nest-kit';
import { AppModule, SERVICE_NAME } from './app.module.js';
import { TasksEnv } from './config/env.schema.js';

await runService(async () => {
  const env = loadEnv(TasksEnv);
  await ensureDatabase(env.DATABASE_URL, env.DB_NAME);
  const app = await createServiceApp(AppModule.forRoot(env), { name: SERVICE_NAME, logLevel: env.LOG_LEVEL });
  await app.listen(env.TASKS_PORT, env.HOST);
});
