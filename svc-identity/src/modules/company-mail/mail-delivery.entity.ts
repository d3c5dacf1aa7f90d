import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A mail another service had sent to users of a company (POST /internal/mail): who asked, to
 * whom, and its idempotency key. The row is written before the first message goes out and removed
 * when sending fails, so a key is taken at most once and a retry after a failure can send.
 */
@Entity({ name: 'mail_deliveries' })
@Index('mail_deliveries_company_id_idempotency_key_key', ['companyId', 'idempotencyKey'], { unique: true })
export class MailDeliveryEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'mail_deliveries_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  /** Null when the caller sent none (NULLs never collide in the unique index). */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true })
  idempotencyKey!: string | null;

  /** The calling service (its token's `iss`). */
  @Column({ name: 'requested_by', type: 'varchar', length: 100 })
  requestedBy!: string;

  /** Lower-case, in the order asked. */
  @Column({ type: 'jsonb' })
  recipients!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
