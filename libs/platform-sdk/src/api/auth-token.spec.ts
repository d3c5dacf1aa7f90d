import { afterEach, describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_KEY, clearAuthToken, getAuthToken, isStorageBlocked, onAuthTokenChange, setAuthToken } from './auth-token.js';
import { memoryStorage } from './test-storage.js';

const scope = globalThis as { localStorage?: Storage };

/** What a browser that blocks site data does: reading `localStorage` throws. */
function blockStorage(): void {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  delete scope.localStorage;
});

describe('the stored auth token', () => {
  it('lives in localStorage when the browser allows it', () => {
    const storage = memoryStorage();
    scope.localStorage = storage;
    setAuthToken('tok-1');
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
    expect(getAuthToken()).toBe('tok-1');
    expect(isStorageBlocked()).toBe(false);
    clearAuthToken();
    expect(getAuthToken()).toBeNull();
  });

  it('lives in the tab when reading localStorage throws, and says the storage is blocked', () => {
    blockStorage();
    expect(() => getAuthToken()).not.toThrow();
    expect(getAuthToken()).toBeNull();
    expect(isStorageBlocked()).toBe(true);

    const seen: Array<string | null> = [];
    const off = onAuthTokenChange((token) => seen.push(token));
    setAuthToken('tok-2');
    expect(getAuthToken()).toBe('tok-2');
    clearAuthToken();
    expect(getAuthToken()).toBeNull();
    off();
    expect(seen).toEqual(['tok-2', null]);
  });

  it('lives in the tab when the storage refuses writes (full, or locked)', () => {
    scope.localStorage = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => setAuthToken('tok-3')).not.toThrow();
    expect(getAuthToken()).toBe('tok-3');
    expect(isStorageBlocked()).toBe(true);
    clearAuthToken();
  });
});
