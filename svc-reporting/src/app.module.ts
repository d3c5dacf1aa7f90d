import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule, HealthModule, MessagingModule } from '@milestone/nest-kit';
import type { ReportingEnv } from './config/env.schema.js';
import { dataSourceOptions } from './database/data-source.js';
import { CalculationModule } from './modules/calculation/calculation.module.js';
import { ServiceTitanModule } from './modules/service-titan/service-titan.module.js';
import { serviceTitanSettings } from './modules/service-titan/service-titan.settings.js';

export const SERVICE_NAME = 'svc-reporting';

export interface AppModuleOptions {
  /** Names the NATS connection and the durable consumers (tests pass a unique one). */
  serviceName?: string;
  /** Where new durable consumers start: 'all' in production, 'new' in tests on a shared NATS. */
  startFrom?: 'all' | 'new';
}

@Module({})
export class AppModule {
  static forRoot(env: ReportingEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(dataSourceOptions(env)),
        MessagingModule.forRoot({
          natsUrl: env.NATS_URL,
          serviceName: options.serviceName ?? SERVICE_NAME,
          streams: ['REPORTING'],
          startFrom: options.startFrom ?? 'all',
        }),
        AuthModule.forRoot({ identityUrl: env.IDENTITY_URL }),
        HealthModule,
        CalculationModule,
        ServiceTitanModule.forRoot(serviceTitanSettings(env)),
      ],
    };
  }
}
