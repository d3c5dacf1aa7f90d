import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../user/dto/user.dto.js';

export class MessageDto {
  @ApiProperty()
  message!: string;
}

export class VerifyEmailResponseDto {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ example: 'Email verified. You can now sign in.' })
  message!: string;
}

export class RefreshResponseDto {
  @ApiProperty({ description: 'A new ES256 access token (15 minutes) of the same session' })
  token!: string;

  @ApiProperty({ type: UserDto })
  user!: UserDto;
}
