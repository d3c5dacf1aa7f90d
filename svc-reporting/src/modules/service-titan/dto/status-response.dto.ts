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

export class StatusResponseDto {
  @ApiProperty({ description: 'Whether every setting the connector needs is present' })
  configured!: boolean;

  @ApiProperty({ type: IntegrationStatusDto })
  status!: IntegrationStatusDto;
}
