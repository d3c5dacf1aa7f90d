import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { DataSource } from 'typeorm';
import { EXECUTIONS_EXPIRED_V1, STREAMS, TASK_CREATED_V1, TASK_DELETED_V1 } from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
import { TEST_NATS_URL } from '@milestone/nest-kit/testing';

/** The subjects svc-files consumes from the TASKS stream (one durable each). */
export const CONSUMED_TASK_SUBJECTS = [TASK_CREATED_V1, TASK_DELETED_V1, EXECUTIONS_EXPIRED_V1] as const;

/** Removes a test run's durable consumers from the shared NATS. */
export async function removeDurables(serviceName: string): Promise<void> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    for (const subject of CONSUMED_TASK_SUBJECTS) {
      await jsm.consumers.delete(STREAMS.TASKS.name, durableName(serviceName, subject)).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}

/** Every file under `dir`, as paths relative to it ('/'-separated). */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (sub: string) => {
    let names: string[];
    try {
      names = await readdir(join(dir, sub));
    } catch {
      return;
    }
    for (const name of names) {
      const rel = sub ? `${sub}/${name}` : name;
      if ((await stat(join(dir, rel))).isDirectory()) await walk(rel);
      else found.push(rel);
    }
  };
  await walk('');
  return found.sort();
}

/** What svc-files wrote for a task: its rows, its outbox events, its blobs on disk. */
export async function writtenFor(ds: DataSource, filesDir: string, companyId: number, taskId: number) {
  const rows: unknown[] = await ds.query(`SELECT id FROM uploaded_files WHERE company_id = $1 AND task_id = $2`, [companyId, taskId]);
  const events: Array<{ subject: string; payload: Record<string, unknown> }> = await ds.query(
    `SELECT subject, payload FROM outbox WHERE (payload->>'companyId')::int = $1 AND (payload->>'taskId')::int = $2 ORDER BY created_at`,
    [companyId, taskId],
  );
  const blobs = (await filesUnder(filesDir)).filter((p) => p.startsWith(`${companyId}/${taskId}/`));
  return { rows: rows.length, events, blobs };
}
