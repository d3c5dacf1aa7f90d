import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { EmailField } from './email-field.js';

export class LoginDto {
  @EmailField({ invalid: 'Invalid email address', api: { example: 'jane@acme-electric.com' } })
  email!: string;

  @ApiProperty()
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}
