import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '@milestone/nest-kit';
import { TasksEnv } from '../../config/env.schema.js';
import { aiStatus } from './create-ai-provider.js';
import { AiStatusDto } from './ai-status.dto.js';

/** Which AI provider answers, for the integration status page (any signed-in member). */
@ApiTags('ai')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/ai')
export class AiStatusController {
  constructor(private readonly env: TasksEnv) {}

  @Get('status')
  @ApiOkResponse({ type: AiStatusDto, description: 'The provider, its model and the endpoint origin (never the key)' })
  getAiStatus(): AiStatusDto {
    return aiStatus(this.env);
  }
}
