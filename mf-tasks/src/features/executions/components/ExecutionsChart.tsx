import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme, type GlobalToken } from '@milestone/ui';
import type { ExecutionDay, ExecutionStatus } from '../../../entities/execution/execution.model.js';
import { CHART_STATUSES, STATUS_LABELS, chartRows } from '../execution-row.model.js';

/** The bars in the badges' colours: pending yellow, running blue, completed green, failed red, cancelled grey. */
function statusFill(token: GlobalToken): Record<ExecutionStatus, string> {
  return { pending: token.gold, running: token.blue, completed: token.green, failed: token.red, cancelled: token.colorTextQuaternary };
}

/**
 * Runs per day by status (stacked bars), drawn with recharts. Loaded on its own (React.lazy) so
 * the list paints without waiting for the charting library.
 */
export function ExecutionsChart({ days }: { days: readonly ExecutionDay[] }) {
  const { token } = theme.useToken();
  const rows = useMemo(() => chartRows(days), [days]);
  const fill = statusFill(token);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: -24 }} accessibilityLayer>
        <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
        <XAxis dataKey="label" tick={{ fontSize: token.fontSizeSM, fill: token.colorTextSecondary }} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: token.fontSizeSM, fill: token.colorTextSecondary }} />
        <Tooltip cursor={{ fill: token.colorFillTertiary }} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: token.fontSizeSM }} itemSorter={(item) => CHART_STATUSES.indexOf(item.dataKey as ExecutionStatus)} />
        {CHART_STATUSES.map((status) => (
          <Bar key={status} dataKey={status} name={STATUS_LABELS[status]} stackId="runs" fill={fill[status]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
