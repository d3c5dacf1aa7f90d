import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9 (points 1, 4, 5, 6): accounts waiting for an administrator's activation, a changed
 * e-mail address pending until its link is followed, and authorized domains that join sign-ups
 * only once proven (DNS TXT record or the owner's verified address at the company's own domain).
 */
export class AccountActivationAndDomainProof1764900000000 implements MigrationInterface {
  name = 'AccountActivationAndDomainProof1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "is_active" boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE "users" ADD "pending_email" varchar(255)`);

    await q.query(`ALTER TABLE "company_domains" ADD "verification_token" varchar(64)`);
    await q.query(`UPDATE "company_domains" SET "verification_token" = md5(random()::text || clock_timestamp()::text || "domain")`);
    await q.query(`ALTER TABLE "company_domains" ALTER COLUMN "verification_token" SET NOT NULL`);
    await q.query(`ALTER TABLE "company_domains" ADD "verified_at" timestamptz`);
    await q.query(`ALTER TABLE "company_domains" ADD "verification_method" varchar(50)`);
    // Several companies may claim a domain; only one may prove it.
    await q.query(`ALTER TABLE "company_domains" DROP CONSTRAINT "company_domains_pkey"`);
    await q.query(`ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_pkey" PRIMARY KEY ("domain", "company_id")`);
    await q.query(`CREATE UNIQUE INDEX "company_domains_proven_domain_key" ON "company_domains" ("domain") WHERE "verified_at" IS NOT NULL`);

    // Claims made before proofs existed stay pending, except a company's own domain whose owner
    // has verified an address at it: that is the proof the platform accepts for it.
    await q.query(`UPDATE "company_domains" cd SET "verified_at" = now(), "verification_method" = 'owner-email'
      FROM "companies" c
      WHERE c."id" = cd."company_id" AND c."domain" = cd."domain"
        AND EXISTS (SELECT 1 FROM "users" u WHERE u."company_id" = c."id" AND u."role" = 'owner' AND u."is_email_verified"
                    AND split_part(u."email", '@', 2) = c."domain")`);
    await q.query(`UPDATE "companies" c SET "is_verified" = true, "verification_method" = 'owner-email'
      FROM "company_domains" cd WHERE cd."company_id" = c."id" AND cd."domain" = c."domain" AND cd."verified_at" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "company_domains_proven_domain_key"`);
    await q.query(`ALTER TABLE "company_domains" DROP CONSTRAINT "company_domains_pkey"`);
    await q.query(`DELETE FROM "company_domains" a USING "company_domains" b WHERE a."domain" = b."domain" AND a."created_at" > b."created_at"`);
    await q.query(`ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_pkey" PRIMARY KEY ("domain")`);
    await q.query(`ALTER TABLE "company_domains" DROP COLUMN "verification_method"`);
    await q.query(`ALTER TABLE "company_domains" DROP COLUMN "verified_at"`);
    await q.query(`ALTER TABLE "company_domains" DROP COLUMN "verification_token"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "pending_email"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "is_active"`);
  }
}
