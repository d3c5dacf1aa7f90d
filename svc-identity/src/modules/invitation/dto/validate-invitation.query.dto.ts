import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';

export class ValidateInvitationQueryDto {
  @ApiProperty({ description: 'The token of the invitation link' })
  @IsNotEmpty({ message: 'Invitation token is required' })
  @IsString({ message: 'Invitation token is required' })
  token!: string;
}
