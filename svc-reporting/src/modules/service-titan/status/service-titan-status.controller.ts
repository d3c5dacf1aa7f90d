import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { ServiceTitanStatusService } from './service-titan-status.service.js';
import { StatusResponseDto } from './dto/status-response.dto.js';

@ApiTags('service-titan')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/service-titan')
export class ServiceTitanStatusController {
  constructor(private readonly statusService: ServiceTitanStatusService) {}

  @Get('status')
  @ApiOkResponse({ type: StatusResponseDto })
  getStatus(@CurrentUser() user: AuthUser): Promise<StatusResponseDto> {
    return this.statusService.status(user);
  }
}
