import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const CONNECTION_SOURCES = ['environment', 'admin'] as const;
export type ConnectionSource = (typeof CONNECTION_SOURCES)[number];

export const CHECK_OUTCOMES = ['success', 'failed', 'not_tested'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** One endpoint's last check. `kind` and `httpStatus` say why it failed, so the status can recommend the fix (a missing scope, a rate limit). */
export interface EndpointCheck {
  status: CheckOutcome;
  message: string;
  kind?: string | null;
  httpStatus?: number | null;
}

/**
 * A company's ServiceTitan connection: one per company (each company is its own ServiceTitan
 * tenant). The client secret and the app key are stored sealed (secret-box.ts, AES-256-GCM with
 * ST_ENCRYPTION_KEY) and never leave the service.
 */
@Entity({ name: 'st_connections' })
export class StConnectionEntity {
  @PrimaryColumn({ name: 'company_id', type: 'int', primaryKeyConstraintName: 'st_connections_pkey' })
  companyId!: number;

  /** e.g. https://auth.servicetitan.io (the token endpoint is {authUrl}/connect/token) */
  @Column({ name: 'auth_url', type: 'text' })
  authUrl!: string;

  /** e.g. https://api.servicetitan.io */
  @Column({ name: 'api_url', type: 'text' })
  apiUrl!: string;

  /** The numeric tenant id, kept as text (ServiceTitan's ids pass 2^31). */
  @Column({ name: 'tenant_id', type: 'text' })
  tenantId!: string;

  @Column({ name: 'client_id', type: 'text' })
  clientId!: string;

  /** Sealed: v1.iv.tag.ciphertext, base64url (secret-box.ts), bound to the company and the column. */
  @Column({ name: 'client_secret_sealed', type: 'text' })
  clientSecretSealed!: string;

  /** Sealed like the secret: the page only says whether one is configured. */
  @Column({ name: 'app_key_sealed', type: 'text' })
  appKeySealed!: string;

  /** 'environment': pre-filled from ST_* for the demo company; 'admin': entered on the status page. */
  @Column({ type: 'varchar', length: 16 })
  source!: ConnectionSource;

  @Column({ name: 'connected_by', type: 'int', nullable: true })
  connectedBy!: number | null;

  /** The last real token request: its outcome, what it said, and when. */
  @Column({ name: 'auth_status', type: 'varchar', length: 16, default: 'not_tested' })
  authStatus!: CheckOutcome;

  @Column({ name: 'auth_message', type: 'text', nullable: true })
  authMessage!: string | null;

  @Column({ name: 'auth_checked_at', type: 'timestamptz', nullable: true })
  authCheckedAt!: Date | null;

  /** The last endpoint checks, keyed by the entity's label (what the status page lists). */
  @Column({ name: 'endpoint_checks', type: 'jsonb', default: () => "'{}'" })
  endpointChecks!: Record<string, EndpointCheck>;

  @Column({ name: 'endpoints_checked_at', type: 'timestamptz', nullable: true })
  endpointsCheckedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
