import { ConfigError, loadGatewayConfig } from './env.schema.js';

describe(loadGatewayConfig.name, () => {
  const defaults = { webRoot: '/srv/web' };

  it('uses the documented defaults', () => {
    const sut = loadGatewayConfig({}, defaults);
    expect(sut.port).toBe(8080);
    expect(sut.upstreams).toEqual({
      identity: 'http://127.0.0.1:3001',
      tasks: 'http://127.0.0.1:3002',
      files: 'http://127.0.0.1:3003',
      reporting: 'http://127.0.0.1:3004',
    });
    expect(sut.webRoot).toBe('/srv/web');
    expect(sut.logLevel).toBe('info');
    expect(sut.bodyLimitBytes).toBe(1024 * 1024);
    expect(sut.natsUrl).toBe('nats://127.0.0.1:4222');
  });

  it('reads the settings from the environment', () => {
    const sut = loadGatewayConfig(
      {
        GATEWAY_PORT: '18080',
        TASKS_URL: 'http://tasks.internal:9000/',
        WEB_ROOT: '/tmp/web',
        LOG_LEVEL: 'warn',
        NATS_URL: 'nats://nats-a.internal:4222, nats://nats-b.internal:4222',
      },
      defaults,
    );
    expect(sut.port).toBe(18080);
    expect(sut.upstreams.tasks).toBe('http://tasks.internal:9000');
    expect(sut.webRoot).toBe('/tmp/web');
    expect(sut.logLevel).toBe('warn');
    expect(sut.natsUrl).toBe('nats://nats-a.internal:4222,nats://nats-b.internal:4222');
  });

  it.each([
    [{ GATEWAY_PORT: 'eighty' }, /GATEWAY_PORT must be a port number/],
    [{ GATEWAY_PORT: '70000' }, /GATEWAY_PORT must be a port number/],
    [{ IDENTITY_URL: 'not a url' }, /IDENTITY_URL must be an http\(s\) URL/],
    [{ FILES_URL: 'ftp://127.0.0.1:21' }, /FILES_URL must be an http\(s\) URL/],
    [{ REPORTING_URL: 'http://127.0.0.1:3004/api' }, /REPORTING_URL must be an origin without a path/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ NATS_URL: 'http://127.0.0.1:4222' }, /NATS_URL must be a nats:\/\/ URL/],
    [{ NATS_URL: '127.0.0.1:4222' }, /NATS_URL must be a nats:\/\/ URL/],
  ])('stops on a bad setting %j with a message naming it', (env, message) => {
    expect(() => loadGatewayConfig(env, defaults)).toThrow(ConfigError);
    expect(() => loadGatewayConfig(env, defaults)).toThrow(message);
  });
});
