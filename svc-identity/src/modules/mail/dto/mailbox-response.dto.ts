import { ApiProperty } from '@nestjs/swagger';

export class MailboxAttachmentDto {
  @ApiProperty({ description: 'Its place in the message, from 0: GET /api/dev/mailbox/{id}/attachments/{index} downloads it', example: 0 })
  index!: number;

  @ApiProperty({ example: 'revenue.xlsx' })
  filename!: string;

  @ApiProperty({ example: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  contentType!: string;

  @ApiProperty({ description: 'In bytes', example: 48213 })
  size!: number;
}

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

  @ApiProperty({ type: [MailboxAttachmentDto], description: 'The files sent with the message, in order (empty when none)' })
  attachments!: MailboxAttachmentDto[];
}

export class MailboxResponseDto {
  @ApiProperty({ type: [MailboxMessageDto], description: 'Newest first' })
  messages!: MailboxMessageDto[];
}
