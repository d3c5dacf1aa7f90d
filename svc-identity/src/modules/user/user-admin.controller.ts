import { Body, Controller, Delete, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ErrorDto, PositiveIdPipe, type AuthUser } from '@milestone/nest-kit';
import { LiveSessionGuard } from '../session/live-session.guard.js';
import { UserAdminService } from './user-admin.service.js';
import { UserNotFoundError } from './user.errors.js';
import { ChangeRoleDto } from './dto/change-role.dto.js';
import { SearchUsersQueryDto } from './dto/search-users.query.dto.js';
import { DeleteUserResponseDto, UserResponseDto, UsersResponseDto } from './dto/users-response.dto.js';

const userId = new PositiveIdPipe(() => new UserNotFoundError());

@ApiTags('users')
@ApiBearerAuth()
@Controller('api')
@UseGuards(LiveSessionGuard)
export class UserAdminController {
  constructor(private readonly admin: UserAdminService) {}

  @Get('users')
  @ApiOkResponse({ type: UsersResponseDto, description: "The caller's company, sorted by name" })
  async listUsers(@CurrentUser() caller: AuthUser): Promise<UsersResponseDto> {
    return { users: await this.admin.list(caller) };
  }

  @Get('admin/users/search')
  @ApiOkResponse({ type: UsersResponseDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin privileges to manage users.' })
  async searchUsers(@CurrentUser() caller: AuthUser, @Query() query: SearchUsersQueryDto): Promise<UsersResponseDto> {
    return { users: await this.admin.search(caller, query.email) };
  }

  @Put('users/:id/role')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'You cannot change your own role.' })
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'User not found' })
  async changeUserRole(@CurrentUser() caller: AuthUser, @Param('id', userId) id: number, @Body() dto: ChangeRoleDto): Promise<UserResponseDto> {
    return { success: true, user: await this.admin.changeRole(caller, id, dto.role) };
  }

  @Delete('users/:id')
  @ApiOkResponse({ type: DeleteUserResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'You cannot delete your own account.' })
  @ApiForbiddenResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'User not found' })
  async deleteUser(@CurrentUser() caller: AuthUser, @Param('id', userId) id: number): Promise<DeleteUserResponseDto> {
    await this.admin.delete(caller, id);
    return { success: true };
  }
}
