import { AllowedHosts, AllowedHostsError, DEFAULT_ALLOWED_HOSTS, nonPublicKind, parseAllowedHosts } from './allowed-hosts.js';

describe(AllowedHosts.name, () => {
  describe('by default', () => {
    const sut = AllowedHosts.parse(DEFAULT_ALLOWED_HOSTS);

    it("allows ServiceTitan's production and integration hosts over https on port 443", () => {
      for (const address of [
        'https://auth.servicetitan.io',
        'https://auth-integration.servicetitan.io',
        'https://api.servicetitan.io',
        'https://api-integration.servicetitan.io/',
        'https://API.ServiceTitan.io:443/crm',
      ]) {
        expect(sut.refusal(address)).toBeNull();
      }
    });

    it('refuses any other host, port or scheme, and asks for https where only the scheme is wrong', () => {
      expect(sut.refusal('https://auth.servicetitan.io.evil.test')).toBe('not_allowed');
      expect(sut.refusal('https://evil.test/auth.servicetitan.io')).toBe('not_allowed');
      expect(sut.refusal('https://auth.servicetitan.io:8443')).toBe('not_allowed');
      expect(sut.refusal('https://auth.servicetitan.io.')).toBe('not_allowed');
      expect(sut.refusal('http://127.0.0.1:3901')).toBe('not_allowed');
      expect(sut.refusal('http://auth.servicetitan.io')).toBe('needs_https');
      expect(sut.refusal('ftp://auth.servicetitan.io')).toBe('not_allowed');
    });

    it('refuses an address that hides a user name, a query or a fragment', () => {
      expect(sut.refusal('https://me:pw@auth.servicetitan.io')).toBe('not_plain');
      expect(sut.refusal('https://auth.servicetitan.io?x=1')).toBe('not_plain');
      expect(sut.refusal('https://auth.servicetitan.io#x')).toBe('not_plain');
      expect(sut.refusal('auth.servicetitan.io')).toBe('unreadable');
    });
  });

  it('allows the local sandbox over http when its IP address and port are listed, and nothing else on that host', () => {
    const sut = AllowedHosts.parse(`${DEFAULT_ALLOWED_HOSTS}, http://127.0.0.1:3901`);
    expect(sut.refusal('http://127.0.0.1:3901')).toBeNull();
    expect(sut.refusal('http://127.0.0.1:3901/nowhere')).toBeNull();
    expect(sut.refusal('http://127.0.0.1:3902')).toBe('not_allowed');
    expect(sut.refusal('http://127.0.0.2:3901')).toBe('not_allowed');
    expect(sut.refusal('http://localhost:3901')).toBe('not_allowed');
    // The same address in another spelling is the same address.
    expect(sut.refusal('http://0x7f.0.0.1:3901')).toBeNull();
    expect(sut.match('http:', '127.0.0.1', '3901')).toEqual({ protocol: 'http:', hostname: '127.0.0.1', port: 3901 });
  });

  it('matches IPv6 addresses with or without their brackets', () => {
    const sut = AllowedHosts.parse('http://[::1]:3901');
    expect(sut.refusal('http://[::1]:3901')).toBeNull();
    expect(sut.match('http:', '::1', '3901')).not.toBeNull();
    expect(sut.match('http:', '[::1]', 3901)).not.toBeNull();
  });
});

describe(parseAllowedHosts.name, () => {
  it('reads host, host:port and origins, https unless an origin says http', () => {
    expect(parseAllowedHosts('st.example.com, st.example.com:8443,https://other.example.com,http://10.1.2.3:3901')).toEqual([
      { protocol: 'https:', hostname: 'st.example.com', port: 443 },
      { protocol: 'https:', hostname: 'st.example.com', port: 8443 },
      { protocol: 'https:', hostname: 'other.example.com', port: 443 },
      { protocol: 'http:', hostname: '10.1.2.3', port: 3901 },
    ]);
  });

  it.each([
    ['', /at least one host/],
    [' , ', /at least one host/],
    ['http://st.example.com', /http is allowed only for a loopback or private IP address/],
    ['http://8.8.8.8', /http is allowed only for a loopback or private IP address/],
    ['https://st.example.com/token', /without a path/],
    ['https://user@st.example.com', /without a path, query or credentials/],
    ['ftp://st.example.com', /only https/],
    ['st example.com', /is not a host\[:port\] or an origin/],
  ])('refuses %j, saying why', (list, message) => {
    expect(() => parseAllowedHosts(list)).toThrow(AllowedHostsError);
    expect(() => parseAllowedHosts(list)).toThrow(message);
  });
});

describe(nonPublicKind.name, () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['10.2.3.4', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['100.64.0.1', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['0.0.0.0', 'a reserved address'],
    ['::', 'a reserved address'],
    ['224.0.0.1', 'a reserved address'],
    ['255.255.255.255', 'a reserved address'],
    ['64:ff9b::a00:1', 'a reserved address'],
    ['2002:a00:1::', 'a reserved address'],
    ['not an address', 'a reserved address'],
  ])('counts %s as %s', (address, kind) => {
    expect(nonPublicKind(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '172.32.0.1', '52.1.2.3', '2606:4700::1111', '::ffff:8.8.8.8'])('counts %s as public', (address) => {
    expect(nonPublicKind(address)).toBeNull();
  });
});
