import 'reflect-metadata';
import { ensureDatabase, loadEnv, runService } from '@milestone/nest-kit';
import { AppModule, SERVICE_NAME } from './app.module.js';
import { FilesEnv } from './config/env.schema.js';
import { createFilesApp } from './files-app.js';

await runService(async () => {
  const env = loadEnv(FilesEnv);
  await ensureDatabase(env.DATABASE_URL, env.DB_NAME);
  const app = await createFilesApp(AppModule.forRoot(env, env.NATS_CONSUMER_NAME ? { serviceName: env.NATS_CONSUMER_NAME, startFrom: 'new' } : {}), env, {
    name: SERVICE_NAME,
    logLevel: env.LOG_LEVEL,
  });
  await app.listen(env.FILES_PORT, env.HOST);
});
