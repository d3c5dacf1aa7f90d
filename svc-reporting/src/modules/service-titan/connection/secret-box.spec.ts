import { randomBytes } from 'node:crypto';
import { SecretBox, SecretBoxError } from './secret-box.js';

const aKey = (): string => randomBytes(32).toString('base64');
const boxWith = (encryptionKey: string | null): SecretBox => new SecretBox({ encryptionKey });

describe(SecretBox.name, () => {
  const key = aKey();
  const sut = boxWith(key);

  it('opens what it sealed, and the sealed form shows nothing of the secret', () => {
    const sealed = sut.seal('cs.sandbox.1000002.milestone', 'company:7:client_secret');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('sandbox');
    expect(sut.open(sealed, 'company:7:client_secret')).toBe('cs.sandbox.1000002.milestone');
  });

  it('seals the same secret differently each time (a fresh iv), both opening to it', () => {
    const a = sut.seal('same', 'ctx');
    const b = sut.seal('same', 'ctx');
    expect(a).not.toBe(b);
    expect([sut.open(a, 'ctx'), sut.open(b, 'ctx')]).toEqual(['same', 'same']);
  });

  it('reads a key given in base64url as well as base64', () => {
    const raw = randomBytes(32);
    const sealed = boxWith(raw.toString('base64')).seal('x', 'ctx');
    expect(boxWith(raw.toString('base64url')).open(sealed, 'ctx')).toBe('x');
  });

  it('detects a tampered ciphertext, tag or iv', () => {
    const sealed = sut.seal('a secret value', 'ctx');
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flip = (text: string): string => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0] = bytes[0]! ^ 0x01;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ]) {
      expect(() => sut.open(tampered.join('.'), 'ctx')).toThrow(SecretBoxError);
    }
    expect(() => sut.open('v1.abc', 'ctx')).toThrow('The stored value is not a sealed secret of this version');
    expect(() => sut.open(`v2.${iv}.${tag}.${ciphertext}`, 'ctx')).toThrow(SecretBoxError);
  });

  it('refuses to open with another key, or for another context (another company or column)', () => {
    const sealed = sut.seal('a secret value', 'company:7:client_secret');
    expect(() => boxWith(aKey()).open(sealed, 'company:7:client_secret')).toThrow(
      'The stored secret cannot be opened: ST_ENCRYPTION_KEY changed or the value was altered',
    );
    expect(() => sut.open(sealed, 'company:8:client_secret')).toThrow(SecretBoxError);
    expect(() => sut.open(sealed, 'company:7:app_key')).toThrow(SecretBoxError);
  });

  it('without a key, says it is not configured and neither seals nor opens', () => {
    const none = boxWith(null);
    expect(none.configured).toBe(false);
    expect(sut.configured).toBe(true);
    expect(() => none.seal('x', 'ctx')).toThrow('ST_ENCRYPTION_KEY is not set');
    expect(() => none.open(sut.seal('x', 'ctx'), 'ctx')).toThrow('ST_ENCRYPTION_KEY is not set');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => boxWith(randomBytes(16).toString('base64'))).toThrow('ST_ENCRYPTION_KEY must be 32 bytes');
  });
});
