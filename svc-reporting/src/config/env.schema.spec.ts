import { ConfigError, loadEnv } from '@milestone/nest-kit';
import { ReportingEnv } from './env.schema.js';

describe(ReportingEnv.name, () => {
  it('uses the documented defaults', () => {
    const sut = loadEnv(ReportingEnv, {});
    expect(sut.REPORTING_PORT).toBe(3004);
    expect(sut.DB_NAME).toBe('milestone_reporting');
    expect(sut.ST_CLIENT_ID).toBeUndefined();
    expect(sut.ST_BASE_URL).toBeUndefined();
    expect(sut.ST_ENCRYPTION_KEY).toBeUndefined();
    expect(sut.ST_SYNC_INTERVAL).toBe(600);
    expect(sut.ST_MAX_RPS).toBe(40);
    expect(sut.ST_TIMEOUT_MS).toBe(30_000);
    expect(sut.ST_ALLOWED_HOSTS).toBe('auth.servicetitan.io,auth-integration.servicetitan.io,api.servicetitan.io,api-integration.servicetitan.io');
  });

  it("reads the allow-list of ServiceTitan addresses, ServiceTitan's own with the local sandbox", () => {
    const list = 'auth.servicetitan.io,api.servicetitan.io,http://127.0.0.1:3901';
    const sut = loadEnv(ReportingEnv, { ST_ALLOWED_HOSTS: list, ST_BASE_URL: 'http://127.0.0.1:3901', ST_AUTH_URL: 'https://auth.servicetitan.io' });
    expect(sut).toMatchObject({ ST_ALLOWED_HOSTS: list, ST_BASE_URL: 'http://127.0.0.1:3901' });
  });

  it('reads the encryption key (32 bytes, base64 or base64url), the demo domain and the sync settings', () => {
    const key = Buffer.alloc(32, 7);
    for (const encoded of [key.toString('base64'), key.toString('base64url')]) {
      const sut = loadEnv(ReportingEnv, {
        ST_ENCRYPTION_KEY: encoded,
        ST_DEMO_COMPANY_DOMAIN: 'demo.milestone.test',
        ST_SYNC_INTERVAL: '0',
        ST_AUTH_URL: 'http://127.0.0.1:3901',
        ST_ALLOWED_HOSTS: 'http://127.0.0.1:3901',
      });
      expect(sut).toMatchObject({
        ST_ENCRYPTION_KEY: encoded,
        ST_DEMO_COMPANY_DOMAIN: 'demo.milestone.test',
        ST_SYNC_INTERVAL: 0,
        ST_AUTH_URL: 'http://127.0.0.1:3901',
      });
    }
  });

  it('reads the port and the ServiceTitan settings', () => {
    const sut = loadEnv(ReportingEnv, {
      REPORTING_PORT: '4004',
      ST_CLIENT_ID: 'cid.abc',
      ST_CLIENT_SECRET: 'secret',
      ST_APP_KEY: 'ak1',
      ST_TENANT_ID: '123456789',
      ST_BASE_URL: 'http://127.0.0.1:3901',
      ST_ALLOWED_HOSTS: 'http://127.0.0.1:3901',
    });
    expect(sut.REPORTING_PORT).toBe(4004);
    expect(sut).toMatchObject({ ST_CLIENT_ID: 'cid.abc', ST_TENANT_ID: '123456789', ST_BASE_URL: 'http://127.0.0.1:3901' });
  });

  it.each([
    [{ REPORTING_PORT: 'eighty' }, /REPORTING_PORT/],
    [{ ST_TENANT_ID: 'acme' }, /ST_TENANT_ID: must be the numeric ServiceTitan tenant id/],
    [{ ST_BASE_URL: 'servicetitan' }, /ST_BASE_URL/],
    [{ ST_AUTH_URL: 'auth.servicetitan.io' }, /ST_AUTH_URL/],
    [{ ST_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }, /ST_ENCRYPTION_KEY: must be 32 bytes in base64/],
    [{ ST_ENCRYPTION_KEY: 'not a key' }, /ST_ENCRYPTION_KEY/],
    [{ ST_SYNC_INTERVAL: '-1' }, /ST_SYNC_INTERVAL/],
    [{ ST_MAX_RPS: '61' }, /ST_MAX_RPS/],
    [{ ST_ALLOWED_HOSTS: ' , ' }, /ST_ALLOWED_HOSTS: must name at least one host/],
    [{ ST_ALLOWED_HOSTS: 'http://st.example.com' }, /ST_ALLOWED_HOSTS: "http:\/\/st.example.com": http is allowed only for a loopback or private IP address/],
    [{ ST_ALLOWED_HOSTS: 'https://st.example.com/connect' }, /ST_ALLOWED_HOSTS: .*without a path/],
    [{ ST_BASE_URL: 'http://127.0.0.1:3901' }, /ST_BASE_URL: http:\/\/127.0.0.1:3901 is not an address of ST_ALLOWED_HOSTS: add its origin there/],
    [
      { ST_AUTH_URL: 'https://auth.example.com', ST_ALLOWED_HOSTS: 'http://127.0.0.1:3901' },
      /ST_AUTH_URL: https:\/\/auth.example.com is not an address of ST_ALLOWED_HOSTS/,
    ],
  ])('stops on a bad setting %j with a message naming it', (env, message) => {
    expect(() => loadEnv(ReportingEnv, env)).toThrow(ConfigError);
    expect(() => loadEnv(ReportingEnv, env)).toThrow(message);
  });
});
