import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * tasks.input_file_count: how many current input files svc-files holds for the task (the home
 * cards' button rules), kept from files.file.uploaded.v1 / files.file.deleted.v1; input_files_at:
 * the `at` of the newest of those events applied, so an older one arriving late changes nothing.
 */
export class TaskInputFiles1763840000000 implements MigrationInterface {
  name = 'TaskInputFiles1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tasks" ADD "input_file_count" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "tasks" ADD "input_files_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tasks" DROP COLUMN "input_files_at"`);
    await q.query(`ALTER TABLE "tasks" DROP COLUMN "input_file_count"`);
  }
}
