import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28 (scheduled e-mail delivery of a saved report), the platform's mail for other services:
 * the deliveries they had sent (their idempotency keys unique per company, so a delivery re-run
 * never mails twice), and the files the dev mailbox keeps with its messages.
 */
export class CompanyMailAndAttachments1796684777352 implements MigrationInterface {
  name = 'CompanyMailAndAttachments1796684777352';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "mail_deliveries" (
      "id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
      "company_id" integer NOT NULL,
      "idempotency_key" varchar(200),
      "requested_by" varchar(100) NOT NULL,
      "recipients" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "mail_deliveries_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "mail_deliveries_company_id_idempotency_key_key" ON "mail_deliveries" ("company_id", "idempotency_key")`);

    await q.query(`CREATE TABLE "dev_mailbox_attachments" (
      "message_id" uuid NOT NULL,
      "index" smallint NOT NULL,
      "filename" varchar(255) NOT NULL,
      "content_type" varchar(255) NOT NULL,
      "size" integer NOT NULL,
      "content" bytea NOT NULL,
      CONSTRAINT "dev_mailbox_attachments_pkey" PRIMARY KEY ("message_id", "index")
    )`);
    await q.query(`ALTER TABLE "dev_mailbox_attachments" ADD CONSTRAINT "dev_mailbox_attachments_message_id_fkey"
      FOREIGN KEY ("message_id") REFERENCES "dev_mailbox_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "dev_mailbox_attachments"`);
    await q.query(`DROP TABLE "mail_deliveries"`);
  }
}
