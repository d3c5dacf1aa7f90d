import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, type ServiceModuleOptions } from '@milestone/nest-kit';
import type { FilesEnv } from './config/env.schema.js';
import { SettingsModule } from './config/settings.module.js';
import { ENTITIES, MIGRATIONS } from './database/data-source.js';
import { FileModule } from './modules/file/file.module.js';
import { TaskRefModule } from './modules/task-ref/task-ref.module.js';
import { StorageModule } from './modules/storage/storage.module.js';
import { ExecutionFileModule } from './modules/execution-file/execution-file.module.js';
import { DownloadModule } from './modules/download/download.module.js';
import { TaskReleaseModule } from './modules/task-release/task-release.module.js';
import { ExecutionExpiryModule } from './modules/execution-expiry/execution-expiry.module.js';

export const SERVICE_NAME = 'svc-files';

@Module({})
export class AppModule {
  static forRoot(env: FilesEnv, options: ServiceModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forService(env, { name: SERVICE_NAME, entities: ENTITIES, migrations: MIGRATIONS, streams: ['FILES', 'TASKS'] }, options),
        StorageModule.forRoot(env),
        SettingsModule.forRoot(env),
        TaskRefModule,
        FileModule,
        ExecutionFileModule,
        DownloadModule,
        TaskReleaseModule,
        ExecutionExpiryModule,
      ],
    };
  }
}
