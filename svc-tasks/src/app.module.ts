import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@milestone/nest-kit';
import type { TasksEnv } from './config/env.schema.js';
import { ENTITIES, MIGRATIONS } from './database/data-source.js';
import { TaskModule } from './modules/task/task.module.js';
import { SettingsModule } from './config/settings.module.js';

export const SERVICE_NAME = 'svc-tasks';

export interface AppModuleOptions {
  /** Names the NATS connection and the durable consumers (tests pass a unique one). */
  serviceName?: string;
  /** Where new durable consumers start: 'all' in production, 'new' in tests on a shared NATS. */
  startFrom?: 'all' | 'new';
}

@Module({})
export class AppModule {
  static forRoot(env: TasksEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SettingsModule.forRoot(env),
        ServiceCoreModule.forRoot({
          serviceName: options.serviceName ?? SERVICE_NAME,
          database: { serverUrl: env.DATABASE_URL, dbName: env.DB_NAME, entities: ENTITIES, migrations: MIGRATIONS, logging: env.LOG_LEVEL !== 'silent' },
          nats: { url: env.NATS_URL, streams: ['TASKS', 'IDENTITY'], startFrom: options.startFrom },
          auth: { identityUrl: env.IDENTITY_URL },
        }),
        TaskModule,
      ],
    };
  }
}
