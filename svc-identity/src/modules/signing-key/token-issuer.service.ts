import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessTokenClaims } from '@milestone/nest-kit';
import { KeyRing } from './key-ring.js';

/** Access tokens live 15 minutes (docs/platform.md). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface TokenSubject {
  userId: number;
  email: string;
  role: string;
  companyId: number;
  sessionId: string;
  /** SUPER_OWNER_EMAIL's account: the `superOwner` claim. */
  superOwner: boolean;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

@Injectable()
export class TokenIssuer {
  constructor(private readonly ring: KeyRing) {}

  async issue(subject: TokenSubject): Promise<IssuedToken> {
    const { kid, privateKey } = this.ring.signingKey();
    const jti = randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const claims: Pick<AccessTokenClaims, 'email' | 'role' | 'companyId' | 'sessionId' | 'superOwner'> = {
      email: subject.email,
      role: subject.role,
      companyId: subject.companyId,
      sessionId: subject.sessionId,
      superOwner: subject.superOwner,
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(String(subject.userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    return { token, jti, expiresAt: new Date(expiresAt * 1000) };
  }
}
