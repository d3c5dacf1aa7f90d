import { ApiProperty } from '@nestjs/swagger';

export class CompanySettingsDto {
  @ApiProperty({ example: 'acme-electric.com,acme.com', description: 'The authorized domains, comma-separated' })
  verificationDomain!: string;

  @ApiProperty({ type: [String], example: ['acme-electric.com', 'acme.com'] })
  authorizedDomains!: string[];

  @ApiProperty()
  requireDomainVerification!: boolean;

  @ApiProperty()
  allowSelfRegistration!: boolean;

  @ApiProperty({ example: 10 })
  maxUsers!: number;
}

export class CompanyDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Acme Electric' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'acme-electric.com' })
  domain!: string | null;

  @ApiProperty()
  isVerified!: boolean;

  @ApiProperty({ type: CompanySettingsDto })
  settings!: CompanySettingsDto;
}

export class CompanyResponseDto {
  @ApiProperty({ type: CompanyDto })
  company!: CompanyDto;
}
