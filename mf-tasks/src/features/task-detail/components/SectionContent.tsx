import { RemoteComponent } from '@milestone/platform-sdk';
import type { Task } from '../../../entities/task/task.model.js';
import { CustomSection } from '../custom-sections/CustomSection.js';
import { useFilePanels } from '../file-panels.js';
import type { TaskSection } from '../task-sections.js';
import { GeneratedScript } from './GeneratedScript.js';
import { InstructionsSection } from './InstructionsSection.js';
import { TaskOverview } from './TaskOverview.js';
import { TaskUsers } from './TaskUsers.js';

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
  const files = useFilePanels();
  if (section.custom) return <CustomSection key={section.id} task={task} section={section} readOnly={readOnly} />;
  switch (section.id) {
    case 'overview':
      return <TaskOverview task={task} sections={sections} basePath={basePath} onSelect={onSelect} />;
    case 'instructions':
      return <InstructionsSection task={task} sections={sections} readOnly={readOnly} />;
    case 'generated-script':
      return <GeneratedScript script={task.pythonScript} />;
    case 'saved-forms':
      return <RemoteComponent remote="mf_loadcalc" module="./SavedCalculations" />;
    case 'file-repository':
      return files ? <files.Repository taskId={task.id} /> : null;
    case 'schedule':
      return files ? <files.Schedule taskId={task.id} readOnly={readOnly} /> : null;
    case 'task-users':
      return <TaskUsers task={task} basePath={basePath} />;
    case 'api-configuration':
      return <RemoteComponent remote="mf_reporting" module="./ApiConfiguration" props={{ taskId: task.id }} />;
    default:
      return null;
  }
}
