import { Controller, Get, Module, type DynamicModule } from '@nestjs/common';
import { BaseServiceEnv } from '../config/base-env.js';
import { ConfigError } from '../config/load-env.js';
import { startServiceUnderTest, testServiceSettings, TEST_NATS_URL, type ServiceModuleOptions } from './index.js';

const db = { serverUrl: 'postgres://postgres@db.test:5432/postgres', dbName: 't_demo_suite' };

class DemoEnv extends BaseServiceEnv {
  override DB_NAME = 'milestone_demo';
}

/** A stand-in for a service's AppModule: it records what forRoot got and serves it back. */
@Module({})
class DemoAppModule {
  static calls: Array<{ env: DemoEnv; options: ServiceModuleOptions }> = [];

  static forRoot(env: DemoEnv, options: ServiceModuleOptions = {}): DynamicModule {
    DemoAppModule.calls.push({ env, options });
    @Controller('settings')
    class SettingsController {
      @Get()
      get() {
        return { dbName: env.DB_NAME, identityUrl: env.IDENTITY_URL, serviceName: options.serviceName };
      }
    }
    return { module: DemoAppModule, controllers: [SettingsController] };
  }
}

describe(testServiceSettings.name, () => {
  it('points at the suite database and the test NATS, in test mode with silent logs', () => {
    expect(testServiceSettings(db)).toEqual({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.serverUrl,
      DB_NAME: 't_demo_suite',
      NATS_URL: TEST_NATS_URL,
    });
  });

  it('adds IDENTITY_URL only when an issuer is given', () => {
    expect(testServiceSettings(db, null)).not.toHaveProperty('IDENTITY_URL');
    expect(testServiceSettings(db, { identityUrl: 'http://127.0.0.1:4999' })['IDENTITY_URL']).toBe('http://127.0.0.1:4999');
  });

  it('lets extra settings add to and override the common ones', () => {
    const settings = testServiceSettings(db, { identityUrl: 'http://127.0.0.1:4999' }, { LOG_LEVEL: 'debug', APP_URL: 'http://app.test' });
    expect(settings['LOG_LEVEL']).toBe('debug');
    expect(settings['APP_URL']).toBe('http://app.test');
    expect(settings['NODE_ENV']).toBe('test');
  });
});

describe(startServiceUnderTest.name, () => {
  beforeEach(() => {
    DemoAppModule.calls = [];
  });

  it('loads the settings class and starts forRoot(env, { serviceName, startFrom: new }) on a loopback port', async () => {
    const svc = await startServiceUnderTest({
      env: DemoEnv,
      appModule: DemoAppModule,
      db,
      issuer: { identityUrl: 'http://127.0.0.1:4999' },
      serviceName: 'svc-demo-test',
      settings: { SUPER_OWNER_EMAIL: 'owner@example.com' },
    });
    try {
      expect(svc.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const answer = await fetch(`${svc.url}/settings`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ dbName: 't_demo_suite', identityUrl: 'http://127.0.0.1:4999', serviceName: 'svc-demo-test' });
      expect(DemoAppModule.calls).toHaveLength(1);
      const [{ env, options }] = DemoAppModule.calls;
      expect(env).toBeInstanceOf(DemoEnv);
      expect(env).toMatchObject({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.serverUrl,
        NATS_URL: TEST_NATS_URL,
        SUPER_OWNER_EMAIL: 'owner@example.com',
      });
      expect(options).toEqual({ serviceName: 'svc-demo-test', startFrom: 'new' });
    } finally {
      await svc.close();
    }
  });

  it('keeps the settings class default IDENTITY_URL without an issuer', async () => {
    const svc = await startServiceUnderTest({ env: DemoEnv, appModule: DemoAppModule, db, serviceName: 'svc-demo-test' });
    try {
      expect(DemoAppModule.calls[0]?.env.IDENTITY_URL).toBe('http://127.0.0.1:3001');
    } finally {
      await svc.close();
    }
  });

  it('refuses invalid settings before starting anything', async () => {
    await expect(
      startServiceUnderTest({ env: DemoEnv, appModule: DemoAppModule, db, serviceName: 'svc-demo-test', settings: { DB_NAME: 'Bad-Name' } }),
    ).rejects.toThrow(ConfigError);
    expect(DemoAppModule.calls).toHaveLength(0);
  });
});
