import { IsInt, Max, Min } from 'class-validator';
import { BaseServiceEnv } from './base-env.js';
import { ConfigError, loadEnv } from './load-env.js';

class DemoEnv extends BaseServiceEnv {
  @IsInt()
  @Min(1)
  @Max(65535)
  DEMO_PORT: number = 3999;

  override DB_NAME = 'milestone_demo';
}

describe(loadEnv.name, () => {
  it('applies the defaults and converts numbers', () => {
    const sut = loadEnv(DemoEnv, { DEMO_PORT: '4100' });
    expect(sut.DEMO_PORT).toBe(4100);
    expect(sut.DB_NAME).toBe('milestone_demo');
    expect(sut.NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('names every bad setting in one line', () => {
    let error: unknown;
    try {
      loadEnv(DemoEnv, { DEMO_PORT: '70000', DATABASE_URL: 'mysql://x', DB_NAME: 'Bad-Name' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain('DEMO_PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('DB_NAME');
  });
});
