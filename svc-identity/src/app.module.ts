import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule, HealthModule, MessagingModule, typeOrmOptions } from '@milestone/nest-kit';
import type { IdentityEnv } from './config/env.schema.js';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './database/schema.js';
import { createMigratedDataSource } from './database/migrate.js';
import { KeyRing } from './modules/signing-key/key-ring.js';
import { SigningKeyModule } from './modules/signing-key/signing-key.module.js';
import { AccountModule } from './modules/account/account.module.js';

export const SERVICE_NAME = 'svc-identity';

export interface AppModuleOptions {
  /** NATS connection and durable consumer names (tests use a unique one per run). */
  serviceName?: string;
  /** Where new durable consumers start ('new' in tests on a shared NATS). */
  startFrom?: 'all' | 'new';
}

@Module({})
export class AppModule {
  static forRoot(env: IdentityEnv, options: AppModuleOptions = {}): DynamicModule {
    // svc-identity verifies its own tokens with the keys it signs with, not through its JWKS URL.
    const ring = new KeyRing();
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            typeOrmOptions({ serverUrl: env.DATABASE_URL, dbName: env.DB_NAME, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS }),
          dataSourceFactory: (options) => createMigratedDataSource(options!),
        }),
        MessagingModule.forRoot({
          natsUrl: env.NATS_URL,
          serviceName: options.serviceName ?? SERVICE_NAME,
          streams: ['IDENTITY'],
          startFrom: options.startFrom,
        }),
        AuthModule.forRoot({ keys: () => ring.verificationKeys() }),
        HealthModule,
        SigningKeyModule.forRoot(ring),
        AccountModule,
      ],
    };
  }
}
