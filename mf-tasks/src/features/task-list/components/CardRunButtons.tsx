import { cardRunState } from '../../../entities/execution/execution.model.js';
import { GenerateScriptButton } from '../../../entities/execution/components/GenerateScriptButton.js';
import { RunTaskButton } from '../../../entities/execution/components/RunTaskButton.js';
import type { TaskSummary } from '../../../entities/task/task.model.js';

/**
 * A home card's run buttons (spec 000, Home): files uploaded and a script: Run Task ('Starting...'
 * while pending); files and no script: Run Task disabled plus Generate Script; no files (or a form or
 * api-reporting task): nothing, the card's Open Task.
 */
export function CardRunButtons({ task }: { task: TaskSummary }) {
  const state = cardRunState(task);
  if (state === 'open') return null;
  return (
    <>
      <RunTaskButton taskId={task.id} disabled={state === 'generate'} block />
      {state === 'generate' ? <GenerateScriptButton taskId={task.id} block /> : null}
    </>
  );
}
