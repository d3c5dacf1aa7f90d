import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme, type GlobalToken } from '@milestone/ui';
import type { ChartData, ChartKind } from '../../../entities/report/pivot-chart.model.js';
import { formatNumber } from '../../../entities/report/report-format.model.js';

export interface PivotChartProps {
  data: ChartData;
  kind: ChartKind;
}

/** Series colours from the theme's palette, in an order that keeps neighbours apart. */
function palette(token: GlobalToken): string[] {
  return [
    token.blue,
    token.orange,
    token.green,
    token.purple,
    token.cyan,
    token.magenta,
    token.gold,
    token.volcano,
    token.geekblue,
    token.lime,
    token.red,
    token.colorTextTertiary,
  ];
}

/**
 * The pivot's chart, drawn with recharts: bars, stacked bars or lines, one series per column label
 * (or the rows' totals). Loaded on its own (LazyPivotChart), so recharts is not in the remote's
 * first code.
 */
export function PivotChart({ data, kind }: PivotChartProps) {
  const { token } = theme.useToken();
  const colours = palette(token);
  const format = (value: unknown) =>
    typeof value === 'number' ? formatNumber(value, { currency: data.value?.currency ?? false, aggregation: data.value?.aggregation ?? 'sum' }) : '';
  const tick = { fontSize: token.fontSizeSM, fill: token.colorTextSecondary };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
      <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={12} />
      <YAxis tick={tick} tickFormatter={format} width={88} />
      <Tooltip formatter={format} />
      {data.series.length > 1 && <Legend iconSize={10} wrapperStyle={{ fontSize: token.fontSizeSM }} />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'line' ? (
        <LineChart data={data.points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer>
          {axes}
          {data.series.map((s, i) => (
            <Line
              key={s.dataKey}
              dataKey={s.dataKey}
              name={s.name}
              stroke={colours[i % colours.length]}
              strokeWidth={2}
              dot={data.points.length <= 60}
              isAnimationActive={false}
              connectNulls
            />
          ))}
        </LineChart>
      ) : (
        <BarChart data={data.points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer>
          {axes}
          {data.series.map((s, i) => (
            <Bar
              key={s.dataKey}
              dataKey={s.dataKey}
              name={s.name}
              fill={colours[i % colours.length]}
              isAnimationActive={false}
              {...(kind === 'stackedBar' ? { stackId: 'pivot' } : {})}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
