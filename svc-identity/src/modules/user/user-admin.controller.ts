import { Body, Controller, Delete, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ErrorDto, PositiveIdPipe, type AuthUser } from '@milestone/nest-kit';
import { LiveSessionGuard } from '../session/live-session.guard.js';
import { UserAdminService } from './user-admin.service.js';
import { UserNotFoundError } from './user.errors.js';
import { ChangeRoleDto } from './dto/change-role.dto.js';
import { SearchUsersQueryDto } from './dto/search-users.query.dto.js';
import { DEFAULT_USER_PAGE, ListUsersQueryDto } from './dto/list-users.query.dto.js';
import { DeleteUserResponseDto, UserResponseDto, UsersResponseDto } from './dto/users-response.dto.js';

const userId = new PositiveIdPipe(() => new UserNotFoundError());

/** The reply, as far as a list route needs it. */
interface TotalReply {
  header(name: string, value: string): unknown;
}

const totalHeader = (description: string) => ({ 'X-Total-Count': { description, schema: { type: 'integer' as const } } });

@ApiTags('users')
@ApiBearerAuth()
@Controller('api')
@UseGuards(LiveSessionGuard)
export class UserAdminController {
  constructor(private readonly admin: UserAdminService) {}

  @Get('users')
  @ApiOkResponse({
    type: UsersResponseDto,
    description: "A page of the caller's company, sorted by name",
    headers: totalHeader('How many users of the company match the filter in all'),
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  async listUsers(
    @CurrentUser() caller: AuthUser,
    @Query() query: ListUsersQueryDto,
    @Res({ passthrough: true }) reply: TotalReply,
  ): Promise<UsersResponseDto> {
    const [users, total] = await this.admin.list(caller, { limit: query.limit ?? DEFAULT_USER_PAGE, offset: query.offset ?? 0 }, query.role);
    reply.header('X-Total-Count', String(total));
    return { users };
  }

  @Get('admin/users/search')
  @ApiOkResponse({ type: UsersResponseDto, description: 'A page of the matches, by e-mail', headers: totalHeader('How many users match in all') })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin privileges to manage users.' })
  async searchUsers(
    @CurrentUser() caller: AuthUser,
    @Query() query: SearchUsersQueryDto,
    @Res({ passthrough: true }) reply: TotalReply,
  ): Promise<UsersResponseDto> {
    const [users, total] = await this.admin.search(caller, query.email ?? '', { limit: query.limit ?? DEFAULT_USER_PAGE, offset: query.offset ?? 0 });
    reply.header('X-Total-Count', String(total));
    return { users };
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
