import { describe, expect, it } from '@jest/globals';
import { getMetadataArgsStorage } from 'typeorm';
import { REPLICA_TABLES } from '../replica/replica-tables.js';
import { ReplicaRow } from '../replica/tables/replica-row.js';
import { ENTITIES, ENTITY_KEYS, FIELDS, FIELD_GROUPS, JOIN_RULES, type EntityKey } from './report-catalog.js';

/** The replica table's columns (database names), its own and ReplicaRow's, from the entity classes. */
function replicaColumns(entityKey: EntityKey): { table: string; columns: Set<string> } {
  const replicaKey = entityKey as keyof typeof REPLICA_TABLES;
  const target = REPLICA_TABLES[replicaKey].entity;
  const storage = getMetadataArgsStorage();
  const table = storage.tables.find((t) => t.target === target)!.name!;
  const columns = new Set(
    storage.columns.filter((c) => c.target === target || c.target === ReplicaRow).map((c) => (c.options.name as string | undefined) ?? c.propertyName),
  );
  return { table, columns };
}

/** Replica columns no user reads as a field: the tenancy, the sync's bookkeeping, and the join keys (the rules use them). */
const NOT_FIELDS = new Set(['company_id', 'raw', 'synced_at', 'modified_on']);
const JOIN_KEYS = new Set([
  'customer_id',
  'location_id',
  'business_unit_id',
  'job_type_id',
  'campaign_id',
  'job_id',
  'invoice_id',
  'technician_id',
  'first_invoice_id',
  'sold_by_id',
  'sold_by',
  'user_id',
]);
/** Columns deliberately left out of the catalog, each with its reason. */
const LEFT_OUT: Record<string, string> = {
  'st_invoices.job_number': 'the job number is the job’s own field (jobs.jobNumber)',
  'st_invoices.created_on': 'the invoice date is what reports date invoices by',
  'st_invoices.active': 'deleted invoices stay in the replica as inactive; the job’s flag answers it',
  'st_locations.active': 'as above',
  'st_appointments.created_on': 'a visit is dated by its start',
  'st_appointments.active': 'as above',
  'st_invoice_items.created_on': 'an item is dated by its invoice',
  'st_invoice_items.active': 'as above',
  'st_payments.created_on': 'a payment is dated by its date',
  'st_payments.active': 'as above',
  'st_estimates.created_on': 'an estimate is dated by when it was sold',
  'st_estimates.active': 'as above',
  'st_job_splits.created_on': 'a split is dated by its job',
  'st_job_splits.active': 'as above',
  'st_technicians.created_on': 'not a reporting date',
  'st_business_units.created_on': 'not a reporting date',
  'st_business_units.active': 'all four units are active',
  'st_job_types.created_on': 'not a reporting date',
  'st_job_types.active': 'not asked for by any report',
  'st_campaigns.created_on': 'not a reporting date',
  'st_campaigns.active': 'not asked for by any report',
  'st_locations.created_on': 'not a reporting date',
};

describe('the report field catalog', () => {
  it('names, for every field, a column the replica has (or the raw record it keeps)', () => {
    for (const field of FIELDS) {
      const { columns } = replicaColumns(field.entity);
      const column = 'column' in field.source ? field.source.column : 'raw';
      expect({ field: field.id, has: columns.has(column) }).toEqual({ field: field.id, has: true });
    }
  });

  it('names, for every entity, its replica table', () => {
    for (const entity of ENTITIES) expect({ entity: entity.key, table: replicaColumns(entity.key).table }).toEqual({ entity: entity.key, table: entity.table });
  });

  it('leaves no replica column a user needs out: each is a field, a join key, bookkeeping or left out with a reason', () => {
    for (const entity of ENTITIES) {
      const { table, columns } = replicaColumns(entity.key);
      const fields = new Set(FIELDS.filter((f) => f.entity === entity.key && 'column' in f.source).map((f) => (f.source as { column: string }).column));
      const missing = [...columns].filter((c) => !fields.has(c) && !NOT_FIELDS.has(c) && !JOIN_KEYS.has(c) && !LEFT_OUT[`${table}.${c}`]);
      expect({ table, missing }).toEqual({ table, missing: [] });
    }
  });

  it('joins by keys the replica has: every rule’s column on its many side', () => {
    expect(JOIN_RULES).toHaveLength(15);
    for (const rule of JOIN_RULES) {
      expect({ rule: rule.key, has: replicaColumns(rule.from).columns.has(rule.fromColumn) }).toEqual({ rule: rule.key, has: true });
    }
  });

  it('has unique field ids of the form entity.property, each in a field group that lists its entity', () => {
    expect(new Set(FIELDS.map((f) => f.id)).size).toBe(FIELDS.length);
    for (const field of FIELDS) {
      expect(field.id.startsWith(`${field.entity}.`)).toBe(true);
      expect(field.description.length).toBeGreaterThan(10);
      expect(FIELD_GROUPS.some((g) => g.entities.includes(field.entity))).toBe(true);
    }
    expect(FIELD_GROUPS.flatMap((g) => g.entities).sort()).toEqual([...ENTITY_KEYS].sort());
  });

  it('covers the eight entities of the spec, each with an id field', () => {
    for (const key of ['customers', 'jobs', 'invoices', 'technicians', 'campaigns', 'appointments', 'locations', 'payments'] as const) {
      expect(FIELDS.some((f) => f.id === `${key}.id`)).toBe(true);
    }
  });
});
