import { createRemoteJWKSet, jwtVerify, errors, type JWTVerifyGetKey, type JWTPayload } from 'jose';

export const TOKEN_ISSUER = 'milestone-identity';
export const TOKEN_AUDIENCE = 'milestone';
export const TOKEN_ALGORITHM = 'ES256';
export const JWKS_PATH = '/.well-known/jwks.json';

/** Who is calling: what every service knows of the signed-in user from the token alone. */
export interface AuthUser {
  id: number;
  email: string;
  role: string;
  companyId: number;
  sessionId: string;
  /** The configured super-owner (SUPER_OWNER_EMAIL): all permissions, admin everywhere. */
  isSuperOwner: boolean;
}

export interface AccessTokenClaims extends JWTPayload {
  email: string;
  role: string;
  companyId: number;
  sessionId: string;
  superOwner?: boolean;
}

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

export interface TokenVerifierOptions {
  /** Base URL of svc-identity; the JWKS is fetched from `${identityUrl}/.well-known/jwks.json`. */
  identityUrl?: string;
  /** A key resolver instead of the remote JWKS (svc-identity verifies with its own keys). */
  keys?: JWTVerifyGetKey;
  /** Revoked sessions: a token of an ended session is refused. */
  isRevoked?: (sessionId: string) => boolean;
}

/** Verifies access tokens (ES256, issuer and audience checked, expiry enforced). */
export class TokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly options: TokenVerifierOptions) {
    if (options.keys) {
      this.keys = options.keys;
    } else if (options.identityUrl) {
      this.keys = createRemoteJWKSet(new URL(JWKS_PATH, options.identityUrl), {
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      });
    } else {
      throw new Error('TokenVerifier needs identityUrl or keys');
    }
  }

  /** The bearer token of an Authorization header, or null. */
  static bearer(header: string | string[] | undefined): string | null {
    const value = Array.isArray(header) ? header[0] : header;
    if (!value) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
    return match ? match[1]! : null;
  }

  async verify(token: string): Promise<AuthUser> {
    let payload: AccessTokenClaims;
    try {
      const result = await jwtVerify<AccessTokenClaims>(token, this.keys, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [TOKEN_ALGORITHM],
      });
      payload = result.payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || typeof payload.companyId !== 'number' || typeof payload.sessionId !== 'string') {
      throw new InvalidTokenError('ERR_CLAIMS');
    }
    if (this.options.isRevoked?.(payload.sessionId)) throw new InvalidTokenError('ERR_SESSION_ENDED');
    return {
      id,
      email: payload.email,
      role: payload.role,
      companyId: payload.companyId,
      sessionId: payload.sessionId,
      isSuperOwner: payload.superOwner === true,
    };
  }
}
