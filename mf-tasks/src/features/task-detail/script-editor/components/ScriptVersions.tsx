import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Space, Spin, Typography, theme } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { VersionsTable } from '../../versions/VersionsTable.js';
import { sourceLabel, type ScriptVersionSummary } from '../script-versions.js';
import { useRestoreScriptVersion, useScriptVersion, useScriptVersions } from '../use-script-versions.js';
import { ScriptCode } from './ScriptCode.js';

interface ScriptVersionsProps {
  taskId: number;
  /** The task's version now (a restore names it, through the task's save queue). */
  taskVersion: number;
  canEdit: boolean;
}

/** Every saved script of the task, newest first: version, who, when, source; View, and Restore for task admins. */
export function ScriptVersions({ taskId, taskVersion, canEdit }: ScriptVersionsProps) {
  const { token } = theme.useToken();
  const { toast } = useToast();
  const versions = useScriptVersions(taskId);
  const restore = useRestoreScriptVersion(taskId);
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = useScriptVersion(taskId, viewing);

  const restoreVersion = async (version: number) => {
    try {
      await restore.mutateAsync({ version, taskVersion });
      setViewing(null);
      toast({ variant: 'success', title: 'Script restored', description: `Version ${version} is the current script again.` });
    } catch (err) {
      toast({ variant: 'error', title: 'Restore Failed', description: messageOrFallback(err, 'The script could not be restored. Please try again.') });
    }
  };

  const restoreButton = (version: number) => (
    <Popconfirm
      title={`Restore version ${version}?`}
      description="It becomes the current script; the current one stays in this list."
      okText="Restore"
      cancelText="Cancel"
      onConfirm={() => restoreVersion(version)}
    >
      <Button size="small" loading={restore.isPending && restore.variables?.version === version}>
        Restore
      </Button>
    </Popconfirm>
  );

  let body;
  if (versions.isPending) body = <Spin />;
  else if (versions.isError) body = <Alert type="error" showIcon message="Failed to load script versions" />;
  else if (versions.data.length === 0) body = <Typography.Text type="secondary">No saved versions yet.</Typography.Text>;
  else
    body = (
      <VersionsTable
        label="Script versions"
        byHeader="Saved by"
        countHeader="Lines"
        rowLabel={(version) => `Version ${version}`}
        rows={versions.data.map((v: ScriptVersionSummary) => ({ ...v, source: sourceLabel(v.source), count: v.lines }))}
        actions={(v, index) => (
          <Space>
            <Button size="small" onClick={() => setViewing(v.version)}>
              View
            </Button>
            {canEdit && index > 0 ? restoreButton(v.version) : null}
          </Space>
        )}
      />
    );

  return (
    <div style={{ marginTop: token.marginLG }}>
      <Typography.Title level={5}>Script versions</Typography.Title>
      {body}
      <Modal
        open={viewing !== null}
        title={viewing === null ? '' : `Script version ${viewing}`}
        width={900}
        onCancel={() => setViewing(null)}
        footer={
          <Space>
            {canEdit && viewing !== null && versions.data?.[0]?.version !== viewing ? restoreButton(viewing) : null}
            <Button onClick={() => setViewing(null)}>Close</Button>
          </Space>
        }
      >
        {shown.isPending ? <Spin /> : null}
        {shown.isError ? <Alert type="error" showIcon message={messageOrFallback(shown.error, 'Failed to load this version')} /> : null}
        {shown.data ? <ScriptCode value={shown.data.script} readOnly label={`Script version ${shown.data.version}`} maxHeight={480} /> : null}
      </Modal>
    </div>
  );
}
