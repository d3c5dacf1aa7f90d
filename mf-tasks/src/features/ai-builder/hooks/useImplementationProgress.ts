import { useEffect, useState } from 'react';
import { nextProgress, PROGRESS_TICK_MS } from '../ai-builder.model.js';

/**
 * The Implementation step's bar: from 0 it rises 10 points every 0.5 s while `running`, held at
 * 90; `done` sets 100 (spec 000 section 4). Starting again begins at 0.
 */
export function useImplementationProgress(running: boolean, done: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    setProgress(0);
    const timer = setInterval(() => setProgress(nextProgress), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return done ? 100 : progress;
}
