import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The release of a deleted task's files: known_tasks.files_released_at (set once no row of the
 * task is left), a partial index of the deleted tasks not released yet (what the sweep reads, empty
 * when there is nothing to do), and the per-task indexes the release's deletes use.
 */
export class TaskRelease1763840000000 implements MigrationInterface {
  name = 'TaskRelease1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "known_tasks" ADD "files_released_at" timestamptz`);
    await q.query(`CREATE INDEX "known_tasks_unreleased_idx" ON "known_tasks" ("task_id") WHERE "deleted_at" IS NOT NULL AND "files_released_at" IS NULL`);
    await q.query(`CREATE INDEX "output_files_company_task_idx" ON "output_files" ("company_id", "task_id")`);
    await q.query(`CREATE INDEX "execution_inputs_company_task_idx" ON "execution_inputs" ("company_id", "task_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "execution_inputs_company_task_idx"`);
    await q.query(`DROP INDEX "output_files_company_task_idx"`);
    await q.query(`DROP INDEX "known_tasks_unreleased_idx"`);
    await q.query(`ALTER TABLE "known_tasks" DROP COLUMN "files_released_at"`);
  }
}
