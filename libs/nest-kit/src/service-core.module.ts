import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { StreamName } from '@milestone/contracts';
import { AuthModule, type AuthModuleOptions } from './auth/auth.js';
import { createMigratedDataSource } from './database/migrate.js';
import { typeOrmOptions, type TypeOrmOptionsInput } from './database/database.js';
import type { BaseServiceEnv } from './config/base-env.js';
import { HealthModule } from './health/health.js';
import { MessagingModule } from './messaging/messaging.module.js';

export interface ServiceCoreOptions {
  /** Names the NATS connection and the durable consumers (tests pass a unique one). */
  serviceName: string;
  database: TypeOrmOptionsInput & { logging?: boolean };
  nats: { url: string; streams: StreamName[]; startFrom?: 'all' | 'new' };
  auth: AuthModuleOptions;
}

/** What a service's `AppModule.forRoot` accepts besides its environment (tests set both). */
export interface ServiceModuleOptions {
  /** Names the NATS connection and the durable consumers (tests pass a unique one). */
  serviceName?: string;
  /** Where new durable consumers start: 'all' in production, 'new' in tests on a shared NATS. */
  startFrom?: 'all' | 'new';
}

/** What tells one service from another at the core: its name, tables, streams and token keys. */
export interface ServiceDefinition {
  /** The default serviceName. */
  name: string;
  entities: TypeOrmOptionsInput['entities'];
  migrations: TypeOrmOptionsInput['migrations'];
  streams: StreamName[];
  /** How tokens are verified; by default with the JWKS of the environment's IDENTITY_URL. */
  auth?: AuthModuleOptions;
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

  /** The core of a service from its settings: the one place the settings map to the core's options. */
  static forService(env: BaseServiceEnv, service: ServiceDefinition, options: ServiceModuleOptions = {}): DynamicModule {
    return ServiceCoreModule.forRoot({
      serviceName: options.serviceName ?? service.name,
      database: {
        serverUrl: env.DATABASE_URL,
        dbName: env.DB_NAME,
        entities: service.entities,
        migrations: service.migrations,
        logging: env.LOG_LEVEL !== 'silent',
      },
      nats: { url: env.NATS_URL, streams: service.streams, startFrom: options.startFrom },
      auth: {
        ...(service.auth ?? { identityUrl: env.IDENTITY_URL }),
        // The audience is the service's own name, not the (per-test) connection name.
        service: { secret: env.SERVICE_TOKEN_SECRET, audience: service.name },
      },
    });
  }
}
