import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * tasks.status_before_schedule: the status a task had when a schedule made it 'scheduled', given
 * back when no enabled schedule is left (an inactive task scheduled and unscheduled is inactive
 * again, not active). A task scheduled before this column existed goes back to 'active', as before.
 */
export class TaskStatusBeforeSchedule1763875000000 implements MigrationInterface {
  name = 'TaskStatusBeforeSchedule1763875000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tasks" ADD "status_before_schedule" varchar(20)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tasks" DROP COLUMN "status_before_schedule"`);
  }
}
