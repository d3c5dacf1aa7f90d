import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { DOMAIN_PATTERN, INVALID_DOMAIN_MESSAGE, parseDomainList } from '../company-domains.js';

const DomainList = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'domainList',
      validator: { validate: (value) => typeof value === 'string' && parseDomainList(value).every((d) => DOMAIN_PATTERN.test(d)) },
    },
    { message: INVALID_DOMAIN_MESSAGE },
  );

const Trim = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

// Rules from the most to the least important: the top-most broken one is the answer.
export class UpdateCompanySettingsDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 255, example: 'Acme Electric' })
  @Trim()
  @IsOptional()
  @MinLength(2, { message: 'Company name must be at least 2 characters' })
  @IsString({ message: 'Company name must be at least 2 characters' })
  @MaxLength(255, { message: 'Company name must be at most 255 characters' })
  name?: string;

  @ApiPropertyOptional({ example: 'acme-electric.com,acme.com', description: 'The authorized domains, comma-separated; empty for none' })
  @IsOptional()
  @DomainList()
  @IsString({ message: INVALID_DOMAIN_MESSAGE })
  @MaxLength(255, { message: 'The authorized domains must fit in 255 characters' })
  verificationDomain?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'requireDomainVerification must be true or false' })
  requireDomainVerification?: boolean;

  @ApiPropertyOptional({ description: 'Whether sign-ups at a verified domain join at once (true) or wait for an admin to activate them (false)' })
  @IsOptional()
  @IsBoolean({ message: 'allowSelfRegistration must be true or false' })
  allowSelfRegistration?: boolean;

  @ApiPropertyOptional({ minimum: 1, example: 10 })
  @IsOptional()
  @Min(1, { message: 'Max users must be a positive number' })
  @IsInt({ message: 'Max users must be a positive number' })
  @Max(100000, { message: 'Max users must be at most 100000' })
  maxUsers?: number;
}
