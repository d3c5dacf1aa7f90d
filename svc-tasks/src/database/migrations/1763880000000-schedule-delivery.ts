import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * schedules.delivery: a schedule that e-mails a saved report (which one, the format, the
 * recipients, whether a run with no rows sends nothing); null for a schedule that runs its task.
 */
export class ScheduleDelivery1763880000000 implements MigrationInterface {
  name = 'ScheduleDelivery1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "schedules" ADD "delivery" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "schedules" DROP COLUMN "delivery"`);
  }
}
