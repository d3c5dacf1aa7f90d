import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, ErrorDto, Public, type AuthUser } from '@milestone/nest-kit';
import { LiveSessionGuard } from '../session/live-session.guard.js';
import { AccountService, REGISTERED_MESSAGE } from './account.service.js';
import { RegisterDto } from './dto/register.dto.js';
import { RegisterResponseDto } from './dto/register-response.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginResponseDto } from './dto/login-response.dto.js';
import { MeResponseDto } from './dto/me-response.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UpdateProfileResponseDto } from './dto/update-profile-response.dto.js';
import { SuccessDto } from './dto/success.dto.js';

interface ClientRequest {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

@ApiTags('auth')
@Controller('api/auth')
@UseGuards(LiveSessionGuard)
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'An account with this email already exists' })
  async register(@Body() dto: RegisterDto): Promise<RegisterResponseDto> {
    return { user: await this.accounts.register(dto), message: REGISTERED_MESSAGE };
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Invalid email or password' })
  login(@Body() dto: LoginDto, @Req() request: ClientRequest): Promise<LoginResponseDto> {
    const agent = request.headers['user-agent'];
    return this.accounts.login(dto, { ipAddress: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null });
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
  @ApiConflictResponse({ type: ErrorDto, description: 'An account with this email already exists' })
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() dto: UpdateProfileDto): Promise<UpdateProfileResponseDto> {
    return { success: true, user: await this.accounts.updateProfile(caller, dto) };
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: SuccessDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async logout(@CurrentUser() caller: AuthUser): Promise<SuccessDto> {
    await this.accounts.logout(caller);
    return { success: true };
  }
}
