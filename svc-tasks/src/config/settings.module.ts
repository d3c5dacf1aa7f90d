import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TasksEnv } from './env.schema.js';

/** The service's validated settings, injectable as `TasksEnv` anywhere. */
@Global()
@Module({})
export class SettingsModule {
  static forRoot(env: TasksEnv): DynamicModule {
    return { module: SettingsModule, providers: [{ provide: TasksEnv, useValue: env }], exports: [TasksEnv] };
  }
}
