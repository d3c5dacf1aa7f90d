import { ApiProperty } from '@nestjs/swagger';

export class MailboxMessageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'jane@acme-electric.com' })
  to!: string;

  @ApiProperty({ example: 'Verify your email address' })
  subject!: string;

  @ApiProperty()
  text!: string;

  @ApiProperty()
  html!: string;

  @ApiProperty({ type: [String], description: 'The links of the message, in order' })
  links!: string[];

  @ApiProperty({ type: String, format: 'date-time' })
  sentAt!: string;
}

export class MailboxResponseDto {
  @ApiProperty({ type: [MailboxMessageDto], description: 'Newest first' })
  messages!: MailboxMessageDto[];
}
