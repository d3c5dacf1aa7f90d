import { useMemo } from 'react';
import { Alert, Button, Empty, Flex, Table, Typography } from '@milestone/ui';
import { formatLabel } from '../../../entities/report/report-format.model.js';
import { chartKindFor } from '../../../entities/report/pivot-chart.model.js';
import {
  pivotLinesOf,
  summaryColumns,
  summaryLinesOf,
  tableReportColumns,
  tableReportRows,
  type PivotSortState,
  type SummaryLine,
  type TableReportRow,
} from '../../../entities/report/pivot-table.model.js';
import { shownRows, type LoadedReport } from '../../../entities/report/report.model.js';
import { resultCountText } from '../report-builder.model.js';
import { DownloadButtons } from './DownloadButtons.js';
import { PivotChartPanel } from './PivotChartPanel.js';
import { PivotResultTable } from './PivotResultTable.js';

export interface ReportResultsProps {
  report: LoadedReport | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** The pivot is being generated again (a new sort). */
  regenerating: boolean;
  sort: PivotSortState;
  onSortChange: (sort: PivotSortState) => void;
  /** Money or not, by field id (the summary's figures). */
  isCurrency: (fieldId: string) => boolean;
  labelOf: (fieldId: string) => string;
}

/** The Results tab: the report as a table, a pivot with its chart, or a summary; downloads; more rows on demand. */
export function ReportResults(props: ReportResultsProps) {
  const { report, hasMore, loadingMore, loadMoreFailed, onLoadMore, regenerating, sort, onSortChange, isCurrency, labelOf } = props;
  const tableColumns = useMemo(() => (report?.answer.columns ? tableReportColumns(report.answer.columns) : []), [report?.answer.columns]);
  const tableRows = useMemo(() => (report?.answer.format === 'table' ? tableReportRows(report.rows) : []), [report]);
  const lines = useMemo(() => (report?.answer.format === 'pivot' ? pivotLinesOf(shownRows(report)) : []), [report]);
  const summary = useMemo(() => (report?.answer.format === 'summary' ? summaryLinesOf(report.rows) : []), [report]);
  const summaryCols = useMemo(() => summaryColumns(isCurrency), [isCurrency]);

  if (!report) {
    return (
      <div data-testid="report-results">
        <Empty description="Choose fields and Generate to see the report here." />
      </div>
    );
  }
  const { answer } = report;
  const range =
    answer.dateRange && answer.dateField
      ? `${labelOf(answer.dateField)}: ${formatLabel(answer.dateRange.startDate, 'day')} – ${formatLabel(answer.dateRange.endDate, 'day')}`
      : null;

  return (
    <Flex vertical gap="middle" data-testid="report-results" data-format={answer.format}>
      <Flex wrap justify="space-between" align="center" gap="small">
        <Flex vertical>
          <Typography.Text strong>{resultCountText(report)}</Typography.Text>
          {range && <Typography.Text type="secondary">{range}</Typography.Text>}
        </Flex>
        <DownloadButtons definition={report.definition} />
      </Flex>

      {answer.format === 'table' && (
        <Table<TableReportRow>
          data-testid="report-table"
          size="small"
          columns={tableColumns}
          dataSource={tableRows}
          rowKey="key"
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      {answer.format === 'pivot' && answer.pivot && (
        <>
          <PivotResultTable meta={answer.pivot} lines={lines} sort={sort} onSortChange={onSortChange} loading={regenerating} />
          <PivotChartPanel key={chartKindFor(answer.pivot)} meta={answer.pivot} lines={lines} />
        </>
      )}
      {answer.format === 'summary' && (
        <Table<SummaryLine>
          data-testid="report-summary"
          size="small"
          columns={summaryCols}
          dataSource={summary}
          rowKey="key"
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}

      {loadMoreFailed && <Alert type="error" showIcon title="The next rows could not be loaded. Please try again." />}
      {hasMore && (
        <Flex justify="center">
          <Button onClick={onLoadMore} loading={loadingMore} data-testid="report-load-more">
            Load more
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
