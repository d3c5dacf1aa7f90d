import type { Task } from '../../../entities/task/task.model.js';
import { taskSaveQueue } from '../../../entities/task/task-save-queue.js';
import { useReloadTask, useUpdateTask } from '../../../entities/task/hooks/useUpdateTask.js';
import { StepEditor } from '../step-editor/StepEditor.js';
import type { TaskSection } from '../task-sections.js';

/** The instructions section: the step editor, saving through the task's save queue. */
export function InstructionsSection({ task, sections, readOnly }: { task: Task; sections: TaskSection[]; readOnly: boolean }) {
  const update = useUpdateTask(task.id);
  const reload = useReloadTask(task.id);
  return (
    <StepEditor
      task={task}
      sections={sections.map((s) => ({ id: s.id, label: s.label }))}
      save={(version, instructions) => update.mutateAsync({ version, changes: { instructions } })}
      versions={taskSaveQueue(task.id)}
      reload={reload}
      readOnly={readOnly}
    />
  );
}
