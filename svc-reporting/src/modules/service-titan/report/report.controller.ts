import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto } from '@milestone/nest-kit';
import { ReportService } from './report.service.js';
import { FieldCatalogDto, FieldGroupDto, JoinRuleDto, ReportEntityDto } from './dto/catalog.dto.js';
import { FieldSelectionValidationDto, ValidateFieldSelectionDto } from './dto/validate-field-selection.dto.js';
import { GenerateReportDto } from './dto/generate-report.dto.js';
import { GenerateReportResponseDto } from './dto/report-response.dto.js';
import { DownloadReportDto } from './dto/download-report.dto.js';
import { ReportExportService } from './report-export.service.js';
import { sendReportFile, type StreamReply } from './export/send-report-file.js';
import { EXPORT_CONTENT_TYPES } from './export/report-export.constants.js';

/** The report builder of an api-reporting task (spec 001 sections 2.6 and 7): its catalog, and reports over the caller's replica. */
@ApiTags('service-titan')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/service-titan')
export class ReportController {
  constructor(
    private readonly reports: ReportService,
    private readonly exports: ReportExportService,
  ) {}

  @Get('fields')
  @ApiOkResponse({ type: FieldCatalogDto, description: 'Every field a report can use, and the field groups' })
  getFields(): FieldCatalogDto {
    return this.reports.fields();
  }

  @Get('field-groups')
  @ApiOkResponse({ type: [FieldGroupDto] })
  getFieldGroups(): FieldGroupDto[] {
    return this.reports.fieldGroups();
  }

  @Get('join-rules')
  @ApiOkResponse({ type: [JoinRuleDto], description: 'The Entity Relationships table: which key joins which entity to which' })
  getJoinRules(): JoinRuleDto[] {
    return this.reports.joinRules();
  }

  @Get('entities')
  @ApiOkResponse({ type: [ReportEntityDto] })
  getEntities(): ReportEntityDto[] {
    return this.reports.entities();
  }

  @Post('validate-field-selection')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: FieldSelectionValidationDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  validateFieldSelection(@Body() body: ValidateFieldSelectionDto): FieldSelectionValidationDto {
    return this.reports.validateFieldSelection(body.selectedFieldIds, body.valueFieldIds);
  }

  @Post('generate-report')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: GenerateReportResponseDto, description: "A page of the report over the caller's company's replica" })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A report that cannot be made as asked, with the reason' })
  @ApiConflictResponse({ type: ErrorDto, description: 'ServiceTitan is not connected for the company' })
  generateReport(@CurrentUser() user: AuthUser, @Body() body: GenerateReportDto): Promise<GenerateReportResponseDto> {
    return this.reports.generateReport(user.companyId, body);
  }

  @Post('download-report')
  @HttpCode(HttpStatus.OK)
  @ApiProduces(...Object.values(EXPORT_CONTENT_TYPES))
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description: 'The whole report as a file (attachment), streamed: CSV (UTF-8 with a BOM), XLSX, or PDF (the first rows, with the cap stated)',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A report or format that cannot be made as asked, with the reason' })
  @ApiConflictResponse({ type: ErrorDto, description: 'ServiceTitan is not connected for the company' })
  async downloadReport(@CurrentUser() user: AuthUser, @Body() body: DownloadReportDto, @Res() reply: StreamReply): Promise<void> {
    sendReportFile(reply, await this.exports.downloadReport(user.companyId, body));
  }
}
