import { ApiProperty } from '@nestjs/swagger';

/** Every error answer: `{ statusCode, message }`, message being the text a user may see. */
export class ErrorDto {
  @ApiProperty()
  statusCode!: number;

  @ApiProperty()
  message!: string;
}
