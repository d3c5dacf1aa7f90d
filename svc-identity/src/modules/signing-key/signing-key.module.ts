import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SigningKeyEntity } from './signing-key.entity.js';
import { SigningKeyService } from './signing-key.service.js';
import { SigningKeyRepository } from './signing-key.repository.js';
import { TokenIssuer } from './token-issuer.service.js';
import { JwksController } from './jwks.controller.js';
import { KeyRing } from './key-ring.js';

@Module({})
export class SigningKeyModule {
  /** `ring` is the instance nest-kit's AuthModule verifies with (see AppModule.forRoot). */
  static forRoot(ring: KeyRing): DynamicModule {
    return {
      module: SigningKeyModule,
      global: true,
      imports: [TypeOrmModule.forFeature([SigningKeyEntity])],
      controllers: [JwksController],
      providers: [{ provide: KeyRing, useValue: ring }, SigningKeyRepository, SigningKeyService, TokenIssuer],
      exports: [TokenIssuer],
    };
  }
}
