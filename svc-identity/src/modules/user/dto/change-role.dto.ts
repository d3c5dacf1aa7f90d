import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_ROLES, type UserRole } from '@milestone/contracts';

export class ChangeRoleDto {
  @ApiProperty({ enum: USER_ROLES, example: 'admin' })
  @IsIn(USER_ROLES, { message: 'Role must be user, admin or owner' })
  role!: UserRole;
}
