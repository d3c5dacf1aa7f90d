import { ConfigError, loadEnv } from '@milestone/nest-kit';
import { ReportingEnv } from './env.schema.js';

describe(ReportingEnv.name, () => {
  it('uses the documented defaults', () => {
    const sut = loadEnv(ReportingEnv, {});
    expect(sut.REPORTING_PORT).toBe(3004);
    expect(sut.DB_NAME).toBe('milestone_reporting');
    expect(sut.ST_CLIENT_ID).toBeUndefined();
    expect(sut.ST_BASE_URL).toBeUndefined();
  });

  it('reads the port and the ServiceTitan settings', () => {
    const sut = loadEnv(ReportingEnv, {
      REPORTING_PORT: '4004',
      ST_CLIENT_ID: 'cid.abc',
      ST_CLIENT_SECRET: 'secret',
      ST_APP_KEY: 'ak1',
      ST_TENANT_ID: '123456789',
      ST_BASE_URL: 'http://127.0.0.1:3901',
    });
    expect(sut.REPORTING_PORT).toBe(4004);
    expect(sut).toMatchObject({ ST_CLIENT_ID: 'cid.abc', ST_TENANT_ID: '123456789', ST_BASE_URL: 'http://127.0.0.1:3901' });
  });

  it.each([
    [{ REPORTING_PORT: 'eighty' }, /REPORTING_PORT/],
    [{ ST_TENANT_ID: 'acme' }, /ST_TENANT_ID: must be the numeric ServiceTitan tenant id/],
    [{ ST_BASE_URL: 'servicetitan' }, /ST_BASE_URL/],
  ])('stops on a bad setting %j with a message naming it', (env, message) => {
    expect(() => loadEnv(ReportingEnv, env)).toThrow(ConfigError);
    expect(() => loadEnv(ReportingEnv, env)).toThrow(message);
  });
});
