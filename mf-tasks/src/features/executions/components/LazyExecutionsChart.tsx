import { lazy } from 'react';

/** The chart and recharts in a chunk of their own, fetched when the chart first renders. */
export const LazyExecutionsChart = lazy(() => import('./ExecutionsChart.js').then((m) => ({ default: m.ExecutionsChart })));
