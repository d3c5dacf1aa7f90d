import { ApiProperty } from '@nestjs/swagger';

/** The body of every error answer (nest-kit's error filter). */
export class ErrorDto {
  @ApiProperty({ example: 401 })
  statusCode!: number;

  @ApiProperty({ example: 'Invalid email or password' })
  message!: string;
}
