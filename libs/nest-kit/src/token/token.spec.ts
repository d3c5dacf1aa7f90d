import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { InvalidTokenError, TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, TokenVerifier } from './token.js';

describe(TokenVerifier.name, () => {
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let publicJwk: JWK;

  beforeAll(async () => {
    const pair = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    privateKey = pair.privateKey;
    publicJwk = await exportJWK(pair.publicKey);
  });

  const sign = (claims: Record<string, unknown>, expiresIn = '5m'): Promise<string> =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: TOKEN_ALGORITHM })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);

  const verifierWith = (revoked: Set<string>): TokenVerifier =>
    new TokenVerifier({ keys: async () => importJWK(publicJwk, TOKEN_ALGORITHM), isRevoked: (sessionId) => revoked.has(sessionId) });

  it('answers the token’s user on every request, a copy of its own each time, and refuses it once its session has ended', async () => {
    const revoked = new Set<string>();
    const sut = verifierWith(revoked);
    const token = await sign({ email: 'ada@acme.test', role: 'admin', companyId: 3, sessionId: 's-1' });
    const first = await sut.verify(token);
    expect(first).toEqual({ id: 7, email: 'ada@acme.test', role: 'admin', companyId: 3, sessionId: 's-1', isSuperOwner: false });
    // A caller changing its copy changes nothing for the next request.
    first.role = 'owner';
    expect(await sut.verify(token)).toEqual({ id: 7, email: 'ada@acme.test', role: 'admin', companyId: 3, sessionId: 's-1', isSuperOwner: false });
    revoked.add('s-1');
    await expect(sut.verify(token)).rejects.toThrow(InvalidTokenError);
  });

  it('refuses a token signed with another key, and an expired one', async () => {
    const sut = verifierWith(new Set());
    const other = await generateKeyPair(TOKEN_ALGORITHM);
    const forged = await new SignJWT({ email: 'x@acme.test', role: 'admin', companyId: 3, sessionId: 's-2' })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('7')
      .setExpirationTime('5m')
      .sign(other.privateKey);
    await expect(sut.verify(forged)).rejects.toThrow(InvalidTokenError);
    const expired = await sign({ email: 'x@acme.test', role: 'admin', companyId: 3, sessionId: 's-3' }, '-1m');
    await expect(sut.verify(expired)).rejects.toThrow(InvalidTokenError);
  });
});
