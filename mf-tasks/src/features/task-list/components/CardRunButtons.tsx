import { useState } from 'react';
import { Flex } from '@milestone/ui';
import { cardRunState } from '../../../entities/execution/execution.model.js';
import { FollowedRun } from '../../../entities/execution/components/FollowedRun.js';
import { GenerateScriptButton } from '../../../entities/execution/components/GenerateScriptButton.js';
import { RunTaskButton } from '../../../entities/execution/components/RunTaskButton.js';
import type { TaskSummary } from '../../../entities/task/task.model.js';

/**
 * A home card's run buttons (spec 000, Home): files uploaded and a script: Run Task ('Starting...'
 * while pending); files and no script: Run Task disabled plus Generate Script; no files (or a form or
 * api-reporting task): nothing, the card's Open Task. The run Run Task started shows below it until
 * it ends: progress, then Completed with its files, or Failed with the reason.
 */
export function CardRunButtons({ task }: { task: TaskSummary }) {
  const state = cardRunState(task);
  const [started, setStarted] = useState<number | null>(null);
  if (state === 'open') return null;
  return (
    <Flex vertical gap="small" style={{ width: '100%', minWidth: 0 }}>
      <Flex gap="small">
        <RunTaskButton taskId={task.id} disabled={state === 'generate'} block onStarted={setStarted} />
        {state === 'generate' ? <GenerateScriptButton taskId={task.id} block /> : null}
      </Flex>
      {started !== null ? <FollowedRun executionId={started} /> : null}
    </Flex>
  );
}
