import type { UserDto } from '../user/dto/user.dto.js';
import type { LoginResponseDto } from './dto/login-response.dto.js';
import type { RegisterResponseDto } from './dto/register-response.dto.js';

export const LOGIN_MESSAGE = 'Login successful';
export const VERIFY_FIRST_MESSAGE = 'Please verify your email address before signing in.';

/** The answers of the account flows (users themselves come from UserService). */
export const AccountMapper = {
  toSignedIn(user: UserDto, token: string): LoginResponseDto {
    return { success: true, requiresVerification: false, user, token, message: LOGIN_MESSAGE };
  },

  /** An unverified account's sign-in: no user, no token, no session. */
  toVerifyFirst(): LoginResponseDto {
    return { success: false, requiresVerification: true, user: null, token: null, message: VERIFY_FIRST_MESSAGE };
  },

  toRegistered(user: UserDto, message: string, verification: { requiresVerification: boolean; requiresActivation: boolean }): RegisterResponseDto {
    return { user, message, ...verification };
  },
};
