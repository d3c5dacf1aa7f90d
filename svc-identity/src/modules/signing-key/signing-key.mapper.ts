import type { JWK } from 'jose';
import type { SigningKeyEntity } from './signing-key.entity.js';

export const SigningKeyMapper = {
  /** The key as JWKS publishes it: its public half only, named by its id. */
  toPublicJwk(key: SigningKeyEntity): JWK {
    const { kty, crv, x, y } = key.publicJwk;
    return { kty, crv, x, y, kid: key.id, alg: key.algorithm, use: 'sig' };
  },
};
