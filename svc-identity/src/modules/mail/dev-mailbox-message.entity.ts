import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A message the dev mailbox kept instead of sending it (no SMTP_URL). */
@Entity({ name: 'dev_mailbox_messages' })
@Index('dev_mailbox_messages_sent_at_idx', ['sentAt'])
export class DevMailboxMessageEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'dev_mailbox_messages_pkey' })
  id!: string;

  @Column({ name: 'to_address', type: 'varchar', length: 255 })
  to!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'jsonb' })
  links!: string[];

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
