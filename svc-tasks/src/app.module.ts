import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, type ServiceModuleOptions } from '@milestone/nest-kit';
import type { TasksEnv } from './config/env.schema.js';
import { ENTITIES, MIGRATIONS } from './database/data-source.js';
import { TaskModule } from './modules/task/task.module.js';
import { PermissionModule } from './modules/permission/permission.module.js';
import { CompanyUserModule } from './modules/company-user/company-user.module.js';
import { ExecutionModule } from './modules/execution/execution.module.js';
import { SettingsModule } from './config/settings.module.js';
import { ScheduleModule } from './modules/schedule/schedule.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { StepsModule } from './modules/steps/steps.module.js';
import { FormVersionsModule } from './modules/form-versions/form-versions.module.js';
import { FeedbackModule } from './modules/feedback/feedback.module.js';

export const SERVICE_NAME = 'svc-tasks';

@Module({})
export class AppModule {
  static forRoot(env: TasksEnv, options: ServiceModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SettingsModule.forRoot(env),
        ServiceCoreModule.forService(
          env,
          { name: SERVICE_NAME, entities: ENTITIES, migrations: MIGRATIONS, streams: ['TASKS', 'EXECUTIONS', 'IDENTITY', 'FILES'] },
          options,
        ),
        TaskModule,
        PermissionModule,
        CompanyUserModule,
        ScheduleModule,
        ExecutionModule,
        AiModule,
        StepsModule,
        FormVersionsModule,
        FeedbackModule,
      ],
    };
  }
}
