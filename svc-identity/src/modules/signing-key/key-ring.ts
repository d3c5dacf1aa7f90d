import { createLocalJWKSet, type CryptoKey, type JWK, type JWTVerifyGetKey } from 'jose';

export interface ActiveSigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/**
 * The keys this process signs and verifies with. Created in AppModule.forRoot before any provider
 * exists, so the token guard (nest-kit's AuthModule) and the key loader share one instance; filled
 * by SigningKeyService when the module starts, before the server listens.
 */
export class KeyRing {
  private active: ActiveSigningKey | null = null;
  private publicKeys: JWK[] = [];
  private localSet: JWTVerifyGetKey | null = null;

  load(active: ActiveSigningKey, publicKeys: JWK[]): void {
    this.active = active;
    this.publicKeys = publicKeys;
    this.localSet = createLocalJWKSet({ keys: publicKeys });
  }

  signingKey(): ActiveSigningKey {
    if (!this.active) throw new Error('signing keys are not loaded yet');
    return this.active;
  }

  /** The public keys as served at /.well-known/jwks.json. */
  jwks(): { keys: JWK[] } {
    return { keys: this.publicKeys };
  }

  /** The key resolver for token verification in this process. */
  verificationKeys(): JWTVerifyGetKey {
    if (!this.localSet) throw new Error('signing keys are not loaded yet');
    return this.localSet;
  }
}
