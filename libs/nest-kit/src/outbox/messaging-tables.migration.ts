import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox and inbox tables; every service lists this migration first. */
export class MessagingTables1763800000000 implements MigrationInterface {
  name = 'MessagingTables1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "outbox" (
      "id" uuid PRIMARY KEY,
      "subject" varchar(200) NOT NULL,
      "payload" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "published_at" timestamptz,
      "attempts" int NOT NULL DEFAULT 0,
      "last_error" text
    )`);
    await q.query(`CREATE INDEX "outbox_unpublished_idx" ON "outbox" ("created_at") WHERE published_at IS NULL`);
    await q.query(`CREATE TABLE "inbox" (
      "consumer" varchar(200) NOT NULL,
      "message_id" varchar(200) NOT NULL,
      "subject" varchar(200) NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("consumer", "message_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "inbox"`);
    await q.query(`DROP TABLE "outbox"`);
  }
}
