import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { StreamName } from '@milestone/contracts';
import { AuthModule, type AuthModuleOptions } from './auth/auth.js';
import { createMigratedDataSource } from './database/migrate.js';
import { typeOrmOptions, type TypeOrmOptionsInput } from './database/database.js';
import { HealthModule } from './health/health.js';
import { MessagingModule } from './messaging/messaging.module.js';

export interface ServiceCoreOptions {
  /** Names the NATS connection and the durable consumers (tests pass a unique one). */
  serviceName: string;
  database: TypeOrmOptionsInput & { logging?: boolean };
  nats: { url: string; streams: StreamName[]; startFrom?: 'all' | 'new' };
  auth: AuthModuleOptions;
}

/**
 * What every service's AppModule starts with: its own database (created when missing, migrated
 * under a lock at start), NATS with its streams, outbox and consumers, the token guard, /health.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot(options: ServiceCoreOptions): DynamicModule {
    const { logging, ...database } = options.database;
    return {
      module: ServiceCoreModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...typeOrmOptions(database), ...(logging === false ? { logging: false } : {}) }),
          dataSourceFactory: (dataSourceOptions) => createMigratedDataSource(dataSourceOptions!),
        }),
        MessagingModule.forRoot({
          natsUrl: options.nats.url,
          serviceName: options.serviceName,
          streams: options.nats.streams,
          startFrom: options.nats.startFrom ?? 'all',
        }),
        AuthModule.forRoot(options.auth),
        HealthModule,
      ],
    };
  }
}
