import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, type ServiceModuleOptions } from '@milestone/nest-kit';
import type { IdentityEnv } from './config/env.schema.js';
import { IdentitySettingsModule } from './config/identity-settings.js';
import { ENTITIES, MIGRATIONS } from './database/data-source.js';
import { KeyRing } from './modules/signing-key/key-ring.js';
import { SigningKeyModule } from './modules/signing-key/signing-key.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { UserModule } from './modules/user/user.module.js';
import { CompanyModule } from './modules/company/company.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { InvitationModule } from './modules/invitation/invitation.module.js';
import { CompanyMailModule } from './modules/company-mail/company-mail.module.js';

export const SERVICE_NAME = 'svc-identity';

@Module({})
export class AppModule {
  static forRoot(env: IdentityEnv, options: ServiceModuleOptions = {}): DynamicModule {
    // svc-identity verifies its own tokens with the keys it signs with, not through its JWKS URL.
    const ring = new KeyRing();
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forService(
          env,
          { name: SERVICE_NAME, entities: ENTITIES, migrations: MIGRATIONS, streams: ['IDENTITY'], auth: { keys: () => ring.verificationKeys() } },
          options,
        ),
        IdentitySettingsModule.forRoot(env),
        SigningKeyModule.forRoot(ring),
        MailModule,
        UserModule,
        CompanyModule,
        AccountModule,
        InvitationModule,
        CompanyMailModule,
      ],
    };
  }
}
