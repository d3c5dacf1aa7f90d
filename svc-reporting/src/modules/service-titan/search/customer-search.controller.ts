import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { CustomerSearchService } from './customer-search.service.js';
import { CustomerSearchDto, CustomerSearchResultDto } from './dto/customer-search.dto.js';

/** The load calculator's customer search, answered from the caller's company replica. */
@ApiTags('service-titan')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/service-titan')
export class CustomerSearchController {
  constructor(private readonly search: CustomerSearchService) {}

  @Post('customer-search')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: [CustomerSearchResultDto],
    description: "Up to 20 customers of the caller's company whose name matches, best first; empty when not connected",
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  customerSearch(@CurrentUser() user: AuthUser, @Body() body: CustomerSearchDto): Promise<CustomerSearchResultDto[]> {
    return this.search.search(user.companyId, body.name);
  }
}
