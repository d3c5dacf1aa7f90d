import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from './transforms.js';

export class LoginDto {
  @ApiProperty({ example: 'jane@acme-electric.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(255, { message: 'Invalid email address' })
  email!: string;

  @ApiProperty()
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}
