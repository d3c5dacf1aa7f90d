import { Button, DownloadOutlined, Space } from '@milestone/ui';
import { useDownloadReport } from '../../../entities/report/hooks/useDownloadReport.js';
import { DOWNLOAD_FORMATS, type ReportDefinition } from '../../../entities/report/report.model.js';

/** CSV, XLSX and PDF of the report shown (its whole definition: every row, totals and subtotals). */
export function DownloadButtons({ definition }: { definition: ReportDefinition }) {
  const download = useDownloadReport();
  const pending = download.isPending ? download.variables?.format : undefined;
  return (
    <Space wrap size="small" role="group" aria-label="Download the report">
      {DOWNLOAD_FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          data-testid={`download-${format}`}
          loading={pending === format}
          disabled={pending !== undefined && pending !== format}
          onClick={() => download.mutate({ definition, format })}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </Space>
  );
}
