import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ST_ENTITIES, type StTokenResponse } from '@milestone/servicetitan-contract';

/** Every scope the connector's operations ask for, as ServiceTitan puts them in `scope`. */
export const ALL_SCOPES = [...new Set(Object.values(ST_ENTITIES).map((e) => e.scope))].join(' ');

export interface TokenClaims {
  tenant: number;
  clientId: string;
  scope: string[];
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: string };

/**
 * Issues and checks the bearer tokens: JWTs signed with a key of this process (a token of an earlier
 * sandbox process is refused, as a token of another environment is). Revocation bumps a generation
 * every older token carries.
 */
export class TokenIssuer {
  private readonly key = new Uint8Array(randomBytes(32));
  private generation = 0;

  constructor(private readonly ttlSeconds: number) {}

  async issue(tenant: number, clientId: string): Promise<StTokenResponse> {
    const accessToken = await new SignJWT({ tenant: String(tenant), client_id: clientId, scope: ALL_SCOPES, gen: this.generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('sandbox-auth')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.key);
    return { access_token: accessToken, expires_in: this.ttlSeconds, token_type: 'Bearer', scope: ALL_SCOPES };
  }

  revokeAll(): void {
    this.generation++;
  }

  async check(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'sandbox-auth', algorithms: ['HS256'], clockTolerance: 0 });
      if (payload.gen !== this.generation) return { ok: false, reason: 'The access token has been revoked' };
      const tenant = Number(payload.tenant);
      const clientId = typeof payload.client_id === 'string' ? payload.client_id : '';
      const scope = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
      return { ok: true, claims: { tenant, clientId, scope } };
    } catch (error: unknown) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'The access token has expired' };
      return { ok: false, reason: 'The access token is not valid' };
    }
  }
}
