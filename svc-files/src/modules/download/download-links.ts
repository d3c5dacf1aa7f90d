import { hkdfSync, randomBytes } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { RevokedSessions } from '@milestone/nest-kit';
import { FilesEnv } from '../../config/env.schema.js';

/** What a valid link says: whose company's file it opens and who minted it. */
export interface LinkHolder {
  companyId: number;
  userId: number;
}

/** The only answer to a link that is not good (expired, tampered, for another path, of an ended session). */
export class InvalidDownloadLinkError extends NotFoundException {
  constructor() {
    super('This download link has expired or is not valid.');
  }
}

const ALGORITHM = 'HS256';
const ISSUER = 'svc-files';
const AUDIENCE = 'svc-files:download';
/** HKDF's info: a key for this use only, so a link can never pass for a service token or the reverse. */
const KEY_LABEL = 'milestone svc-files download-link v1';

/**
 * The key links are signed with: derived from SERVICE_TOKEN_SECRET by HKDF-SHA256 under its own
 * label (never the secret itself), so every instance of svc-files that shares the secret takes
 * the links of the others. Without a secret, a random key of this process: its links fail on
 * another instance or after a restart, which a 60 s link barely notices on one machine.
 */
export function downloadLinkKey(secret: string | undefined): Uint8Array {
  if (!secret) return new Uint8Array(randomBytes(32));
  return new Uint8Array(hkdfSync('sha256', secret, 'svc-files', KEY_LABEL, 32));
}

/**
 * Short-lived download links, as object stores presign URLs: an HS256 JWT carrying the company,
 * the user, their session and the exact download path it opens, expiring in
 * DOWNLOAD_LINK_TTL_SECONDS. The browser can then open the download itself (a new window, an
 * `<a download>`), which sends no bearer token: the link is the capability.
 */
@Injectable()
export class DownloadLinks {
  private readonly key: Uint8Array;

  constructor(
    private readonly env: FilesEnv,
    private readonly revoked: RevokedSessions,
  ) {
    this.key = downloadLinkKey(env.SERVICE_TOKEN_SECRET);
  }

  async sign(holder: LinkHolder & { sessionId: string }, path: string): Promise<{ token: string; expiresAt: Date }> {
    // Rounded up to the whole second a JWT's exp holds: rounded down, a link minted late in a
    // second would stop up to a second early (with a TTL of 1 s, a few milliseconds after minting).
    const exp = Math.ceil(Date.now() / 1000) + this.env.DOWNLOAD_LINK_TTL_SECONDS;
    const token = await new SignJWT({ cid: holder.companyId, sid: holder.sessionId, path })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(holder.userId))
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The holder of a link good for exactly `path` now; anything else is InvalidDownloadLinkError. */
  async verify(token: string, path: string): Promise<LinkHolder> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub'] }));
    } catch {
      throw new InvalidDownloadLinkError();
    }
    const userId = Number(payload.sub);
    const { cid, sid } = payload;
    if (payload.path !== path || typeof cid !== 'number' || !Number.isInteger(cid) || cid < 1 || !Number.isInteger(userId))
      throw new InvalidDownloadLinkError();
    // Signed out (or the password reset) since: the session's links end with it.
    if (typeof sid !== 'string' || this.revoked.has(sid)) throw new InvalidDownloadLinkError();
    return { companyId: cid, userId };
  }
}
