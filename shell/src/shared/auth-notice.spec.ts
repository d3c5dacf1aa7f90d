import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_READY_NOTICE, authNoticeOf } from './auth-notice.js';

describe(authNoticeOf.name, () => {
  it('reads the notice another screen left in the router state', () => {
    expect(authNoticeOf({ notice: ACCOUNT_READY_NOTICE })).toBe(ACCOUNT_READY_NOTICE);
    expect(authNoticeOf({ notice: ACCOUNT_READY_NOTICE, from: '/tasks/5' })).toBe(ACCOUNT_READY_NOTICE);
  });

  it('answers null for a state without a notice', () => {
    expect(authNoticeOf(undefined)).toBeNull();
    expect(authNoticeOf(null)).toBeNull();
    expect(authNoticeOf({ from: '/tasks/5' })).toBeNull();
    expect(authNoticeOf({ notice: 42 })).toBeNull();
    expect(authNoticeOf({ notice: '  ' })).toBeNull();
  });
});
