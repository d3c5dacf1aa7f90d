import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../user/dto/user.dto.js';

export class LoginResponseDto {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ type: UserDto, nullable: true })
  user!: UserDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'ES256 access token (15 minutes)' })
  token!: string | null;

  @ApiProperty()
  requiresVerification!: boolean;

  @ApiProperty({ example: 'Login successful' })
  message!: string;
}
