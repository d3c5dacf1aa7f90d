import 'reflect-metadata';
import { createServiceApp, ensureDatabase, loadEnv, runService } from '@milestone/nest-kit';
import { IdentityEnv } from './config/env.schema.js';
import { AppModule, SERVICE_NAME } from './app.module.js';

await runService(async () => {
  const env = loadEnv(IdentityEnv);
  await ensureDatabase(env.DATABASE_URL, env.DB_NAME);
  const app = await createServiceApp(AppModule.forRoot(env), { name: SERVICE_NAME, logLevel: env.LOG_LEVEL });
  await app.listen(env.IDENTITY_PORT, env.HOST);
});
