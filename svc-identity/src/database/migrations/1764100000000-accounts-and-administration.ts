import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 3 (accounts, sign-in, administration): the e-mail verification log, invitations, the dev
 * mailbox, sign-in throttling, authorized domains one per row, and the reset-token lookup index.
 */
export class AccountsAndAdministration1764100000000 implements MigrationInterface {
  name = 'AccountsAndAdministration1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "email_verification_logs" (
      "id" uuid NOT NULL,
      "user_id" integer NOT NULL,
      "email" varchar(255) NOT NULL,
      "verification_token" varchar(64) NOT NULL,
      "status" varchar(20) NOT NULL DEFAULT 'sent',
      "sent_at" timestamptz NOT NULL,
      "verified_at" timestamptz,
      "expires_at" timestamptz NOT NULL,
      "ip_address" varchar(64),
      "user_agent" varchar(512),
      CONSTRAINT "email_verification_logs_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "email_verification_logs_verification_token_key" ON "email_verification_logs" ("verification_token")`);
    await q.query(`CREATE INDEX "email_verification_logs_user_id_idx" ON "email_verification_logs" ("user_id")`);
    await q.query(`ALTER TABLE "email_verification_logs" ADD CONSTRAINT "email_verification_logs_user_id_fkey"
      FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await q.query(`CREATE TABLE "user_invitations" (
      "id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
      "company_id" integer NOT NULL,
      "invited_by" integer,
      "email" varchar(255) NOT NULL,
      "first_name" varchar(100),
      "last_name" varchar(100),
      "role" varchar(50) NOT NULL DEFAULT 'user',
      "invitation_token" varchar(64) NOT NULL,
      "status" varchar(20) NOT NULL DEFAULT 'pending',
      "expires_at" timestamptz NOT NULL,
      "accepted_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "user_invitations_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "user_invitations_company_id_email_key" ON "user_invitations" ("company_id", "email")`);
    await q.query(`CREATE UNIQUE INDEX "user_invitations_invitation_token_key" ON "user_invitations" ("invitation_token")`);
    await q.query(`ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_company_id_fkey"
      FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_fkey"
      FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);

    await q.query(`CREATE TABLE "dev_mailbox_messages" (
      "id" uuid NOT NULL,
      "to_address" varchar(255) NOT NULL,
      "subject" varchar(500) NOT NULL,
      "text" text NOT NULL,
      "html" text NOT NULL,
      "links" jsonb NOT NULL,
      "sent_at" timestamptz NOT NULL,
      CONSTRAINT "dev_mailbox_messages_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE INDEX "dev_mailbox_messages_sent_at_idx" ON "dev_mailbox_messages" ("sent_at")`);

    await q.query(`CREATE TABLE "sign_in_throttles" (
      "key" varchar(320) NOT NULL,
      "failures" integer NOT NULL DEFAULT 0,
      "window_started_at" timestamptz NOT NULL,
      "locked_until" timestamptz,
      CONSTRAINT "sign_in_throttles_pkey" PRIMARY KEY ("key")
    )`);

    await q.query(`CREATE TABLE "company_domains" (
      "domain" varchar(255) NOT NULL,
      "company_id" integer NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "company_domains_pkey" PRIMARY KEY ("domain")
    )`);
    await q.query(`CREATE INDEX "company_domains_company_id_idx" ON "company_domains" ("company_id")`);
    await q.query(`ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_fkey"
      FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Existing companies' authorized domains, one row each (the first company keeps a shared one).
    await q.query(`INSERT INTO "company_domains" ("domain", "company_id")
      SELECT DISTINCT ON (d) d, s.company_id
      FROM "company_settings" s, unnest(string_to_array(lower(coalesce(s.verification_domain, '')), ',')) AS d
      WHERE btrim(d) <> ''
      ORDER BY d, s.company_id
      ON CONFLICT DO NOTHING`);

    await q.query(`CREATE UNIQUE INDEX "users_password_reset_token_key" ON "users" ("password_reset_token")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "users_password_reset_token_key"`);
    await q.query(`DROP TABLE "company_domains"`);
    await q.query(`DROP TABLE "sign_in_throttles"`);
    await q.query(`DROP TABLE "dev_mailbox_messages"`);
    await q.query(`DROP TABLE "user_invitations"`);
    await q.query(`DROP TABLE "email_verification_logs"`);
  }
}
