import { SignJWT, errors, jwtVerify } from 'jose';

/** Service tokens are HMAC-signed with the platform's shared SERVICE_TOKEN_SECRET. */
export const SERVICE_TOKEN_ALGORITHM = 'HS256';
/** The shortest secret a service accepts (256 bits of base64url text and more). */
export const SERVICE_TOKEN_MIN_SECRET_LENGTH = 32;
/** The furthest ahead a service token may expire: a leaked one is worth minutes, not days. */
export const SERVICE_TOKEN_MAX_TTL_SECONDS = 300;
/** Clock difference tolerated between services (on exp, nbf and the 5-minute cap). */
const CLOCK_TOLERANCE_SECONDS = 5;

/** Which service is calling (a verified service token's `iss`). */
export interface ServiceCaller {
  service: string;
}

export interface ServiceTokenClaims {
  /** The calling service, e.g. 'svc-tasks'. */
  iss: string;
  /** The service called, e.g. 'svc-files'. */
  aud: string;
  /** Seconds until it expires (default 60, at most 300). */
  ttlSeconds?: number;
}

export class InvalidServiceTokenError extends Error {
  override readonly name = 'InvalidServiceTokenError';
}

function keyOf(secret: string): Uint8Array {
  if (secret.length < SERVICE_TOKEN_MIN_SECRET_LENGTH) {
    throw new Error(`SERVICE_TOKEN_SECRET must hold at least ${SERVICE_TOKEN_MIN_SECRET_LENGTH} characters`);
  }
  return new TextEncoder().encode(secret);
}

/**
 * A token one service sends another (`Authorization: Bearer <token>`): HS256 over the shared
 * secret, `iss` = the caller, `aud` = the service called, expiring within 5 minutes.
 */
export async function signServiceToken(secret: string, claims: ServiceTokenClaims): Promise<string> {
  const ttl = claims.ttlSeconds ?? 60;
  if (!Number.isInteger(ttl) || ttl < 1 || ttl > SERVICE_TOKEN_MAX_TTL_SECONDS) {
    throw new Error(`a service token lives 1 to ${SERVICE_TOKEN_MAX_TTL_SECONDS} seconds (asked ${ttl})`);
  }
  if (!claims.iss || !claims.aud) throw new Error('a service token names its issuer and its audience');
  return new SignJWT({})
    .setProtectedHeader({ alg: SERVICE_TOKEN_ALGORITHM, typ: 'JWT' })
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
    .sign(keyOf(secret));
}

/**
 * Verifies a service token for `audience`: HS256 with the shared secret only (an ES256 user
 * token, an unsigned one or one signed with another key fails), `aud` this service, an issuer,
 * an expiry no further than 5 minutes ahead.
 */
export async function verifyServiceToken(token: string, secret: string, audience: string): Promise<ServiceCaller> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [SERVICE_TOKEN_ALGORITHM],
      audience,
      requiredClaims: ['iss', 'aud', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new InvalidServiceTokenError(error.code);
    throw error;
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp > now + SERVICE_TOKEN_MAX_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidServiceTokenError('ERR_SERVICE_TOKEN_TTL');
  }
  if (typeof payload.iss !== 'string' || payload.iss.length === 0) throw new InvalidServiceTokenError('ERR_SERVICE_TOKEN_ISS');
  return { service: payload.iss };
}
