import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';

export const CHECK_STATUSES = ['success', 'failed', 'not_tested'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export class IntegrationConfigurationDto {
  @ApiProperty({ type: String, nullable: true })
  clientId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  tenantId!: string | null;

  @ApiProperty({ description: 'Whether an application key (ST-App-Key) is set; the key itself is never shown' })
  appKeyConfigured!: boolean;

  @ApiProperty({ type: String, nullable: true })
  baseUrl!: string | null;
}

export class AuthenticationStatusDto {
  @ApiProperty({ enum: CHECK_STATUSES })
  status!: CheckStatus;

  @ApiProperty()
  message!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp!: string;
}

export class EndpointStatusDto {
  @ApiProperty({ enum: CHECK_STATUSES })
  status!: CheckStatus;

  @ApiProperty()
  message!: string;
}

@ApiExtraModels(EndpointStatusDto)
export class IntegrationStatusDto {
  @ApiProperty({ type: IntegrationConfigurationDto })
  configuration!: IntegrationConfigurationDto;

  @ApiProperty({ type: AuthenticationStatusDto })
  authentication!: AuthenticationStatusDto;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(EndpointStatusDto) },
    description: 'Per endpoint, keyed by its name',
  })
  endpoints!: Record<string, EndpointStatusDto>;

  @ApiProperty({ type: [String] })
  recommendations!: string[];
}

export const FRESHNESS = ['fresh', 'stale', 'never'] as const;
export type Freshness = (typeof FRESHNESS)[number];

export class ReplicaEntityStatusDto {
  @ApiProperty({ description: 'The entity key (customers, jobs, grossPayItems ...)' })
  key!: string;

  @ApiProperty({ description: 'What the page shows, e.g. Gross pay items' })
  label!: string;

  @ApiProperty({ description: 'Rows in the replica (active or not)' })
  records!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'End of the last successful sync of this entity' })
  syncedAt!: string | null;

  @ApiProperty({ enum: ['never', 'running', 'ok', 'failed'] })
  state!: 'never' | 'running' | 'ok' | 'failed';

  @ApiProperty({ description: 'Records fetched by the running or last sync' })
  fetched!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The total the source announced, when it does' })
  total!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last sync of this entity failed' })
  error!: string | null;

  @ApiProperty({ enum: FRESHNESS, description: 'fresh: synced within two sync intervals; stale: older; never: not synced yet' })
  freshness!: Freshness;
}

export class ReplicaStatusDto {
  @ApiProperty({ type: [ReplicaEntityStatusDto] })
  entities!: ReplicaEntityStatusDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'End of the last sync that succeeded' })
  lastSyncAt!: string | null;
}

export class SyncStatusDto {
  @ApiProperty()
  running!: boolean;

  @ApiProperty({ type: String, nullable: true })
  syncId!: string | null;

  @ApiProperty({ enum: ['schedule', 'start', 'manual', 'connect'], nullable: true })
  trigger!: 'schedule' | 'start' | 'manual' | 'connect' | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: string | null;

  @ApiProperty({ description: 'Share of the entities done, 0-100' })
  percent!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The entity being fetched' })
  currentEntity!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last sync failed (it kept the last good data)' })
  lastError!: string | null;

  @ApiProperty({ description: 'Seconds between scheduled syncs; 0 when there is no schedule' })
  intervalSeconds!: number;
}

export class ConnectionDto {
  @ApiProperty({ enum: ['environment', 'admin'], description: 'environment: pre-filled from ST_* for the demo company; admin: entered on this page' })
  source!: 'environment' | 'admin';

  @ApiProperty({ example: 'https://auth.servicetitan.io' })
  authUrl!: string;

  @ApiProperty({ example: 'https://api.servicetitan.io' })
  apiUrl!: string;

  @ApiProperty()
  tenantId!: string;

  @ApiProperty()
  clientId!: string;

  @ApiProperty({ description: 'Always true for a saved connection; the secret itself is never returned' })
  clientSecretConfigured!: boolean;

  @ApiProperty({ description: 'Always true for a saved connection; the key itself is never returned' })
  appKeyConfigured!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  connectedAt!: string;
}

export class StatusResponseDto {
  @ApiProperty({ description: "Whether the caller's company has a ServiceTitan connection" })
  configured!: boolean;

  @ApiProperty({ description: 'Whether the caller may connect, test, disconnect and sync (owner or admin)' })
  canManage!: boolean;

  @ApiProperty({ type: ConnectionDto, nullable: true })
  connection!: ConnectionDto | null;

  @ApiProperty({ type: IntegrationStatusDto })
  status!: IntegrationStatusDto;

  @ApiProperty({ type: ReplicaStatusDto })
  replica!: ReplicaStatusDto;

  @ApiProperty({ type: SyncStatusDto })
  sync!: SyncStatusDto;
}
