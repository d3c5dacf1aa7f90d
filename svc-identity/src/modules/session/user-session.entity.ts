import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../user/user.entity.js';

/**
 * A sign-in. Its id is the `sessionId` claim of the access tokens issued for it; `sessionToken`
 * holds the SHA-256 of the opaque token of the session cookie (never the token itself).
 * Every refresh rotates that token (the old digest goes to retired_session_tokens);
 * `expiresAt` moves with each refresh (12 h, at most 7 days after `createdAt`); ended by logout,
 * password reset, demotion or deletion (`endedAt`).
 */
@Entity({ name: 'user_sessions' })
@Index('user_sessions_session_token_key', ['sessionToken'], { unique: true })
@Index('user_sessions_user_id_idx', ['userId'])
export class UserSessionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'user_sessions_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_sessions_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'session_token', type: 'varchar', length: 255 })
  sessionToken!: string;

  /** The digest of the token `sessionToken` replaced at the last refresh (the two-tabs grace). */
  @Column({ name: 'previous_session_token', type: 'varchar', length: 255, nullable: true })
  previousSessionToken!: string | null;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt!: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;
}
