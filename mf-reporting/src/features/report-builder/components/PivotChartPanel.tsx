import { Suspense, useMemo, useState } from 'react';
import { Flex, Segmented, Spin, Typography } from '@milestone/ui';
import { CHART_KINDS, CHART_KIND_LABELS, MAX_CHART_SERIES, chartKindFor, pivotChartData, type ChartKind } from '../../../entities/report/pivot-chart.model.js';
import type { PivotLine } from '../../../entities/report/pivot-table.model.js';
import type { PivotMeta } from '../../../entities/report/report.model.js';
import { LazyPivotChart } from './LazyPivotChart.js';

export interface PivotChartPanelProps {
  meta: PivotMeta;
  lines: readonly PivotLine[];
}

/**
 * The chart beside the pivot: the kind that fits it (line over a date bucket, stacked bars across
 * column fields, bars), with a switch to another. Mount it keyed by the fitting kind, so a pivot of
 * another shape starts from its own.
 */
export function PivotChartPanel({ meta, lines }: PivotChartPanelProps) {
  const [kind, setKind] = useState<ChartKind>(() => chartKindFor(meta));
  const data = useMemo(() => pivotChartData(lines, meta, kind), [lines, meta, kind]);
  const rowLabel = meta.rows[0]?.label ?? '';
  const notes = [
    data.hiddenPoints > 0 ? `the first ${data.points.length} groups of ${data.points.length + data.hiddenPoints}` : '',
    data.hiddenSeries > 0 ? `the first ${MAX_CHART_SERIES} columns of ${MAX_CHART_SERIES + data.hiddenSeries}` : '',
  ].filter(Boolean);
  return (
    <Flex vertical gap="small">
      <Flex wrap justify="space-between" align="center" gap="small">
        <Typography.Text strong>{data.value ? `${data.value.label} by ${rowLabel}` : rowLabel}</Typography.Text>
        <Segmented
          aria-label="Chart type"
          data-testid="chart-type-switch"
          size="small"
          value={kind}
          options={CHART_KINDS.map((k) => ({ value: k, label: CHART_KIND_LABELS[k] }))}
          onChange={(value) => setKind(value as ChartKind)}
        />
      </Flex>
      <div
        className="report-chart"
        data-testid="report-chart"
        data-chart-kind={kind}
        role="figure"
        aria-label={`${CHART_KIND_LABELS[kind]} chart of ${data.value?.label ?? 'the pivot'} by ${rowLabel}`}
      >
        <Suspense
          fallback={
            <Flex justify="center" align="center" className="rb-chart-loading">
              <Spin />
            </Flex>
          }
        >
          {data.points.length > 0 && <LazyPivotChart data={data} kind={kind} />}
        </Suspense>
      </div>
      {notes.length > 0 && <Typography.Text type="secondary">{`The chart shows ${notes.join(' and ')}; the table has them all.`}</Typography.Text>}
    </Flex>
  );
}
