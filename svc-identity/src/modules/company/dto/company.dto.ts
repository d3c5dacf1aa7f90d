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

export class CompanyDomainDto {
  @ApiProperty({ example: 'acme.com' })
  domain!: string;

  @ApiProperty({ enum: ['verified', 'pending'], description: 'Sign-ups at a domain join the company only once it is verified' })
  status!: 'verified' | 'pending';

  @ApiProperty({ type: String, nullable: true, example: 'dns', description: "'dns' (TXT record) or 'owner-email' (the owner's verified address)" })
  verificationMethod!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'milestone-verification=3f2a...',
    description: 'The TXT record to add at the domain while it is pending (admins only; null otherwise)',
  })
  txtRecord!: string | null;
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

  @ApiProperty({ type: [CompanyDomainDto], description: 'The authorized domains with their proof, in the order of the settings' })
  domains!: CompanyDomainDto[];
}

export class CompanyResponseDto {
  @ApiProperty({ type: CompanyDto })
  company!: CompanyDto;
}
