import { lazy } from 'react';

/** The chart and recharts in a chunk of their own, fetched when a pivot's chart first renders. */
export const LazyPivotChart = lazy(() => import('./PivotChart.js').then((m) => ({ default: m.PivotChart })));
