import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Companies, their settings, users, sessions and the token signing keys. */
export class IdentitySchema1763900000000 implements MigrationInterface {
  name = 'IdentitySchema1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "companies" (
      "id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
      "name" varchar(255) NOT NULL,
      "domain" varchar(255),
      "is_verified" boolean NOT NULL DEFAULT false,
      "verification_token" varchar(255),
      "verification_method" varchar(50),
      "settings" jsonb NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "companies_domain_lower_check" CHECK ("domain" = lower("domain")),
      CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
    )`);
    // Several personal companies have no domain: a unique index allows any number of NULLs.
    await q.query(`CREATE UNIQUE INDEX "companies_domain_key" ON "companies" ("domain")`);

    await q.query(`CREATE TABLE "company_settings" (
      "id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
      "company_id" integer NOT NULL,
      "verification_domain" varchar(255),
      "require_domain_verification" boolean NOT NULL DEFAULT true,
      "allow_self_registration" boolean NOT NULL DEFAULT false,
      "max_users" integer NOT NULL DEFAULT 10,
      "settings" jsonb NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "company_settings_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "company_settings_company_id_key" ON "company_settings" ("company_id")`);
    await q.query(`ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_fkey"
      FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await q.query(`CREATE TABLE "users" (
      "id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
      "email" varchar(255) NOT NULL,
      "username" varchar(255) NOT NULL,
      "first_name" varchar(100),
      "last_name" varchar(100),
      "role" varchar(50) NOT NULL DEFAULT 'user',
      "company_id" integer NOT NULL,
      "password_hash" varchar(255),
      "is_email_verified" boolean NOT NULL DEFAULT false,
      "email_verification_token" varchar(255),
      "email_verification_expires" timestamptz,
      "password_reset_token" varchar(255),
      "password_reset_expires" timestamptz,
      "last_login_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "users_email_lower_check" CHECK ("email" = lower("email")),
      CONSTRAINT "users_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" ("email")`);
    await q.query(`CREATE INDEX "users_company_id_idx" ON "users" ("company_id")`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_company_id_fkey"
      FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);

    await q.query(`CREATE TABLE "user_sessions" (
      "id" uuid NOT NULL,
      "user_id" integer NOT NULL,
      "session_token" varchar(255) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "ip_address" varchar(64),
      "user_agent" varchar(512),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "ended_at" timestamptz,
      CONSTRAINT "user_sessions_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "user_sessions_session_token_key" ON "user_sessions" ("session_token")`);
    await q.query(`CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions" ("user_id")`);
    await q.query(`ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_fkey"
      FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await q.query(`CREATE TABLE "signing_keys" (
      "id" varchar(64) NOT NULL,
      "algorithm" varchar(16) NOT NULL,
      "public_jwk" jsonb NOT NULL,
      "private_jwk" jsonb NOT NULL,
      "active" boolean NOT NULL DEFAULT true,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "retired_at" timestamptz,
      CONSTRAINT "signing_keys_pkey" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "signing_keys_one_active_key" ON "signing_keys" ("active") WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "signing_keys"`);
    await q.query(`DROP TABLE "user_sessions"`);
    await q.query(`DROP TABLE "users"`);
    await q.query(`DROP TABLE "company_settings"`);
    await q.query(`DROP TABLE "companies"`);
  }
}
