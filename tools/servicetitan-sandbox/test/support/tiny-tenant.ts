import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ST_ENTITIES, ST_ENTITY_KEYS, type StEntityKey } from '@milestone/servicetitan-contract';
import type { ChangeRequest, ChangeResult, TenantData } from '../../src/data/tenant-data.js';
import type { TenantSpec } from '../../src/tenants.js';

/**
 * A hand-made tiny tenant: `perEntity` records of each entity built from the documents' own schemas
 * (every required property with its type). For the server's tests that must not depend on the
 * generator's shapes (paging, continuation, filters), and for starting before the generator exists.
 */
const here = dirname(fileURLToPath(import.meta.url));
const OPENAPI_DIR = resolve(here, '../../../../libs/servicetitan-contract/openapi');

type Schema = Record<string, unknown>;
const documents = new Map<string, { components: { schemas: Record<string, Schema> }; paths: Record<string, Record<string, unknown>> }>();
function document(name: string) {
  let doc = documents.get(name);
  if (!doc) {
    doc = JSON.parse(readFileSync(resolve(OPENAPI_DIR, `${name}-v2.json`), 'utf8'));
    documents.set(name, doc!);
  }
  return doc!;
}

function deref(doc: ReturnType<typeof document>, schema: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === 'string') current = doc.components.schemas[(current.$ref as string).split('/').pop()!]!;
  if (Array.isArray(current.oneOf) && current.oneOf.length === 1 && !current.type) current = deref(doc, current.oneOf[0] as Schema);
  return current;
}

function sample(doc: ReturnType<typeof document>, raw: Schema, name: string, n: number): unknown {
  const schema = deref(doc, raw);
  if (Array.isArray(raw.oneOf) && raw.oneOf.length === 1) return sample(doc, raw.oneOf[0] as Schema, name, n);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const type = types.find((t) => t !== 'null') ?? types[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (type) {
    case 'integer':
      return n;
    case 'number':
      return n + 0.5;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      for (const key of (schema.required as string[] | undefined) ?? []) out[key] = sample(doc, props[key] ?? {}, key, n);
      return out;
    }
    default:
      if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'decimal') return `${n}.25`;
      if (schema.format === 'guid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return `someone${n}@example.com`;
      if (schema.format === 'duration') return '01:00:00';
      return `${name} ${n}`;
  }
}

function recordSchema(key: StEntityKey): { doc: ReturnType<typeof document>; schema: Schema } {
  const entity = ST_ENTITIES[key];
  const doc = document(entity.module);
  const operation = doc.paths[`/tenant/{tenant}/${entity.path}`]!.get as { responses: Record<string, { content: Record<string, { schema: Schema }> }> };
  const envelope = deref(doc, Object.values(operation.responses['200']!.content)[0]!.schema);
  return { doc, schema: (envelope.properties as Record<string, Schema>).data!.items as Schema };
}

/** `perEntity` records per entity, ids 1..n, modifiedOn one minute apart in id order, all active. */
export function tinyTenant(spec: TenantSpec, anchor: Date, perEntity = 12): TenantData {
  const records = {} as Record<StEntityKey, unknown[]>;
  for (const key of ST_ENTITY_KEYS) {
    const { doc, schema } = recordSchema(key);
    records[key] = Array.from({ length: perEntity }, (_, i) => {
      const record = sample(doc, schema, key, i + 1) as Record<string, unknown>;
      record.id = i + 1;
      record.active = true;
      const on = new Date(anchor.getTime() - (perEntity - i) * 3_600_000).toISOString();
      record.createdOn = on;
      record.modifiedOn = on;
      return record;
    });
  }
  return { spec, anchor, records: records as TenantData['records'] };
}

/** Modifies (moves to the end with a new modifiedOn), deletes (active false) and creates records of customers. */
export function tinyApplyChanges(data: TenantData, request: ChangeRequest): ChangeResult {
  const list = data.records.customers as unknown as Record<string, unknown>[];
  const at = (request.at ?? new Date()).toISOString();
  const result: ChangeResult = { modified: { customers: [] }, deleted: { customers: [] }, created: { customers: [] } };
  const touch = (record: Record<string, unknown>) => {
    list.splice(list.indexOf(record), 1);
    record.modifiedOn = at;
    list.push(record);
  };
  for (let i = 0; i < (request.modify ?? 0); i++) {
    const record = list[0]!;
    touch(record);
    result.modified.customers!.push(record.id as number);
  }
  for (let i = 0; i < (request.delete ?? 0); i++) {
    const record = list.find((r) => r.active !== false)!;
    record.active = false;
    touch(record);
    result.deleted.customers!.push(record.id as number);
  }
  for (let i = 0; i < (request.create ?? 0); i++) {
    const id = Math.max(...list.map((r) => r.id as number)) + 1;
    list.push({ ...list[0], id, createdOn: at, modifiedOn: at, active: true });
    result.created.customers!.push(id);
  }
  return result;
}
