import { clearedSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.js';

describe('session cookie', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-abcd';

  it('is httpOnly, SameSite=Strict, scoped to /api/auth, and Secure only over https', () => {
    expect(sessionCookie(token, false)).toBe(`milestone_session=${token}; Path=/api/auth; Max-Age=604800; HttpOnly; SameSite=Strict`);
    expect(sessionCookie(token, true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(false)).toBe('milestone_session=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict');
  });

  it('reads the token among other cookies and ignores malformed values', () => {
    expect(readSessionCookie(`theme=dark; milestone_session=${token}; other=1`)).toBe(token);
    expect(readSessionCookie('theme=dark')).toBeNull();
    expect(readSessionCookie(undefined)).toBeNull();
    expect(readSessionCookie('milestone_session=short')).toBeNull();
    expect(readSessionCookie('milestone_session=a;b=c')).toBeNull();
  });
});
