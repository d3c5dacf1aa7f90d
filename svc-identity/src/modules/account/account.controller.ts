import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, ErrorDto, Public, type AuthUser } from '@milestone/nest-kit';
import { IdentitySettings } from '../../config/identity-settings.js';
import { clientInfo } from '../../shared/client-info.js';
import { LiveSessionGuard } from '../session/live-session.guard.js';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from '../session/session-cookie.js';
import { DeviceCookies } from '../session/device-cookies.service.js';
import { AccountService, RESENT_MESSAGE, RESET_REQUESTED_MESSAGE, VERIFIED_AWAITING_ACTIVATION_MESSAGE, VERIFIED_MESSAGE } from './account.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { RegisterDto } from './dto/register.dto.js';
import { RegisterResponseDto } from './dto/register-response.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginResponseDto } from './dto/login-response.dto.js';
import { MeResponseDto } from './dto/me-response.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UpdateProfileResponseDto } from './dto/update-profile-response.dto.js';
import { SuccessDto } from './dto/success.dto.js';
import { VerifyEmailDto } from './dto/token.dto.js';
import { EmailOnlyDto } from './dto/email-only.dto.js';
import { MessageDto, RefreshResponseDto, VerifyEmailResponseDto } from './dto/message.dto.js';

interface ClientRequest {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The reply methods used here (fastify's reply, kept structural). */
interface CookieReply {
  header(name: string, value: string | string[]): unknown;
}

@ApiTags('auth')
@Controller('api/auth')
@UseGuards(LiveSessionGuard)
export class AccountController {
  constructor(
    private readonly accounts: AccountService,
    private readonly verification: EmailVerificationService,
    private readonly settings: IdentitySettings,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'This company has reached its user limit. Ask an administrator for help.' })
  @ApiConflictResponse({ type: ErrorDto, description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many requests. Try again in N minutes.' })
  register(@Body() dto: RegisterDto, @Req() request: ClientRequest): Promise<RegisterResponseDto> {
    return this.accounts.register(dto, clientInfo(request));
  }

  @Public()
  @Post('verify-email')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: VerifyEmailResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'This verification link is invalid or has already been used.' })
  @ApiGoneResponse({ type: ErrorDto, description: 'This verification link has expired.' })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<VerifyEmailResponseDto> {
    const { awaitsActivation } = await this.verification.verify(dto.token);
    return { success: true, message: awaitsActivation ? VERIFIED_AWAITING_ACTIVATION_MESSAGE : VERIFIED_MESSAGE };
  }

  @Public()
  @Post('resend-verification')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many requests. Try again in N minutes.' })
  async resendVerification(@Body() dto: EmailOnlyDto, @Req() request: ClientRequest): Promise<MessageDto> {
    await this.accounts.resendVerification(dto.email, clientInfo(request));
    return { message: RESENT_MESSAGE };
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LoginResponseDto, description: "Sets the httpOnly session cookie and the account's device cookie on success" })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many failed sign-in attempts. Try again in N minutes.' })
  async login(@Body() dto: LoginDto, @Req() request: ClientRequest, @Res({ passthrough: true }) reply: CookieReply): Promise<LoginResponseDto> {
    const signIn = await this.accounts.login(dto, clientInfo(request), this.devices.recognise(dto.email, request.headers['cookie']));
    if (signIn.sessionToken && signIn.device) {
      const secure = this.settings.secureCookies;
      reply.header('set-cookie', [sessionCookie(signIn.sessionToken, secure), this.devices.cookie(dto.email, signIn.device.nonce, secure)]);
    }
    return signIn.answer;
  }

  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RefreshResponseDto, description: 'Reads the session cookie and replaces it with a new one (rotation)' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Session expired' })
  async refresh(@Req() request: ClientRequest, @Res({ passthrough: true }) reply: CookieReply): Promise<RefreshResponseDto> {
    try {
      const { token, user, sessionToken } = await this.accounts.refresh(readSessionCookie(request.headers['cookie']));
      if (sessionToken) reply.header('set-cookie', sessionCookie(sessionToken, this.settings.secureCookies));
      return { token, user };
    } catch (error) {
      reply.header('set-cookie', clearedSessionCookie(this.settings.secureCookies));
      throw error;
    }
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many requests. Try again in N minutes.' })
  async forgotPassword(@Body() dto: EmailOnlyDto, @Req() request: ClientRequest): Promise<MessageDto> {
    await this.accounts.forgotPassword(dto.email, clientInfo(request));
    return { message: RESET_REQUESTED_MESSAGE };
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOkResponse({ type: MeResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async me(@CurrentUser() caller: AuthUser): Promise<MeResponseDto> {
    return { user: await this.accounts.me(caller) };
  }

  @Put('profile')
  @ApiBearerAuth()
  @ApiOkResponse({ type: UpdateProfileResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() dto: UpdateProfileDto, @Req() request: ClientRequest): Promise<UpdateProfileResponseDto> {
    return { success: true, user: await this.accounts.updateProfile(caller, dto, clientInfo(request)) };
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: SuccessDto, description: 'Ends the session everywhere and clears the session cookie' })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async logout(@CurrentUser() caller: AuthUser, @Res({ passthrough: true }) reply: CookieReply): Promise<SuccessDto> {
    await this.accounts.logout(caller);
    reply.header('set-cookie', clearedSessionCookie(this.settings.secureCookies));
    return { success: true };
  }
}
