import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ServiceTitanStatusService } from './service-titan-status.service.js';
import { StatusResponseDto } from './dto/status-response.dto.js';
import { ErrorDto } from '@milestone/nest-kit';

@ApiTags('service-titan')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/service-titan')
export class ServiceTitanStatusController {
  constructor(private readonly statusService: ServiceTitanStatusService) {}

  @Get('status')
  @ApiOkResponse({ type: StatusResponseDto })
  getStatus(): StatusResponseDto {
    return this.statusService.status();
  }
}
