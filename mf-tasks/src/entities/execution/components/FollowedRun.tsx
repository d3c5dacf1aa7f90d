import { Flex, Typography } from '@milestone/ui';
import { RUN_TEXTS } from '../execution.model.js';
import { useFollowedRun } from '../hooks/useFollowedRun.js';
import { ExecutionOutputFiles } from './ExecutionOutputFiles.js';
import { RunProgress } from './RunProgress.js';

/**
 * The run a card started, followed until it ends: its progress, then Completed with the files it
 * generated to download, or Failed with the reason.
 */
export function FollowedRun({ executionId }: { executionId: number }) {
  const run = useFollowedRun(executionId);
  if (run.isError) return <Typography.Text type="danger">{RUN_TEXTS.loadFailed}</Typography.Text>;
  if (!run.data) return null;
  return (
    <Flex vertical gap="small" style={{ width: '100%' }} data-testid="followed-run">
      <RunProgress execution={run.data} />
      {run.data.status === 'completed' ? <ExecutionOutputFiles files={run.data.outputFiles} /> : null}
    </Flex>
  );
}
