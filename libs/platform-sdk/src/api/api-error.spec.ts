import { describe, expect, it } from '@jest/globals';
import { ApiError, failedResponseMessage, messageOrFallback, serverMessageOf } from './api-error.js';

describe(ApiError.name, () => {
  it('reads status, colon, space, then the body text', () => {
    const sut = new ApiError(409, 'Conflict', '{"statusCode":409,"message":"User already exists"}');
    expect(sut.message).toBe('409: {"statusCode":409,"message":"User already exists"}');
    expect(sut.serverMessage).toBe('User already exists');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(failedResponseMessage(502, 'Bad Gateway', '')).toBe('502: Bad Gateway');
    expect(new ApiError(502, 'Bad Gateway', '').serverMessage).toBeUndefined();
  });

  it('joins a list of validation messages and ignores bodies without a message', () => {
    expect(serverMessageOf('{"statusCode":400,"message":["email must be an email","password is required"]}')).toBe(
      'email must be an email, password is required',
    );
    expect(serverMessageOf('<html>oops</html>')).toBeUndefined();
    expect(serverMessageOf('{"error":"x"}')).toBeUndefined();
  });

  it('gives screens the server message or their own fallback text', () => {
    expect(messageOrFallback(new ApiError(401, 'Unauthorized', '{"message":"Bad password"}'), 'Invalid email or password')).toBe('Bad password');
    expect(messageOrFallback(new ApiError(500, 'Internal Server Error', ''), 'Invalid email or password')).toBe('Invalid email or password');
    expect(messageOrFallback(new TypeError('network'), 'Failed to save calculation')).toBe('Failed to save calculation');
  });
});
