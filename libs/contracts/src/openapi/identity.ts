// Placeholder in openapi-typescript's shape until svc-identity generates its document.
export interface paths {
  '/api/auth/login': { post: operations['login'] };
  '/api/auth/register': { post: operations['register'] };
  '/api/auth/me': { get: operations['me'] };
  '/api/auth/profile': { put: operations['updateProfile'] };
  '/api/auth/logout': { post: operations['logout'] };
}
export interface components {
  schemas: {
    CompanySummaryDto: { id: number; name: string; domain: string | null };
    UserDto: {
      id: number;
      email: string;
      username: string;
      firstName: string | null;
      lastName: string | null;
      role: string;
      companyId: number;
      company: components['schemas']['CompanySummaryDto'] | null;
      isEmailVerified: boolean;
      lastLoginAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    LoginDto: { email: string; password: string };
    LoginResponseDto: {
      success: boolean;
      user: components['schemas']['UserDto'] | null;
      token: string | null;
      requiresVerification: boolean;
      message: string;
    };
    RegisterDto: { email: string; password: string; firstName?: string; lastName?: string };
    RegisterResponseDto: { user: components['schemas']['UserDto']; message: string };
    MeResponseDto: { user: components['schemas']['UserDto'] };
    UpdateProfileDto: { firstName: string; lastName: string; email: string };
    UpdateProfileResponseDto: { success: boolean; user: components['schemas']['UserDto'] };
    SuccessDto: { success: boolean };
    ErrorDto: { statusCode: number; message: string };
  };
}
type Json<T> = { content: { 'application/json': T } };
type Err = { content: { 'application/json': components['schemas']['ErrorDto'] } };
export interface operations {
  login: { requestBody: Json<components['schemas']['LoginDto']>; responses: { 200: Json<components['schemas']['LoginResponseDto']>; 400: Err; 401: Err } };
  register: { requestBody: Json<components['schemas']['RegisterDto']>; responses: { 201: Json<components['schemas']['RegisterResponseDto']>; 400: Err; 409: Err } };
  me: { responses: { 200: Json<components['schemas']['MeResponseDto']>; 401: Err } };
  updateProfile: { requestBody: Json<components['schemas']['UpdateProfileDto']>; responses: { 200: Json<components['schemas']['UpdateProfileResponseDto']>; 400: Err; 401: Err; 409: Err } };
  logout: { responses: { 200: Json<components['schemas']['SuccessDto']>; 401: Err } };
}
