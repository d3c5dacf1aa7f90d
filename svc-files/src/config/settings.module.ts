import { Global, Module, type DynamicModule } from '@nestjs/common';
import { FilesEnv } from './env.schema.js';

/** The service's validated settings, injectable as `FilesEnv` anywhere. */
@Global()
@Module({})
export class SettingsModule {
  static forRoot(env: FilesEnv): DynamicModule {
    return { module: SettingsModule, providers: [{ provide: FilesEnv, useValue: env }], exports: [FilesEnv] };
  }
}
