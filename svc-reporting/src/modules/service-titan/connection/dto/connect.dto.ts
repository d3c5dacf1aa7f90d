import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength } from 'class-validator';

const URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/**
 * Connect (or change) the company's ServiceTitan connection. The credentials are tested with a
 * real token request before anything is saved. When a connection exists, a blank clientSecret or
 * appKey keeps the stored one, as long as the auth and API URLs are unchanged. Only the addresses
 * of ST_ALLOWED_HOSTS are accepted (ServiceTitan's own by default).
 */
export class ConnectDto {
  @ApiProperty({ example: 'https://auth.servicetitan.io', description: "The token service's base URL: an address of ST_ALLOWED_HOSTS" })
  @IsUrl(URL_OPTIONS, { message: 'Enter the auth URL, e.g. https://auth.servicetitan.io' })
  @MaxLength(500)
  authUrl!: string;

  @ApiProperty({ example: 'https://api.servicetitan.io', description: "The API's base URL: an address of ST_ALLOWED_HOSTS" })
  @IsUrl(URL_OPTIONS, { message: 'Enter the API URL, e.g. https://api.servicetitan.io' })
  @MaxLength(500)
  apiUrl!: string;

  @ApiProperty({ example: '1000001' })
  @Matches(/^\d{1,19}$/, { message: 'The tenant id is the number ServiceTitan gives your tenant' })
  tenantId!: string;

  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'Enter the client id' })
  @MaxLength(500)
  clientId!: string;

  @ApiPropertyOptional({ description: 'Blank keeps the stored secret when a connection exists and the auth and API URLs are unchanged' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  clientSecret?: string;

  @ApiPropertyOptional({ description: 'The ST-App-Key; blank keeps the stored key when a connection exists and the auth and API URLs are unchanged' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  appKey?: string;
}
