import { Suspense } from 'react';
import { Alert, Card, Spin, Typography } from '@milestone/ui';
import { useExecutionStats } from '../../../entities/execution/hooks/useExecutionStats.js';
import { countText } from '../../../shared/count-text.js';
import { EXECUTIONS_TEXTS, runCount } from '../execution-row.model.js';
import { LazyExecutionsChart } from './LazyExecutionsChart.js';

/** The last 30 days of runs by status, above the list (GET /api/executions/stats?days=30). */
export function ExecutionsChartPanel() {
  const stats = useExecutionStats(30);
  const days = stats.data?.days ?? [];
  const total = runCount(days);
  return (
    <Card
      size="small"
      className="executions-chart"
      title={EXECUTIONS_TEXTS.chartTitle}
      extra={stats.data ? <Typography.Text type="secondary">{countText(total, 'run')}</Typography.Text> : null}
    >
      {stats.isError ? (
        <Alert type="warning" showIcon title={EXECUTIONS_TEXTS.chartFailed} />
      ) : (
        <div className="executions-chart-box" data-testid="executions-chart">
          {stats.isPending ? (
            <Spin size="small" />
          ) : (
            <Suspense fallback={<Spin size="small" />}>
              <LazyExecutionsChart days={days} />
            </Suspense>
          )}
        </div>
      )}
    </Card>
  );
}
