import { RemoteComponent } from '@milestone/platform-sdk';
import type { Task } from '../../task-list/task-card.model.js';
import { StepEditor } from '../../step-editor/StepEditor.js';
import { useReloadTask, useUpdateTask } from '../hooks/useUpdateTask.js';
import type { TaskSection } from '../task-sections.js';
import { GeneratedScript } from './GeneratedScript.js';
import { CustomSection } from '../../custom-sections/CustomSection.js';
import { TaskUsers } from './TaskUsers.js';
import { FileTaskOverview } from './FileTaskOverview.js';

function Overview({ task, sections, basePath, onSelect }: { task: Task; sections: TaskSection[]; basePath: string; onSelect: (id: string) => void }) {
  // Remote-to-remote composition through the federation runtime, never a source import.
  if (task.type === 'form-processing') return <RemoteComponent remote="mf_loadcalc" module="./LoadCalculationForm" />;
  if (task.type === 'api-reporting') {
    return <RemoteComponent<{ taskId: number; basePath: string }> remote="mf_reporting" module="./TaskOverview" props={{ taskId: task.id, basePath }} />;
  }
  return <FileTaskOverview task={task} sections={sections} basePath={basePath} onSelect={onSelect} />;
}

function Instructions({ task, sections, readOnly }: { task: Task; sections: TaskSection[]; readOnly: boolean }) {
  const update = useUpdateTask(task.id);
  const reload = useReloadTask(task.id);
  return (
    <StepEditor
      task={task}
      sections={sections.map((s) => ({ id: s.id, label: s.label }))}
      save={(version, instructions) => update.mutateAsync({ version, changes: { instructions } })}
      reload={reload}
      readOnly={readOnly}
    />
  );
}

interface SectionContentProps {
  task: Task;
  section: TaskSection;
  sections: TaskSection[];
  basePath: string;
  /** True when the user may not edit the task (below task admin). */
  readOnly: boolean;
  /** Shows another section of the task. */
  onSelect: (id: string) => void;
}

/** The body of the shown section. */
export function SectionContent({ task, section, sections, basePath, readOnly, onSelect }: SectionContentProps) {
  if (section.custom) return <CustomSection key={section.id} task={task} section={section} readOnly={readOnly} />;
  switch (section.id) {
    case 'overview':
      return <Overview task={task} sections={sections} basePath={basePath} onSelect={onSelect} />;
    case 'instructions':
      return <Instructions task={task} sections={sections} readOnly={readOnly} />;
    case 'generated-script':
      return <GeneratedScript script={task.pythonScript} />;
    case 'saved-forms':
      return <RemoteComponent remote="mf_loadcalc" module="./SavedCalculations" />;
    case 'task-users':
      return <TaskUsers task={task} basePath={basePath} />;
    default:
      return null;
  }
}
