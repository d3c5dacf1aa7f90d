import { theme } from '@milestone/ui';
import { cardRunState } from '../../../entities/execution/execution.model.js';
import { TaskCardFrame } from '../../../entities/task/components/TaskCardFrame.js';
import type { TaskSummary } from '../../../entities/task/task.model.js';
import { FileReadyMessage } from '../../../entities/file/components/FileReadyMessage.js';
import { UploadFileAction } from '../../../entities/file/components/UploadFileAction.js';
import { PermissionsIconButton } from '../../../entities/task-permission/components/PermissionsIconButton.js';
import { CardRunButtons } from './CardRunButtons.js';

/**
 * A home card: the upload action ('Upload File for {task}') and the permissions icon beside the
 * badge, and 'File ready - N file(s) uploaded' from the task's current input count, which the task
 * list carries (svc-tasks keeps it from svc-files' events): a page of cards asks svc-files nothing.
 * With files: Run Task (a script exists) or Run Task disabled plus Generate Script, above Open Task.
 */
export function TaskCard({ task, basePath }: { task: TaskSummary; basePath: string }) {
  const { token } = theme.useToken();
  return (
    <TaskCardFrame
      task={task}
      basePath={basePath}
      testId="task-card"
      primary
      showType
      run={cardRunState(task) === 'open' ? undefined : <CardRunButtons task={task} />}
      actions={
        <>
          <UploadFileAction task={task} />
          <PermissionsIconButton taskId={task.id} level={task.permissionLevel} basePath={basePath} />
        </>
      }
      below={
        task.inputFileCount > 0 ? (
          <div style={{ marginBottom: token.marginSM }}>
            <FileReadyMessage count={task.inputFileCount} />
          </div>
        ) : null
      }
    />
  );
}
