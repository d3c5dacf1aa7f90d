import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * company_users.profile_at: the `at` of the newest identity.user.profile-changed.v1 applied to
 * the row, so an older profile event (or the registration's e-mail) never overwrites a newer one.
 */
export class CompanyUserProfiles1763830000000 implements MigrationInterface {
  name = 'CompanyUserProfiles1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "company_users" ADD "profile_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "company_users" DROP COLUMN "profile_at"`);
  }
}
