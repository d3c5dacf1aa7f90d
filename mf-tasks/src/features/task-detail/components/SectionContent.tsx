import { Typography } from '@milestone/ui';
import { RemoteComponent } from '@milestone/platform-sdk';
import type { Task } from '../../task-list/task-card.model.js';
import { StepEditor } from '../../step-editor/StepEditor.js';
import { useReloadTask, useUpdateTask } from '../hooks/useUpdateTask.js';
import type { TaskSection } from '../task-sections.js';
import { GeneratedScript } from './GeneratedScript.js';
import { CustomSection } from '../../custom-sections/CustomSection.js';
import { TaskUsers } from './TaskUsers.js';

function Overview({ task }: { task: Task }) {
  if (task.type === 'form-processing') {
    // Remote-to-remote composition through the federation runtime, never a source import.
    return <RemoteComponent remote="mf_loadcalc" module="./SavedCalculations" />;
  }
  return (
    <Typography.Paragraph type="secondary">
      Uploading files and running this task arrive with the executions issue.
    </Typography.Paragraph>
  );
}

function Placeholder({ children }: { children: string }) {
  return <Typography.Paragraph type="secondary">{children}</Typography.Paragraph>;
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
}

/** The body of the shown section. */
export function SectionContent({ task, section, sections, basePath, readOnly }: SectionContentProps) {
  if (section.custom) return <CustomSection key={section.id} task={task} section={section} readOnly={readOnly} />;
  switch (section.id) {
    case 'overview':
      return <Overview task={task} />;
    case 'instructions':
      return <Instructions task={task} sections={sections} readOnly={readOnly} />;
    case 'generated-script':
      return <GeneratedScript script={task.pythonScript} />;
    case 'saved-forms':
      return <RemoteComponent remote="mf_loadcalc" module="./SavedCalculations" />;
    case 'file-repository':
      return <Placeholder>The files of this task arrive with the file repository issue.</Placeholder>;
    case 'task-users':
      return <TaskUsers taskId={task.id} basePath={basePath} />;
    case 'api-configuration':
      return <Placeholder>The API configuration editor arrives with its own issue.</Placeholder>;
    default:
      return null;
  }
}
