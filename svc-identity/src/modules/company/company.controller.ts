import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, ErrorDto, PositiveIdPipe, type AuthUser } from '@milestone/nest-kit';
import { LiveSessionGuard } from '../session/live-session.guard.js';
import { CompanyAdminService } from './company-admin.service.js';
import { CompanyNotFoundError } from './company.errors.js';
import { CompanyResponseDto } from './dto/company.dto.js';
import { UpdateCompanySettingsDto } from './dto/update-company-settings.dto.js';

const companyId = new PositiveIdPipe(() => new CompanyNotFoundError());

@ApiTags('companies')
@ApiBearerAuth()
@Controller('api/companies')
@UseGuards(LiveSessionGuard)
export class CompanyController {
  constructor(private readonly companies: CompanyAdminService) {}

  @Get(':companyId')
  @ApiOkResponse({ type: CompanyResponseDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Company not found (also for another company)' })
  async getCompany(@CurrentUser() caller: AuthUser, @Param('companyId', companyId) id: number): Promise<CompanyResponseDto> {
    return { company: await this.companies.get(caller, id) };
  }

  @Put(':companyId/settings')
  @ApiOkResponse({ type: CompanyResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin or owner permissions to access organization settings.' })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'A domain is already authorized by another company' })
  async updateCompanySettings(
    @CurrentUser() caller: AuthUser,
    @Param('companyId', companyId) id: number,
    @Body() dto: UpdateCompanySettingsDto,
  ): Promise<CompanyResponseDto> {
    return { company: await this.companies.updateSettings(caller, id, dto) };
  }

  @Post(':companyId/domains/:domain/verify')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CompanyResponseDto, description: 'The domain is verified: sign-ups at it join the company' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No TXT record "milestone-verification=<token>" was found at the domain yet.' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'You need admin or owner permissions to access organization settings.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'This domain is not one of your authorized domains.' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Another company has verified this domain' })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The DNS lookup failed' })
  async verifyCompanyDomain(
    @CurrentUser() caller: AuthUser,
    @Param('companyId', companyId) id: number,
    @Param('domain') domain: string,
  ): Promise<CompanyResponseDto> {
    return { company: await this.companies.verifyDomain(caller, id, domain) };
  }
}
