import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ST_ENTITY_KEYS, type StEntityKey } from '@milestone/servicetitan-contract';
import { replicaTableOf } from './replica-tables.js';
import type { ReplicaRow } from './tables/replica-row.js';

/** PostgreSQL's bind-parameter limit for one statement. */
export const MAX_PARAMETERS = 65_535;

interface TableShape {
  table: string;
  /** [property, column] of every column, in the order of the INSERT. */
  columns: Array<[keyof ReplicaRow | string, string]>;
  /** The statement's text up to VALUES, and its ON CONFLICT tail. */
  head: string;
  tail: string;
  rowsPerStatement: number;
}

/** A JSON value PostgreSQL reads back unchanged; Dates are written as ISO instants. */
function parameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** The replica's rows: set-based upserts per entity, counts, and removal of a company's data. */
@Injectable()
export class ReplicaRepository {
  private readonly shapes = new Map<StEntityKey, TableShape>();

  constructor(private readonly dataSource: DataSource) {}

  /** Inserts or updates the records (raw, as ServiceTitan sent them) of one entity for one company. */
  async upsert(companyId: number, entity: StEntityKey, records: ReadonlyArray<Record<string, unknown>>, syncedAt: Date): Promise<void> {
    await this.dataSource.transaction((manager) => this.upsertWith(manager, companyId, entity, records, syncedAt));
  }

  /**
   * The upsert inside the caller's transaction (the sync stores a page and its continuation token
   * together). A record seen twice in one page keeps its last version (one INSERT may not touch a
   * row twice); an older version never overwrites a newer one already stored.
   */
  async upsertWith(manager: EntityManager, companyId: number, entity: StEntityKey, records: ReadonlyArray<Record<string, unknown>>, syncedAt: Date): Promise<number> {
    if (records.length === 0) return 0;
    const table = replicaTableOf(entity);
    const latest = new Map<number, ReplicaRow>();
    for (const record of records) {
      const row = table.toRow(record as never, companyId, syncedAt);
      latest.delete(row.id);
      latest.set(row.id, row as ReplicaRow);
    }
    const rows = [...latest.values()];
    const shape = this.shapeOf(entity);
    const width = shape.columns.length;
    for (let start = 0; start < rows.length; start += shape.rowsPerStatement) {
      const chunk = rows.slice(start, start + shape.rowsPerStatement);
      const params: unknown[] = new Array(chunk.length * width);
      const tuples: string[] = new Array(chunk.length);
      let p = 0;
      for (let r = 0; r < chunk.length; r++) {
        const row = chunk[r] as unknown as Record<string, unknown>;
        const placeholders: string[] = new Array(width);
        for (let c = 0; c < width; c++) {
          params[p] = parameter(row[shape.columns[c]![0] as string]);
          placeholders[c] = `$${++p}`;
        }
        tuples[r] = `(${placeholders.join(',')})`;
      }
      await manager.query(`${shape.head} ${tuples.join(',')} ${shape.tail}`, params);
    }
    return rows.length;
  }

  /** Rows per entity of one company (one statement for every table). */
  async countsOf(companyId: number): Promise<Partial<Record<StEntityKey, number>>> {
    const union = ST_ENTITY_KEYS.map((key, i) => `SELECT ${i} AS k, count(*)::int AS n FROM "${this.shapeOf(key).table}" WHERE company_id = $1`).join(' UNION ALL ');
    const rows: Array<{ k: number; n: number }> = await this.dataSource.query(union, [companyId]);
    const counts: Partial<Record<StEntityKey, number>> = {};
    for (const { k, n } of rows) counts[ST_ENTITY_KEYS[k]!] = n;
    return counts;
  }

  /** Rows of one entity of one company. */
  async countOf(companyId: number, entity: StEntityKey): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM "${this.shapeOf(entity).table}" WHERE company_id = $1`, [companyId])) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** Removes every replica row and sync state of the company (on Disconnect), and its finished sync runs. */
  async deleteCompany(companyId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const key of ST_ENTITY_KEYS) await manager.query(`DELETE FROM "${this.shapeOf(key).table}" WHERE company_id = $1`, [companyId]);
      await manager.query(`DELETE FROM st_sync_state WHERE company_id = $1`, [companyId]);
      await manager.query(`DELETE FROM st_sync_runs WHERE company_id = $1 AND outcome <> 'running'`, [companyId]);
    });
  }

  private shapeOf(entity: StEntityKey): TableShape {
    let shape = this.shapes.get(entity);
    if (shape) return shape;
    const metadata = this.dataSource.getMetadata(replicaTableOf(entity).entity);
    const columns = metadata.columns.map((c) => [c.propertyName, c.databaseName] as [string, string]);
    const quoted = columns.map(([, column]) => `"${column}"`);
    const updated = columns
      .filter(([, column]) => column !== 'company_id' && column !== 'id')
      .map(([, column]) => `"${column}" = excluded."${column}"`);
    shape = {
      table: metadata.tableName,
      columns,
      head: `INSERT INTO "${metadata.tableName}" AS t (${quoted.join(', ')}) VALUES`,
      tail: `ON CONFLICT (company_id, id) DO UPDATE SET ${updated.join(', ')} WHERE excluded.modified_on >= t.modified_on`,
      rowsPerStatement: Math.floor(MAX_PARAMETERS / columns.length),
    };
    this.shapes.set(entity, shape);
    return shape;
  }
}
