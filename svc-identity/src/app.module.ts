import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@milestone/nest-kit';
import type { IdentityEnv } from './config/env.schema.js';
import { IdentitySettingsModule } from './config/identity-settings.js';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './database/schema.js';
import { KeyRing } from './modules/signing-key/key-ring.js';
import { SigningKeyModule } from './modules/signing-key/signing-key.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { UserModule } from './modules/user/user.module.js';
import { CompanyModule } from './modules/company/company.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { InvitationModule } from './modules/invitation/invitation.module.js';

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
        ServiceCoreModule.forRoot({
          serviceName: options.serviceName ?? SERVICE_NAME,
          database: { serverUrl: env.DATABASE_URL, dbName: env.DB_NAME, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS },
          nats: { url: env.NATS_URL, streams: ['IDENTITY'], startFrom: options.startFrom },
          auth: { keys: () => ring.verificationKeys() },
        }),
        IdentitySettingsModule.forRoot(env),
        SigningKeyModule.forRoot(ring),
        MailModule,
        UserModule,
        CompanyModule,
        AccountModule,
        InvitationModule,
      ],
    };
  }
}
