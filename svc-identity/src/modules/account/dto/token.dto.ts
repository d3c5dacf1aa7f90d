import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token of the verification link' })
  @IsNotEmpty({ message: 'Verification token is required' })
  @IsString({ message: 'Verification token is required' })
  @MaxLength(200, { message: 'This verification link is invalid or has already been used.' })
  token!: string;
}
