import { RemoteComponent } from '@milestone/platform-sdk';
import { taskKindOf, type Task } from '../../../entities/task/task.model.js';
import type { TaskSection } from '../task-sections.js';
import { FileTaskOverview } from './FileTaskOverview.js';

/** The overview section: by the task's type, a federated component of another remote or the file task's overview. */
export function TaskOverview({ task, sections, basePath, onSelect }: { task: Task; sections: TaskSection[]; basePath: string; onSelect: (id: string) => void }) {
  // Remote-to-remote composition through the federation runtime, never a source import.
  if (taskKindOf(task.type) === 'form') return <RemoteComponent remote="mf_loadcalc" module="./LoadCalculationForm" props={{ taskId: task.id }} />;
  if (taskKindOf(task.type) === 'report') {
    return <RemoteComponent remote="mf_reporting" module="./TaskOverview" props={{ taskId: task.id, basePath }} />;
  }
  return <FileTaskOverview task={task} sections={sections} basePath={basePath} onSelect={onSelect} />;
}
