import { Controller, Get, Global, Module, type DynamicModule } from '@nestjs/common';
import { SignJWT } from 'jose';
import { AuthModule, CurrentUser } from '../auth/auth.js';
import { RevokedSessions } from '../messaging/revoked-sessions.js';
import { createTestIssuer, startTestService, type TestIssuer, type TestService } from '../testing/index.js';
import type { AuthUser } from '../token/token.js';
import { CurrentService, InternalApi } from './service-auth.js';
import { signServiceToken, verifyServiceToken, type ServiceCaller } from './service-token.js';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';

@InternalApi()
@Controller('internal/things')
class InternalThingsController {
  @Get()
  list(@CurrentService() caller: ServiceCaller) {
    return { caller: caller.service };
  }
}

@Controller('api/things')
class PublicThingsController {
  @Get()
  list(@CurrentUser() user: AuthUser) {
    return { user: user.id };
  }

  @InternalApi()
  @Get('sync')
  sync(@CurrentService() caller: ServiceCaller) {
    return { caller: caller.service };
  }
}

@Global()
@Module({ providers: [{ provide: RevokedSessions, useValue: { has: () => false } }], exports: [RevokedSessions] })
class NoRevocationsModule {}

function appWith(identityUrl: string, secret: string | undefined): DynamicModule {
  @Module({})
  class DemoModule {}
  return {
    module: DemoModule,
    imports: [NoRevocationsModule, AuthModule.forRoot({ identityUrl, service: { secret, audience: 'svc-demo' } })],
    controllers: [InternalThingsController, PublicThingsController],
  };
}

async function get(url: string, token?: string): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: answer.status, body: await answer.json() };
}

describe('service tokens', () => {
  it('are signed and verified with the shared secret, for one audience', async () => {
    const token = await signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-demo' });
    await expect(verifyServiceToken(token, SECRET, 'svc-demo')).resolves.toEqual({ service: 'svc-tasks' });
    await expect(verifyServiceToken(token, SECRET, 'svc-other')).rejects.toThrow('ERR_JWT_CLAIM_VALIDATION_FAILED');
    await expect(verifyServiceToken(token, `${SECRET}-but-another`, 'svc-demo')).rejects.toThrow('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it('refuse a secret shorter than 32 characters and a lifetime over 5 minutes', async () => {
    await expect(signServiceToken('short', { iss: 'a', aud: 'b' })).rejects.toThrow('at least 32 characters');
    await expect(signServiceToken(SECRET, { iss: 'a', aud: 'b', ttlSeconds: 301 })).rejects.toThrow('1 to 300 seconds');
  });

  it('refuse a token that expires more than 5 minutes ahead, an expired one and one without an issuer', async () => {
    const key = new TextEncoder().encode(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const longLived = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('svc-tasks')
      .setAudience('svc-demo')
      .setExpirationTime(now + 3600)
      .sign(key);
    await expect(verifyServiceToken(longLived, SECRET, 'svc-demo')).rejects.toThrow('ERR_SERVICE_TOKEN_TTL');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('svc-tasks')
      .setAudience('svc-demo')
      .setExpirationTime(now - 60)
      .sign(key);
    await expect(verifyServiceToken(expired, SECRET, 'svc-demo')).rejects.toThrow('ERR_JWT_EXPIRED');
    const anonymous = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('svc-demo')
      .setExpirationTime(now + 60)
      .sign(key);
    await expect(verifyServiceToken(anonymous, SECRET, 'svc-demo')).rejects.toThrow('ERR_JWT_CLAIM_VALIDATION_FAILED');
    const noExpiry = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('svc-tasks').setAudience('svc-demo').sign(key);
    await expect(verifyServiceToken(noExpiry, SECRET, 'svc-demo')).rejects.toThrow('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuse an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ iss: 'svc-tasks', aud: 'svc-demo', exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url');
    await expect(verifyServiceToken(`${header}.${payload}.`, SECRET, 'svc-demo')).rejects.toThrow();
  });
});

describe('@InternalApi() routes beside /api routes', () => {
  let issuer: TestIssuer;
  let service: TestService;
  let userToken: string;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    service = await startTestService(appWith(issuer.identityUrl, SECRET), 'service-auth-demo');
    userToken = await issuer.sign({ id: 7, companyId: 3 });
  });

  afterAll(async () => {
    await service.close();
    await issuer.close();
  });

  it('take a service token for this service and name the caller', async () => {
    const token = await signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-demo' });
    expect(await get(`${service.url}/internal/things`, token)).toEqual({ status: 200, body: { caller: 'svc-tasks' } });
    // The decorator works on one route of an otherwise user-facing controller too.
    expect(await get(`${service.url}/api/things/sync`, token)).toEqual({ status: 200, body: { caller: 'svc-tasks' } });
  });

  it('refuse a user token, no token, and a service token for another service', async () => {
    const unauthorized = { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
    expect(await get(`${service.url}/internal/things`, userToken)).toEqual(unauthorized);
    expect(await get(`${service.url}/api/things/sync`, userToken)).toEqual(unauthorized);
    expect(await get(`${service.url}/internal/things`)).toEqual(unauthorized);
    const forOther = await signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-files' });
    expect(await get(`${service.url}/internal/things`, forOther)).toEqual(unauthorized);
  });

  it('leave the user routes to user tokens: a service token is refused there', async () => {
    expect(await get(`${service.url}/api/things`, userToken)).toEqual({ status: 200, body: { user: 7 } });
    const token = await signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-demo' });
    expect(await get(`${service.url}/api/things`, token)).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
  });
});

describe('a service without SERVICE_TOKEN_SECRET', () => {
  let issuer: TestIssuer;
  let service: TestService;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    service = await startTestService(appWith(issuer.identityUrl, undefined), 'service-auth-off');
  });

  afterAll(async () => {
    await service.close();
    await issuer.close();
  });

  it('answers 404 on its internal routes, whatever the token', async () => {
    const token = await signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-demo' });
    for (const bearer of [token, await issuer.sign({ id: 7, companyId: 3 }), undefined]) {
      expect(await get(`${service.url}/internal/things`, bearer)).toEqual({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
    }
    expect((await get(`${service.url}/api/things`, await issuer.sign({ id: 7, companyId: 3 }))).status).toBe(200);
  });
});
