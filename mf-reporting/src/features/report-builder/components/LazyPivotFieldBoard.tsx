import { lazy } from 'react';

/** The drag and drop board and @dnd-kit in a chunk of their own, fetched when a pivot's configuration first shows. */
export const LazyPivotFieldBoard = lazy(() => import('./PivotFieldBoard.js').then((m) => ({ default: m.PivotFieldBoard })));
