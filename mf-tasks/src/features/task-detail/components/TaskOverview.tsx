import { Alert, Flex } from '@milestone/ui';
import { Link, RemoteComponent, joinBasePath } from '@milestone/platform-sdk';
import { PAY_REPORT_ROUTE, PAY_REPORT_TASK_NAME, taskKindOf, type Task } from '../../../entities/task/task.model.js';
import type { TaskSection } from '../task-sections.js';
import { FileTaskOverview } from './FileTaskOverview.js';
import { FormTaskOverview } from '../form-task/components/FormTaskOverview.js';
import { formOfTask } from '../form-task/form-task.model.js';

/** The overview section: by the task's type, a federated component of another remote or the file task's overview. */
export function TaskOverview({
  task,
  sections,
  basePath,
  onSelect,
}: {
  task: Task;
  sections: TaskSection[];
  basePath: string;
  onSelect: (id: string) => void;
}) {
  // A form task whose config holds a form definition shows that form; the others are the load calculator.
  const form = taskKindOf(task.type) === 'form' ? formOfTask(task.config) : null;
  if (form) return <FormTaskOverview taskId={task.id} form={form} />;
  // Remote-to-remote composition through the federation runtime, never a source import.
  if (taskKindOf(task.type) === 'form') return <RemoteComponent remote="mf_loadcalc" module="./LoadCalculationForm" props={{ taskId: task.id }} />;
  if (taskKindOf(task.type) === 'report') {
    const builder = <RemoteComponent remote="mf_reporting" module="./TaskOverview" props={{ taskId: task.id, basePath }} />;
    if (task.name !== PAY_REPORT_TASK_NAME) return builder;
    // The pay report runs on a page of its own (its card opens it); its detail says where, above the builder.
    return (
      <Flex vertical gap="middle">
        <Alert
          type="info"
          showIcon
          data-testid="pay-report-link"
          title="The weekly pay report has a page of its own"
          description={
            <>
              Pick the pay period, group it and download the workbook on{' '}
              <Link to={joinBasePath(basePath, PAY_REPORT_ROUTE)}>the Technician Pay Report page</Link>.
            </>
          }
        />
        {builder}
      </Flex>
    );
  }
  return <FileTaskOverview task={task} sections={sections} basePath={basePath} onSelect={onSelect} />;
}
