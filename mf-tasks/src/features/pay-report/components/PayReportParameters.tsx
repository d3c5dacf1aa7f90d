import { Descriptions } from '@milestone/ui';
import { parameterRows } from '../pay-report.model.js';

/** A pay report run's parameters: its period, grouping, commission analysis and file name. */
export function PayReportParameters({ parameters }: { parameters: Record<string, unknown> | null }) {
  const rows = parameterRows(parameters);
  if (rows.length === 0) return null;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} data-testid="pay-report-parameters">
      {rows.map((row) => (
        <Descriptions.Item key={row.label} label={row.label}>
          {row.value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
