import type { Task } from '../../../../entities/task/task.model.js';
import { ScriptEditor } from './ScriptEditor.js';
import { ScriptVersions } from './ScriptVersions.js';

/** The Generated Script section: the script in its editor and its saved versions. */
export function ScriptSection({ task, canEdit }: { task: Pick<Task, 'id' | 'version' | 'pythonScript'>; canEdit: boolean }) {
  return (
    <div>
      <ScriptEditor key={task.id} task={task} canEdit={canEdit} />
      <ScriptVersions taskId={task.id} taskVersion={task.version} canEdit={canEdit} />
    </div>
  );
}
