import { ApiProperty } from '@nestjs/swagger';

export class CompanySummaryDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Acme Electric' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'acme-electric.com', description: 'null for a personal company' })
  domain!: string | null;
}

/** A user as every answer shows it: never the password hash or any token. */
export class UserDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'jane@acme-electric.com' })
  email!: string;

  @ApiProperty({ example: 'jane' })
  username!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Jane' })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Doe' })
  lastName!: string | null;

  @ApiProperty({ example: 'owner', description: 'user, admin or owner' })
  role!: string;

  @ApiProperty({ example: 1 })
  companyId!: number;

  @ApiProperty({ type: CompanySummaryDto, nullable: true })
  company!: CompanySummaryDto | null;

  @ApiProperty()
  isEmailVerified!: boolean;

  @ApiProperty({ description: "false while the account waits for an owner's or admin's activation (it cannot sign in yet)" })
  isActive!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'A new address the user asked for, until the link mailed to it is followed (in their own answers only)',
  })
  pendingEmail!: string | null;

  @ApiProperty({ description: 'true for the configured super-owner (SUPER_OWNER_EMAIL): all permissions' })
  isSuperOwner!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;
}
