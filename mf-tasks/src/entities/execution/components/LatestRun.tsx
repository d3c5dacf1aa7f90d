import { Typography } from '@milestone/ui';
import { RUN_TEXTS } from '../execution.model.js';
import { useRunFinished } from '../hooks/useRunFinished.js';
import { useTaskExecutions } from '../hooks/useTaskExecutions.js';
import { RunProgress } from './RunProgress.js';

/**
 * The latest run of a task (GET /api/executions?taskId=, every 1 s while a run is pending or
 * running); when a run ends the task, its files and the latest files load again.
 */
export function LatestRun({ taskId }: { taskId: number }) {
  const runs = useTaskExecutions(taskId);
  useRunFinished(taskId, runs.data);
  if (runs.isError) return <Typography.Text type="danger">{RUN_TEXTS.loadFailed}</Typography.Text>;
  const latest = runs.data?.[0];
  return latest ? <RunProgress execution={latest} /> : null;
}
