import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * task_executions.idempotency_key: the Idempotency-Key a user's Run Task sent. One key names one
 * run of one task by one user (unique among them), so a repeated request answers that run.
 */
export class ExecutionIdempotencyKey1763870000000 implements MigrationInterface {
  name = 'ExecutionIdempotencyKey1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "task_executions" ADD "idempotency_key" varchar(200)`);
    await q.query(
      `CREATE UNIQUE INDEX "task_executions_idempotency_key_idx" ON "task_executions" ("company_id", "task_id", "started_by", "idempotency_key") WHERE idempotency_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "task_executions_idempotency_key_idx"`);
    await q.query(`ALTER TABLE "task_executions" DROP COLUMN "idempotency_key"`);
  }
}
