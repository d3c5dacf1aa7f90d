import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ServiceTitan, per company: the connection (secret and app key sealed), where each entity's
 * replica stands, and the replica tables the customer search reads (customers, their contacts,
 * their locations) with trigram indexes for searching by name and by address.
 */
export class ServiceTitanConnection1795000000000 implements MigrationInterface {
  name = 'ServiceTitanConnection1795000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE TABLE "st_connections" ("company_id" integer NOT NULL, "auth_url" text NOT NULL, "api_url" text NOT NULL, "tenant_id" text NOT NULL, "client_id" text NOT NULL, "client_secret_sealed" text NOT NULL, "app_key_sealed" text NOT NULL, "source" character varying(16) NOT NULL, "connected_by" integer, "auth_status" character varying(16) NOT NULL DEFAULT 'not_tested', "auth_message" text, "auth_checked_at" TIMESTAMP WITH TIME ZONE, "endpoint_checks" jsonb NOT NULL DEFAULT '{}', "endpoints_checked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "st_connections_pkey" PRIMARY KEY ("company_id"))`,
    );
    await q.query(
      `CREATE TABLE "st_sync_state" ("company_id" integer NOT NULL, "entity" character varying(40) NOT NULL, "cursor" text, "state" character varying(16) NOT NULL DEFAULT 'never', "records" integer NOT NULL DEFAULT '0', "fetched" integer NOT NULL DEFAULT '0', "total" integer, "started_at" TIMESTAMP WITH TIME ZONE, "synced_at" TIMESTAMP WITH TIME ZONE, "error" text, CONSTRAINT "st_sync_state_pkey" PRIMARY KEY ("company_id", "entity"))`,
    );
    await q.query(
      `CREATE TABLE "st_customers" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "name" text NOT NULL, "type" character varying(20), "street" text, "city" text, "state" text, "zip" text, "balance" numeric(14,2), CONSTRAINT "PK_06684f44671a9737a85388d7559" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_customers_company_modified_idx" ON "st_customers" ("company_id", "modified_on")`);
    await q.query(`CREATE INDEX "st_customers_name_trgm_idx" ON "st_customers" USING gin (lower("name") gin_trgm_ops)`);
    await q.query(
      `CREATE TABLE "st_customer_contacts" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "customer_id" bigint NOT NULL, "type" character varying(20) NOT NULL, "value" text NOT NULL, CONSTRAINT "PK_27e33fb9e36daa50d71f6b80257" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_customer_contacts_company_customer_idx" ON "st_customer_contacts" ("company_id", "customer_id")`);
    await q.query(
      `CREATE TABLE "st_locations" ("company_id" integer NOT NULL, "id" bigint NOT NULL, "active" boolean NOT NULL, "created_on" TIMESTAMP WITH TIME ZONE, "modified_on" TIMESTAMP WITH TIME ZONE NOT NULL, "raw" jsonb NOT NULL, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL, "customer_id" bigint NOT NULL, "name" text NOT NULL, "street" text, "city" text, "state" text, "zip" text, "full_address" text, "square_footage" integer, CONSTRAINT "PK_d1b36acf365dc46418ad873b58d" PRIMARY KEY ("company_id", "id"))`,
    );
    await q.query(`CREATE INDEX "st_locations_company_customer_idx" ON "st_locations" ("company_id", "customer_id")`);
    await q.query(`CREATE INDEX "st_locations_address_trgm_idx" ON "st_locations" USING gin (lower("full_address") gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "st_locations"`);
    await q.query(`DROP TABLE "st_customer_contacts"`);
    await q.query(`DROP TABLE "st_customers"`);
    await q.query(`DROP TABLE "st_sync_state"`);
    await q.query(`DROP TABLE "st_connections"`);
  }
}
