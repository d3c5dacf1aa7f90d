import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads become a task's inputs (issue 11): uploaded_files gets its SHA-256, the storage key in
 * file_path and superseded_at (null: a current input of its task); known_tasks is the read model
 * of svc-tasks' tasks (and the per-task lock of uploads and claims); execution_inputs records
 * which uploads an execution used, so a replaced upload stays while a run needs it.
 */
export class TaskInputs1763820000000 implements MigrationInterface {
  name = 'TaskInputs1763820000000';

  async up(q: QueryRunner): Promise<void> {
    // No upload route existed before this migration: a row without a task, or without a stored
    // blob to hash, cannot have come from a user and is not kept.
    await q.query(`DELETE FROM "uploaded_files"`);
    await q.query(`ALTER TABLE "uploaded_files" ALTER COLUMN "task_id" SET NOT NULL`);
    await q.query(`ALTER TABLE "uploaded_files" ADD "sha256" character(64) NOT NULL`);
    await q.query(`ALTER TABLE "uploaded_files" ADD "superseded_at" timestamptz`);
    await q.query(`CREATE INDEX "uploaded_files_current_idx" ON "uploaded_files" ("company_id", "task_id") WHERE "superseded_at" IS NULL`);

    await q.query(`CREATE TABLE "known_tasks" (
      "task_id" integer NOT NULL,
      "company_id" integer NOT NULL,
      "deleted_at" timestamptz,
      CONSTRAINT "known_tasks_pkey" PRIMARY KEY ("task_id")
    )`);

    await q.query(`CREATE TABLE "execution_inputs" (
      "execution_id" integer NOT NULL,
      "file_id" integer NOT NULL,
      "company_id" integer NOT NULL,
      "task_id" integer NOT NULL,
      CONSTRAINT "execution_inputs_pkey" PRIMARY KEY ("execution_id", "file_id"),
      CONSTRAINT "execution_inputs_file_fkey" FOREIGN KEY ("file_id") REFERENCES "uploaded_files"("id") ON DELETE NO ACTION ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "execution_inputs_file_idx" ON "execution_inputs" ("file_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "execution_inputs"`);
    await q.query(`DROP TABLE "known_tasks"`);
    await q.query(`DROP INDEX "uploaded_files_current_idx"`);
    await q.query(`ALTER TABLE "uploaded_files" DROP COLUMN "superseded_at"`);
    await q.query(`ALTER TABLE "uploaded_files" DROP COLUMN "sha256"`);
    await q.query(`ALTER TABLE "uploaded_files" ALTER COLUMN "task_id" DROP NOT NULL`);
  }
}
