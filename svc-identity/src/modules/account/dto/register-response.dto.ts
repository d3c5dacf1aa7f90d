import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../user/dto/user.dto.js';

export class RegisterResponseDto {
  @ApiProperty({ type: UserDto })
  user!: UserDto;

  @ApiProperty({ example: 'Account created. Check your email to verify your account.' })
  message!: string;

  @ApiProperty({ description: 'Always true: the account signs in once its e-mail is verified' })
  requiresVerification!: boolean;
}
