import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An event waiting to be published (or published, kept for the record). */
@Entity({ name: 'outbox' })
@Index('outbox_unpublished_idx', ['createdAt'], { where: 'published_at IS NULL' })
export class OutboxEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;
}

/** A message a consumer has handled: a redelivery of the same message id changes nothing. */
@Entity({ name: 'inbox' })
export class InboxEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  consumer!: string;

  @PrimaryColumn({ name: 'message_id', type: 'varchar', length: 200 })
  messageId!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}

export const MESSAGING_ENTITIES = [OutboxEntity, InboxEntity];
