import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rest of the ServiceTitan replica (the tables reports read: business units, technicians,
 * teams, job types, campaigns, jobs, appointments and their assignments, estimates, invoices and
 * their items, payments, job splits, timesheets, gross pay items) with the indexes report queries
 * filter and join on, and st_sync_runs, one row per sync so every instance sees a running sync.
 */
export class ServiceTitanReplica1795000000001 implements MigrationInterface {
  name = 'ServiceTitanReplica1795000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "st_sync_runs" ("id" uuid NOT NULL, "company_id" integer NOT NULL, "trigger" character varying(16) NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, "outcome" character varying(16) NOT NULL DEFAULT 'running', "percent" integer NOT NULL DEFAULT '0', "current_entity" character varying(40), "error" text, "fetched" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "st_sync_runs_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "st_sync_runs_company_started_idx" ON "st_sync_runs"  ("company_id", "started_at") `);
    await q.query(
      `CREATE TABLE "st_appointment_assignments" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "appointment_id" bigint, "job_id" bigint, "technician_id" bigint, "technician_name" text, "assigned_on" TIMESTAMP WITH TIME ZONE, "status" character varying(20), CONSTRAINT "PK_225844899596471585f1326dad7" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_appointment_assignments_company_job_idx" ON "st_appointment_assignments"  ("company_id", "job_id") `);
    await q.query(`CREATE INDEX "st_appointment_assignments_company_technician_idx" ON "st_appointment_assignments"  ("company_id", "technician_id") `);
    await q.query(
      `CREATE TABLE "st_appointments" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "job_id" bigint, "appointment_number" text, "start" TIMESTAMP WITH TIME ZONE, "end" TIMESTAMP WITH TIME ZONE, "status" character varying(20), CONSTRAINT "PK_357d990917361b635c112eadbb3" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_appointments_company_start_idx" ON "st_appointments"  ("company_id", "start") `);
    await q.query(`CREATE INDEX "st_appointments_company_job_idx" ON "st_appointments"  ("company_id", "job_id") `);
    await q.query(
      `CREATE TABLE "st_business_units" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "name" text NOT NULL, "official_name" text, "trade_name" text, CONSTRAINT "PK_5d483e79eb2a3eab808b5b1738e" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(
      `CREATE TABLE "st_campaigns" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "name" text NOT NULL, "category" text, "source" text, CONSTRAINT "PK_bd73194ef8d3008774940054ced" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(
      `CREATE TABLE "st_estimates" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "job_id" bigint, "customer_id" bigint, "location_id" bigint, "name" text, "status" text, "sold_on" TIMESTAMP WITH TIME ZONE, "sold_by" bigint, "subtotal" numeric(14,2), "business_unit_id" bigint, CONSTRAINT "PK_034b51599c555915bd4cd1c2d52" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_estimates_company_sold_idx" ON "st_estimates"  ("company_id", "sold_on") `);
    await q.query(
      `CREATE TABLE "st_gross_pay_items" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "employee_id" bigint, "employee_type" character varying(20), "payroll_id" bigint, "date" TIMESTAMP WITH TIME ZONE, "gross_pay_item_type" character varying(40), "amount" numeric(14,2), "paid_duration_hours" numeric(14,4), "paid_time_type" character varying(20), "job_id" bigint, "invoice_id" bigint, "activity" text, CONSTRAINT "PK_b1a28786a3067658aa02b0c64d7" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_gross_pay_items_company_employee_date_idx" ON "st_gross_pay_items"  ("company_id", "employee_id", "date") `);
    await q.query(`CREATE INDEX "st_gross_pay_items_company_date_idx" ON "st_gross_pay_items"  ("company_id", "date") `);
    await q.query(
      `CREATE TABLE "st_invoice_items" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "invoice_id" bigint, "type" character varying(20), "sku_name" text, "quantity" numeric(14,4), "price" numeric(14,2), "total" numeric(14,2), "technician_id" bigint, CONSTRAINT "PK_2ec1d0fcdacd7b9a923b0486b63" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_invoice_items_company_invoice_idx" ON "st_invoice_items"  ("company_id", "invoice_id") `);
    await q.query(
      `CREATE TABLE "st_invoices" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reference_number" text, "invoice_date" TIMESTAMP WITH TIME ZONE, "due_date" TIMESTAMP WITH TIME ZONE, "sub_total" numeric(14,2), "sales_tax" numeric(14,2), "total" numeric(14,2), "balance" numeric(14,2), "customer_id" bigint, "location_id" bigint, "business_unit_id" bigint, "job_id" bigint, "job_number" text, "paid_on" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8b0e8ce1e31271f9827908e2aac" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_invoices_company_job_idx" ON "st_invoices"  ("company_id", "job_id") `);
    await q.query(`CREATE INDEX "st_invoices_company_date_idx" ON "st_invoices"  ("company_id", "invoice_date") `);
    await q.query(
      `CREATE TABLE "st_job_splits" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "job_id" bigint, "technician_id" bigint, "split" numeric(14,4), CONSTRAINT "PK_e5841188b635237deafa0b3689a" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_job_splits_company_technician_idx" ON "st_job_splits"  ("company_id", "technician_id") `);
    await q.query(`CREATE INDEX "st_job_splits_company_job_idx" ON "st_job_splits"  ("company_id", "job_id") `);
    await q.query(
      `CREATE TABLE "st_job_types" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "name" text NOT NULL, "sold_threshold" numeric(14,2), CONSTRAINT "PK_97e4992b7a59455cb974eaf5985" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(
      `CREATE TABLE "st_jobs" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "job_number" text, "customer_id" bigint, "location_id" bigint, "business_unit_id" bigint, "job_type_id" bigint, "campaign_id" bigint, "job_status" character varying(20), "completed_on" TIMESTAMP WITH TIME ZONE, "sold_by_id" bigint, "invoice_id" bigint, "total" numeric(14,2), "no_charge" boolean, CONSTRAINT "PK_ffc9b4545fbc60dfd737ac1041f" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_jobs_company_business_unit_idx" ON "st_jobs"  ("company_id", "business_unit_id") `);
    await q.query(`CREATE INDEX "st_jobs_company_customer_idx" ON "st_jobs"  ("company_id", "customer_id") `);
    await q.query(`CREATE INDEX "st_jobs_company_completed_idx" ON "st_jobs"  ("company_id", "completed_on") `);
    await q.query(
      `CREATE TABLE "st_payments" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "date" TIMESTAMP WITH TIME ZONE, "type" text, "total" numeric(14,2), "customer_id" bigint, "first_invoice_id" bigint, CONSTRAINT "PK_c9b91e362a2dc60da5dc34ad926" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_payments_company_date_idx" ON "st_payments"  ("company_id", "date") `);
    await q.query(
      `CREATE TABLE "st_teams" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "name" text, CONSTRAINT "PK_e6abbe53a275569c4ea82358c9d" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(
      `CREATE TABLE "st_technicians" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "name" text NOT NULL, "business_unit_id" bigint, "team" text, "email" text, "hourly_rate" numeric(14,2), "commission_rate" numeric(9,4), "sold_by_rate" numeric(9,4), "user_id" bigint, CONSTRAINT "PK_1cb7c0df273340308ba22117030" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(
      `CREATE TABLE "st_timesheets" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "job_id" bigint, "appointment_id" bigint, "technician_id" bigint, "dispatched_on" TIMESTAMP WITH TIME ZONE, "arrived_on" TIMESTAMP WITH TIME ZONE, "done_on" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b078b1a5371c9bfd1bbf0dfc633" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_timesheets_company_technician_idx" ON "st_timesheets"  ("company_id", "technician_id") `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "st_timesheets"`);
    await q.query(`DROP TABLE "st_technicians"`);
    await q.query(`DROP TABLE "st_teams"`);
    await q.query(`DROP TABLE "st_payments"`);
    await q.query(`DROP TABLE "st_jobs"`);
    await q.query(`DROP TABLE "st_job_types"`);
    await q.query(`DROP TABLE "st_job_splits"`);
    await q.query(`DROP TABLE "st_invoices"`);
    await q.query(`DROP TABLE "st_invoice_items"`);
    await q.query(`DROP TABLE "st_gross_pay_items"`);
    await q.query(`DROP TABLE "st_estimates"`);
    await q.query(`DROP TABLE "st_campaigns"`);
    await q.query(`DROP TABLE "st_business_units"`);
    await q.query(`DROP TABLE "st_appointments"`);
    await q.query(`DROP TABLE "st_appointment_assignments"`);
    await q.query(`DROP TABLE "st_sync_runs"`);
  }
}
