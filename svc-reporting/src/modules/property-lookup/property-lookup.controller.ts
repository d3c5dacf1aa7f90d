import { Body, Controller, HttpCode, HttpStatus, Post, UseFilters } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { PropertyLookupErrorFilter } from './property-lookup-error.filter.js';
import { PropertyLookupService } from './property-lookup.service.js';
import { PropertyLookupDto, PropertyLookupErrorDto, PropertyLookupResultDto } from './dto/property-lookup.dto.js';

/** The load calculator's property lookup (square footage of an address). The spec's path says zillow; Zillow's own API closed in 2021. */
@ApiTags('property-lookup')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/zillow')
@UseFilters(PropertyLookupErrorFilter)
export class PropertyLookupController {
  constructor(private readonly lookup: PropertyLookupService) {}

  @Post('property-lookup')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PropertyLookupResultDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No address' })
  @ApiNotFoundResponse({ type: PropertyLookupErrorDto, description: 'No property with a known square footage at that address' })
  @ApiTooManyRequestsResponse({ type: PropertyLookupErrorDto, description: 'The property-data provider is rate-limiting' })
  @ApiBadGatewayResponse({ type: PropertyLookupErrorDto, description: 'The property-data provider failed' })
  propertyLookup(@CurrentUser() user: AuthUser, @Body() body: PropertyLookupDto): Promise<PropertyLookupResultDto> {
    return this.lookup.lookup(user.companyId, body.address);
  }
}
