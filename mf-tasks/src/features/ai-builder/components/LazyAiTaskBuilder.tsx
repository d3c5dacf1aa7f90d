import { lazy } from 'react';

/** The builder's five steps in a chunk of their own, fetched on the first 'Build with AI' (home does not need them to show). */
export const LazyAiTaskBuilder = lazy(() => import('./AiTaskBuilder.js').then((m) => ({ default: m.AiTaskBuilder })));
