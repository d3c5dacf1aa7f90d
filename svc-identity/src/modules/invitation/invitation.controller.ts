import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, ErrorDto, PositiveIdPipe, Public, type AuthUser } from '@milestone/nest-kit';
import { LiveSessionGuard } from '../session/live-session.guard.js';
import { CompanyNotFoundError } from '../company/company.errors.js';
import { InvitationService } from './invitation.service.js';
import { InviteUserDto } from './dto/invite-user.dto.js';
import { AcceptInvitationDto, SetPasswordDto } from './dto/password.dto.js';
import { ValidateInvitationQueryDto } from './dto/validate-invitation.query.dto.js';
import { DEFAULT_INVITATION_PAGE, ListInvitationsQueryDto } from './dto/list-invitations.query.dto.js';
import {
  AcceptInvitationResponseDto,
  InvitationsResponseDto,
  InviteUserResponseDto,
  PasswordSetResponseDto,
  ValidateInvitationResponseDto,
} from './dto/invitation.dto.js';

const companyId = new PositiveIdPipe(() => new CompanyNotFoundError());

@ApiTags('invitations')
@Controller('api')
@UseGuards(LiveSessionGuard)
export class InvitationController {
  constructor(private readonly invitations: InvitationService) {}

  @Post('companies/:companyId/invitations')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: InviteUserResponseDto, description: 'Mails the invitation link; inviting again renews it' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin privileges to manage users.' })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'A user with this email already exists' })
  inviteUser(@CurrentUser() caller: AuthUser, @Param('companyId', companyId) id: number, @Body() dto: InviteUserDto): Promise<InviteUserResponseDto> {
    return this.invitations.invite(caller, id, dto);
  }

  @Get('companies/:companyId/invitations')
  @ApiBearerAuth()
  @ApiOkResponse({
    type: InvitationsResponseDto,
    description: 'A page of the pending invitations, newest first',
    headers: { 'X-Total-Count': { description: 'How many invitations are pending in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async listInvitations(
    @CurrentUser() caller: AuthUser,
    @Param('companyId', companyId) id: number,
    @Query() query: ListInvitationsQueryDto,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ): Promise<InvitationsResponseDto> {
    const [invitations, total] = await this.invitations.listPending(caller, id, { limit: query.limit ?? DEFAULT_INVITATION_PAGE, offset: query.offset ?? 0 });
    reply.header('X-Total-Count', String(total));
    return { invitations };
  }

  @Public()
  @Get('invitations/validate')
  @ApiOkResponse({ type: ValidateInvitationResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invitation token is required' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Invalid invitation token.' })
  async validateInvitation(@Query() query: ValidateInvitationQueryDto): Promise<ValidateInvitationResponseDto> {
    return { invitation: await this.invitations.validate(query.token) };
  }

  @Public()
  @Post('invitations/:token/accept')
  @ApiCreatedResponse({ type: AcceptInvitationResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'This company has reached its user limit. Ask an administrator for help.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Invalid invitation token.' })
  @ApiConflictResponse({ type: ErrorDto, description: 'A user with this email already exists' })
  async acceptInvitation(@Param('token') token: string, @Body() dto: AcceptInvitationDto): Promise<AcceptInvitationResponseDto> {
    return { success: true, user: await this.invitations.accept(token, dto) };
  }

  @Public()
  @Post('invitations/:token/set-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PasswordSetResponseDto, description: 'For a reset token or an invitation token' })
  @ApiBadRequestResponse({ type: ErrorDto, description: "'Invalid password reset link.' or 'Invalid invitation token.'" })
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto })
  setPassword(@Param('token') token: string, @Body() dto: SetPasswordDto): Promise<PasswordSetResponseDto> {
    return this.invitations.setPassword(token, dto.password);
  }
}
