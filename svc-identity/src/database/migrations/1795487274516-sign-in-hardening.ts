import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9 (security hardening), sign-in and sessions: the per-address slow-down's next free slot,
 * rotated refresh tokens (the previous one for the two-tabs grace, every retired one for reuse
 * detection) and the key that signs device cookies.
 */
export class SignInHardening1795487274516 implements MigrationInterface {
  name = 'SignInHardening1795487274516';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sign_in_throttles" ADD "next_attempt_at" timestamptz`);

    await q.query(`ALTER TABLE "user_sessions" ADD "previous_session_token" varchar(255)`);
    await q.query(`ALTER TABLE "user_sessions" ADD "rotated_at" timestamptz`);
    await q.query(`CREATE TABLE "retired_session_tokens" (
      "token_digest" varchar(64) NOT NULL,
      "session_id" uuid NOT NULL,
      "retired_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "retired_session_tokens_pkey" PRIMARY KEY ("token_digest")
    )`);
    await q.query(`CREATE INDEX "retired_session_tokens_session_id_idx" ON "retired_session_tokens" ("session_id")`);
    await q.query(`ALTER TABLE "retired_session_tokens" ADD CONSTRAINT "retired_session_tokens_session_id_fkey"
      FOREIGN KEY ("session_id") REFERENCES "user_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await q.query(`CREATE TABLE "device_cookie_keys" (
      "id" smallint NOT NULL,
      "secret" varchar(64) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "device_cookie_keys_pkey" PRIMARY KEY ("id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "device_cookie_keys"`);
    await q.query(`DROP TABLE "retired_session_tokens"`);
    await q.query(`ALTER TABLE "user_sessions" DROP COLUMN "rotated_at"`);
    await q.query(`ALTER TABLE "user_sessions" DROP COLUMN "previous_session_token"`);
    await q.query(`ALTER TABLE "sign_in_throttles" DROP COLUMN "next_attempt_at"`);
  }
}
