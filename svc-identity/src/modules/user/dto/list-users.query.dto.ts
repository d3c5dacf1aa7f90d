import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { USER_ROLES } from '@milestone/contracts';
import { PageQueryDto } from '@milestone/nest-kit';

/** A page of a company's users: a screen's worth by default, never more than 500 rows. */
export const DEFAULT_USER_PAGE = 100;
export const MAX_USER_PAGE = 500;

/** The role filters of the users page: a role, or 'pending' (accounts waiting for an admin's activation). */
export const USER_FILTERS = [...USER_ROLES, 'pending'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export class ListUsersQueryDto extends PageQueryDto({ max: MAX_USER_PAGE, default: DEFAULT_USER_PAGE }) {
  @ApiPropertyOptional({ enum: USER_FILTERS, description: "Only users of this role, or 'pending': accounts waiting for an admin's activation" })
  @IsOptional()
  @IsIn(USER_FILTERS, { message: `role must be one of ${USER_FILTERS.join(', ')}` })
  role?: UserFilter;
}
