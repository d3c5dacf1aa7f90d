import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Space, UploadOutlined } from '@milestone/ui';
import { joinBasePath, useAuth, useNavigate, useToast } from '@milestone/platform-sdk';
import { RUN_TEXTS } from '../../../entities/execution/execution.model.js';
import { GenerateScriptButton } from '../../../entities/execution/components/GenerateScriptButton.js';
import { LatestRun } from '../../../entities/execution/components/LatestRun.js';
import { RunTaskButton } from '../../../entities/execution/components/RunTaskButton.js';
import type { Task } from '../../../entities/task/task.model.js';
import { FileReadyMessage } from '../../../entities/file/components/FileReadyMessage.js';
import { UploadFileDialog } from '../../../entities/file/components/UploadFileDialog.js';
import { useClearTaskFiles } from '../../../entities/file/hooks/useClearTaskFiles.js';
import { UPLOAD_SUCCESS_INDICATOR_MS } from '../../../entities/file/upload-rules.js';
import { permissionsRoute, showsPermissionsIcon } from '../../../entities/task-permission/permission-rules.js';
import { useFilePanels } from '../file-panels.js';
import type { TaskSection } from '../task-sections.js';

interface FileTaskOverviewProps {
  task: Task;
  sections: TaskSection[];
  basePath: string;
  onSelect: (id: string) => void;
}

/**
 * The overview of a file task (every type but form-processing and api-reporting, spec 001
 * section 2.1): the file status ('File ready - N file(s) uploaded', from the task's inputFileCount, which an upload or a clear updates in the cache at once), Upload File (the task's Upload
 * File dialog: it closes on success and a success indicator shows for 3 s), Clear Files while the task
 * has input files (DELETE /api/files, after a confirmation), View Files (the file
 * repository) and Manage Permissions for those who may manage the task. Run Task (disabled
 * without a script, which Generate Script asks for; 'No Files Uploaded' without an input file) and
 * the latest run below: its progress, polled every second while it is live.
 */
export function FileTaskOverview({ task, sections, basePath, onSelect }: FileTaskOverviewProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const clear = useClearTaskFiles(task.id);
  const files = useFilePanels();
  const [uploading, setUploading] = useState(false);
  // When the last upload succeeded (0: the indicator is hidden); another upload shows it 3 s again.
  const [uploadedAt, setUploadedAt] = useState(0);
  useEffect(() => {
    if (!uploadedAt) return;
    const timer = setTimeout(() => setUploadedAt(0), UPLOAD_SUCCESS_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [uploadedAt]);
  const mayManage = showsPermissionsIcon(user, task.permissionLevel);
  const hasFiles = sections.some((s) => s.id === 'file-repository');
  return (
    <Flex vertical gap="middle" align="flex-start" data-testid="file-task-overview">
      <div aria-live="polite">
        <FileReadyMessage count={task.inputFileCount} />
      </div>
      {uploadedAt ? <Alert type="success" showIcon title="File uploaded successfully" data-testid="upload-success" /> : null}
      <Space wrap>
        <RunTaskButton
          taskId={task.id}
          disabled={!task.hasScript}
          beforeRun={() => {
            if (task.inputFileCount > 0) return true;
            toast({ variant: 'warning', ...RUN_TEXTS.noFiles });
            return false;
          }}
        />
        {task.hasScript ? null : <GenerateScriptButton taskId={task.id} />}
        <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          Upload File
        </Button>
        {task.inputFileCount ? (
          <Popconfirm
            title="Clear the task's input files?"
            description="Runs that used them keep them."
            okText="Clear Files"
            okButtonProps={{ danger: true }}
            onConfirm={() => clear.mutate()}
          >
            <Button danger loading={clear.isPending}>
              Clear Files
            </Button>
          </Popconfirm>
        ) : null}
        {hasFiles ? <Button onClick={() => onSelect('file-repository')}>View Files</Button> : null}
        {mayManage ? <Button onClick={() => navigate(joinBasePath(basePath, permissionsRoute(task.id)))}>Manage Permissions</Button> : null}
      </Space>
      <LatestRun taskId={task.id} />
      {files ? <files.LatestFiles taskId={task.id} /> : null}
      <UploadFileDialog
        task={task}
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          setUploadedAt(Date.now());
        }}
      />
    </Flex>
  );
}
