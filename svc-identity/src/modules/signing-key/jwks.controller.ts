import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { JWKS_PATH, Public } from '@milestone/nest-kit';
import { KeyRing } from './key-ring.js';

export class JwkDto {
  @ApiProperty({ example: 'EC' }) kty!: string;
  @ApiProperty({ example: 'P-256' }) crv!: string;
  @ApiProperty() x!: string;
  @ApiProperty() y!: string;
  @ApiProperty() kid!: string;
  @ApiProperty({ example: 'ES256' }) alg!: string;
  @ApiProperty({ example: 'sig' }) use!: string;
}

export class JwksDto {
  @ApiProperty({ type: [JwkDto] })
  keys!: JwkDto[];
}

/** The public keys every service and the gateway verify access tokens with (not under /api). */
@ApiTags('auth')
@Controller()
export class JwksController {
  constructor(private readonly ring: KeyRing) {}

  @Public()
  @Get(JWKS_PATH)
  @Header('cache-control', 'public, max-age=300')
  @ApiOkResponse({ type: JwksDto })
  jwks(): JwksDto {
    return this.ring.jwks() as JwksDto;
  }
}
