import { credentialReuseProblem, sameAddress } from './credential-reuse.js';

const stored = { authUrl: 'https://auth.servicetitan.io', apiUrl: 'https://api.servicetitan.io' };
const bothKept = { clientSecret: true, appKey: true };

describe(credentialReuseProblem.name, () => {
  it('keeps the stored secret and key towards the addresses they were saved for', () => {
    expect(credentialReuseProblem(stored, stored, bothKept)).toBeNull();
    expect(credentialReuseProblem(stored, { authUrl: 'https://AUTH.servicetitan.io:443/', apiUrl: 'https://api.servicetitan.io/' }, bothKept)).toBeNull();
  });

  it('asks for the secret again when the auth address changed', () => {
    expect(credentialReuseProblem(stored, { ...stored, authUrl: 'https://auth-integration.servicetitan.io' }, { clientSecret: true, appKey: false })).toBe(
      'Enter the client secret again: the auth address changed',
    );
  });

  it('asks for whatever is kept when either address changed: the secret and the key travel together', () => {
    expect(credentialReuseProblem(stored, { ...stored, apiUrl: 'https://api-integration.servicetitan.io' }, bothKept)).toBe(
      'Enter the client secret and the app key again: the API address changed',
    );
    expect(credentialReuseProblem(stored, { ...stored, apiUrl: 'https://api-integration.servicetitan.io' }, { clientSecret: false, appKey: true })).toBe(
      'Enter the app key again: the API address changed',
    );
    expect(
      credentialReuseProblem(stored, { authUrl: 'https://auth-integration.servicetitan.io', apiUrl: 'https://api-integration.servicetitan.io' }, bothKept),
    ).toBe('Enter the client secret and the app key again: the auth and API addresses changed');
  });

  it('lets the addresses change when the secret and the key are both typed again', () => {
    expect(
      credentialReuseProblem(
        stored,
        { authUrl: 'https://auth-integration.servicetitan.io', apiUrl: 'https://api-integration.servicetitan.io' },
        { clientSecret: false, appKey: false },
      ),
    ).toBeNull();
  });

  it('counts a changed path, port or scheme as a changed address', () => {
    for (const authUrl of ['https://auth.servicetitan.io/other', 'https://auth.servicetitan.io:8443', 'http://auth.servicetitan.io']) {
      expect(credentialReuseProblem(stored, { ...stored, authUrl }, bothKept)).toMatch(/the auth address changed$/);
    }
  });
});

describe(sameAddress.name, () => {
  it('compares normal forms: case of the host, default port, trailing slash', () => {
    expect(sameAddress('http://127.0.0.1:3901', 'http://127.0.0.1:3901/')).toBe(true);
    expect(sameAddress('https://Api.ServiceTitan.io:443', 'https://api.servicetitan.io')).toBe(true);
    expect(sameAddress('http://127.0.0.1:3901', 'http://localhost:3901')).toBe(false);
  });
});
