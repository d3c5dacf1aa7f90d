import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../user/dto/user.dto.js';

export class RegisterResponseDto {
  @ApiProperty({ type: UserDto })
  user!: UserDto;

  @ApiProperty({ example: 'Account created. Check your email to verify your account.' })
  message!: string;

  @ApiProperty({ description: 'true when a verification link was mailed: the account signs in once its e-mail is verified' })
  requiresVerification!: boolean;

  @ApiProperty({ description: "true when the account waits for an owner's or admin's activation before it can sign in" })
  requiresActivation!: boolean;
}
