import { Spin } from '@milestone/ui';
import { useParams } from '@milestone/platform-sdk';
import { useTask } from '../../../entities/task/hooks/useTask.js';
import { useCanEditTask } from '../../../entities/task-permission/hooks/usePermissions.js';
import { ScriptSection } from '../script-editor/components/ScriptSection.js';
import { parseTaskId } from '../task-sections.js';

/**
 * The generated-script section of the task on this page (its cached query): the script in a
 * Python code editor, editable by task admins, and its saved versions.
 */
export function GeneratedScript(_props: { script?: string | null }) {
  const id = parseTaskId(useParams().id);
  const task = useTask(id);
  const canEdit = useCanEditTask(task.data?.permissionLevel);
  if (!task.data) return <Spin />;
  return <ScriptSection task={task.data} canEdit={canEdit} />;
}
