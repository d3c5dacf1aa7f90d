import { Controller, Get, HttpCode, HttpStatus, Module, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.js';
import { NatsClient } from '../messaging/nats-client.js';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status!: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] })
  nats!: 'up' | 'down';
}

/** GET /health: the database and NATS as this process sees them; 503 when either is down. */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsClient,
  ) {}

  @Public()
  @Get('health')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) reply: { status(code: number): unknown }): Promise<HealthDto> {
    let database: 'up' | 'down' = 'down';
    try {
      await this.dataSource.query('SELECT 1');
      database = 'up';
    } catch {
      database = 'down';
    }
    const nats = this.nats.isConnected() ? 'up' : 'down';
    const status = database === 'up' && nats === 'up' ? 'ok' : 'error';
    if (status !== 'ok') reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status, database, nats };
  }
}

@Module({ controllers: [HealthController] })
export class HealthModule {}
