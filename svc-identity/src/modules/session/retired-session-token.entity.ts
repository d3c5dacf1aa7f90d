import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserSessionEntity } from './user-session.entity.js';

/**
 * A session cookie token that a refresh replaced (its SHA-256). Shown again after the short
 * grace, it can only be a copy (a stolen cookie, or the victim's after the thief refreshed): the
 * session is ended everywhere (refresh token reuse detection, OAuth 2.0 Security BCP 4.14).
 */
@Entity({ name: 'retired_session_tokens' })
@Index('retired_session_tokens_session_id_idx', ['sessionId'])
export class RetiredSessionTokenEntity {
  @PrimaryColumn({ name: 'token_digest', type: 'varchar', length: 64, primaryKeyConstraintName: 'retired_session_tokens_pkey' })
  tokenDigest!: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId!: string;

  @ManyToOne(() => UserSessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'retired_session_tokens_session_id_fkey' })
  session?: UserSessionEntity;

  @Column({ name: 'retired_at', type: 'timestamptz', default: () => 'now()' })
  retiredAt!: Date;
}
