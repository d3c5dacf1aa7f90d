import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';

/** A file a dev mailbox message carried, kept with it (bytea: the dev mailbox is for development). */
@Entity({ name: 'dev_mailbox_attachments' })
export class DevMailboxAttachmentEntity {
  @PrimaryColumn({ name: 'message_id', type: 'uuid', primaryKeyConstraintName: 'dev_mailbox_attachments_pkey' })
  messageId!: string;

  /** Its place in the message, from 0. */
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'dev_mailbox_attachments_pkey' })
  index!: number;

  @ManyToOne(() => DevMailboxMessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id', foreignKeyConstraintName: 'dev_mailbox_attachments_message_id_fkey' })
  message?: DevMailboxMessageEntity;

  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  @Column({ name: 'content_type', type: 'varchar', length: 255 })
  contentType!: string;

  @Column({ type: 'int' })
  size!: number;

  @Column({ type: 'bytea' })
  content!: Buffer;
}
