import { Body, Controller, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { InternalApi, PositiveIdPipe } from '@milestone/nest-kit';
import { sendReportFile, type StreamReply } from '../service-titan/report/export/send-report-file.js';
import type { ExportFormat } from '../service-titan/report/export/report-export.constants.js';
import { SavedReportService } from './saved-report.service.js';
import { SAVED_REPORT_NOT_FOUND, SavedReportNotFoundError } from './saved-report.errors.js';
import { RenderSavedReportDto } from './dto/render-saved-report.dto.js';

/**
 * Service to service (issue 28, scheduled e-mail delivery): svc-tasks' delivery worker has a
 * company's saved report rendered as the file its mail attaches. Service tokens for svc-reporting
 * only; the gateway never routes /internal.
 */
@InternalApi()
@Controller('internal/saved-reports')
export class InternalSavedReportController {
  constructor(private readonly reports: SavedReportService) {}

  /**
   * 200: the file (Content-Type, Content-Disposition with filename and filename*), and before its
   * first byte X-Report-Empty (no data rows for its period and filters: the worker may skip the
   * mail), X-Report-Rows, X-Report-Name (percent-encoded UTF-8) and, for a report over dates,
   * X-Report-Date-Range ('YYYY-MM-DD/YYYY-MM-DD', Chicago days, a preset's computed today).
   */
  @Post(':id/render')
  @HttpCode(HttpStatus.OK)
  async renderSavedReport(
    @Param('id', new PositiveIdPipe(() => new SavedReportNotFoundError(SAVED_REPORT_NOT_FOUND))) id: number,
    @Body() body: RenderSavedReportDto,
    @Res() reply: StreamReply,
  ): Promise<void> {
    const { name, file } = await this.reports.render(body.companyId, id, body.format as ExportFormat);
    sendReportFile(reply, file, {
      utf8Name: true,
      headers: {
        'x-report-empty': String(file.dataRows === 0),
        'x-report-rows': String(file.dataRows),
        'x-report-name': encodeURIComponent(name),
        ...(file.dateRange ? { 'x-report-date-range': `${file.dateRange.startDate}/${file.dateRange.endDate}` } : {}),
      },
    });
  }
}
