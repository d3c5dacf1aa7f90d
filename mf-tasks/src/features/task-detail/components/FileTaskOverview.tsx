import { Button, Space } from '@milestone/ui';
import { joinBasePath, useAuth, useNavigate } from '@milestone/platform-sdk';
import type { Task } from '../../../entities/task/task.model.js';
import { permissionsRoute, showsPermissionsIcon } from '../../../entities/task-permission/permission-rules.js';
import type { TaskSection } from '../task-sections.js';

interface FileTaskOverviewProps {
  task: Task;
  sections: TaskSection[];
  basePath: string;
  onSelect: (id: string) => void;
}

/**
 * The overview of a file task (every type but form-processing and api-reporting, spec 001
 * section 2.1): View Files opens the file repository, Manage Permissions the task's access page
 * for those who may manage it. File status, Upload File and Run Task join it with uploads and runs.
 */
export function FileTaskOverview({ task, sections, basePath, onSelect }: FileTaskOverviewProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const mayManage = showsPermissionsIcon(user, task.permissionLevel);
  const hasFiles = sections.some((s) => s.id === 'file-repository');
  return (
    <div data-testid="file-task-overview">
      <Space wrap>
        {hasFiles ? <Button onClick={() => onSelect('file-repository')}>View Files</Button> : null}
        {mayManage ? <Button onClick={() => navigate(joinBasePath(basePath, permissionsRoute(task.id)))}>Manage Permissions</Button> : null}
      </Space>
    </div>
  );
}
