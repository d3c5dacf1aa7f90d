import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser, ErrorDto, PositiveIdPipe } from '@milestone/nest-kit';
import { SavedReportService } from './saved-report.service.js';
import { SavedReportNotFoundError } from './saved-report.errors.js';
import { DEFAULT_SAVED_REPORT_PAGE, ListSavedReportsQueryDto } from './dto/list-saved-reports.query.dto.js';
import { SaveReportDto, UpdateReportDto } from './dto/save-report.dto.js';
import { SavedReportDto, SavedReportSummaryDto } from './dto/saved-report.dto.js';
import { SuccessDto } from '../calculation/dto/success.dto.js';

const reportId = () => new PositiveIdPipe(() => new SavedReportNotFoundError());

/** The report builder's saved reports (issue 28): shared with the company, changed by their owner. */
@ApiTags('reports')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@Controller('api/reports')
export class SavedReportController {
  constructor(private readonly reports: SavedReportService) {}

  @Get()
  @ApiOkResponse({
    type: [SavedReportSummaryDto],
    description: "The company's saved reports, the last changed first, a page at a time",
    headers: { 'X-Total-Count': { description: 'How many saved reports match in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  async listSavedReports(
    @CurrentUser() user: AuthUser,
    @Query() query: ListSavedReportsQueryDto,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ): Promise<SavedReportSummaryDto[]> {
    const [reports, total] = await this.reports.list(user, {
      limit: query.limit ?? DEFAULT_SAVED_REPORT_PAGE,
      offset: query.offset ?? 0,
      taskId: query.taskId,
    });
    reply.header('X-Total-Count', String(total));
    return reports;
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ type: SavedReportDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: "No name ('Please enter a name for your report.'), or a definition the report builder refuses, with its reason",
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Task not found' })
  async saveReport(@CurrentUser() user: AuthUser, @Body() body: SaveReportDto): Promise<SavedReportDto> {
    return this.reports.save(user, body);
  }

  @Get(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: SavedReportDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Report not found' })
  async getSavedReport(@CurrentUser() user: AuthUser, @Param('id', reportId()) id: number): Promise<SavedReportDto> {
    return this.reports.get(user, id);
  }

  @Put(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: SavedReportDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Neither its owner nor an owner or admin of the company' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Report not found' })
  async updateSavedReport(@CurrentUser() user: AuthUser, @Param('id', reportId()) id: number, @Body() body: UpdateReportDto): Promise<SavedReportDto> {
    return this.reports.update(user, id, body);
  }

  @Post(':id/duplicate')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'id', type: Number })
  @ApiCreatedResponse({ type: SavedReportDto, description: "A copy named '<name> (copy)', owned by the caller" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Report not found' })
  async duplicateSavedReport(@CurrentUser() user: AuthUser, @Param('id', reportId()) id: number): Promise<SavedReportDto> {
    return this.reports.duplicate(user, id);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: SuccessDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Neither its owner nor an owner or admin of the company' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Report not found' })
  async deleteSavedReport(@CurrentUser() user: AuthUser, @Param('id', reportId()) id: number): Promise<SuccessDto> {
    return this.reports.delete(user, id);
  }
}
