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
    expect(sut.host).toBe('127.0.0.1');
    expect(sut.devMailbox).toBe(false);
    expect(sut.appUrl).toBeNull();
    // No proxy is trusted: a caller's X-Forwarded-For is ignored.
    expect(sut.trustProxy).toEqual([]);
  });

  it('reads TRUST_PROXY as a list of proxy addresses and ranges', () => {
    expect(loadGatewayConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,::1 , loopback' }, defaults).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('turns the dev mailbox on only with DEV_MAILBOX and without SMTP_URL', () => {
    expect(loadGatewayConfig({ DEV_MAILBOX: 'true' }, defaults).devMailbox).toBe(true);
    expect(loadGatewayConfig({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.com:587' }, defaults).devMailbox).toBe(false);
    expect(loadGatewayConfig({ DEV_MAILBOX: 'false' }, defaults).devMailbox).toBe(false);
  });

  it('listens anywhere it is told when the dev mailbox is off', () => {
    expect(loadGatewayConfig({ GATEWAY_HOST: '0.0.0.0' }, defaults).host).toBe('0.0.0.0');
    expect(loadGatewayConfig({ GATEWAY_HOST: '0.0.0.0', DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.com' }, defaults).host).toBe('0.0.0.0');
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'milestone.example.com'])(
    'refuses to listen on %s while the dev mailbox is on, in one line naming the way out',
    (host) => {
      const load = () => loadGatewayConfig({ GATEWAY_HOST: host, DEV_MAILBOX: 'on' }, defaults);
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`GATEWAY_HOST=${host} would let other machines reach the dev mailbox`);
      expect(load).toThrow(/listen on 127\.0\.0\.1, or set SMTP_URL, or switch DEV_MAILBOX off$/);
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1'])('listens on %s with the dev mailbox on', (host) => {
    expect(loadGatewayConfig({ GATEWAY_HOST: host, DEV_MAILBOX: '1' }, defaults).host).toBe(host);
  });

  it('keeps the origin of APP_URL', () => {
    expect(loadGatewayConfig({ APP_URL: 'https://milestone.example.com/' }, defaults).appUrl).toBe('https://milestone.example.com');
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
    [{ DEV_MAILBOX: 'maybe' }, /DEV_MAILBOX must be true or false/],
    [{ APP_URL: 'milestone.example.com' }, /APP_URL must be an http\(s\) URL/],
    [{ TRUST_PROXY: 'proxy.internal' }, /TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR ranges/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be a comma-separated list/],
  ])('stops on a bad setting %j with a message naming it', (env, message) => {
    expect(() => loadGatewayConfig(env, defaults)).toThrow(ConfigError);
    expect(() => loadGatewayConfig(env, defaults)).toThrow(message);
  });
});
