import { Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ErrorDto, PositiveIdPipe, type AuthUser } from '@milestone/nest-kit';
import { LiveSessionGuard } from '../session/live-session.guard.js';
import { UserNotFoundError } from '../user/user.errors.js';
import { UserResponseDto } from '../user/dto/users-response.dto.js';
import { AccountActivationService } from './account-activation.service.js';

const userId = new PositiveIdPipe(() => new UserNotFoundError());

/** Activation of waiting accounts by the company's owners and admins (Users page, 'Pending' filter). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api')
@UseGuards(LiveSessionGuard)
export class AccountActivationController {
  constructor(private readonly activation: AccountActivationService) {}

  @Post('users/:id/activate')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: UserResponseDto, description: 'The account is verified and active; activating an active account changes nothing' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin privileges to manage users. / This company has reached its user limit.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'User not found (also for another company)' })
  async activateUser(@CurrentUser() caller: AuthUser, @Param('id', userId) id: number): Promise<UserResponseDto> {
    return { success: true, user: await this.activation.activate(caller, id) };
  }
}
