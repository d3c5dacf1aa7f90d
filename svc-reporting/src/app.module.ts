import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, type ServiceModuleOptions } from '@milestone/nest-kit';
import type { ReportingEnv } from './config/env.schema.js';
import { ENTITIES, MIGRATIONS } from './database/data-source.js';
import { CalculationModule } from './modules/calculation/calculation.module.js';
import { PayReportModule } from './modules/pay-report/pay-report.module.js';
import { SavedReportModule } from './modules/saved-report/saved-report.module.js';
import { PropertyLookupModule } from './modules/property-lookup/property-lookup.module.js';
import { ServiceTitanModule } from './modules/service-titan/service-titan.module.js';
import { serviceTitanSettings } from './modules/service-titan/service-titan.settings.js';

export const SERVICE_NAME = 'svc-reporting';

@Module({})
export class AppModule {
  static forRoot(env: ReportingEnv, options: ServiceModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forService(
          env,
          { name: SERVICE_NAME, entities: ENTITIES, migrations: MIGRATIONS, streams: ['REPORTING', 'IDENTITY', 'TASKS'] },
          options,
        ),
        CalculationModule,
        ServiceTitanModule.forRoot(serviceTitanSettings(env)),
        PropertyLookupModule.forRoot(env),
        PayReportModule,
        SavedReportModule,
      ],
    };
  }
}
