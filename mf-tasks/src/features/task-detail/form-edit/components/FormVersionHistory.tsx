import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Space, Spin, Typography } from '@milestone/ui';
import { formatChicagoTime, messageOrFallback, useToast } from '@milestone/platform-sdk';
import type { FormDefinition } from '@milestone/contracts/forms';
import { useFormVersion, useFormVersions, useRestoreFormVersion } from '../hooks/useFormVersions.js';

const SOURCE_LABELS: Record<string, string> = { manual: 'Edited', restore: 'Restored' };

/** 'Versions' of the form: every saved definition (version, who, when), one viewable, and Restore. */
export function FormVersionHistory({ taskId, canRestore }: { taskId: number; canRestore: boolean }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const versions = useFormVersions(taskId, open);
  const shown = useFormVersion(taskId, viewing);
  const restore = useRestoreFormVersion(taskId);
  const latest = versions.data?.[0]?.version;

  const restoreVersion = async (version: number) => {
    try {
      await restore.mutateAsync(version);
      setViewing(null);
      setOpen(false);
      toast({ variant: 'success', title: 'Form restored', description: `Version ${version} is the form again.` });
    } catch (error) {
      toast({ variant: 'error', title: 'Restore Failed', description: messageOrFallback(error, 'The form could not be restored. Please try again.') });
    }
  };

  let list;
  if (versions.isPending) list = <Spin />;
  else if (versions.isError) list = <Alert type="error" showIcon message="Failed to load the versions" />;
  else if (versions.data.length === 0)
    list = <Typography.Text type="secondary">No saved versions yet: the first save keeps the form as it is now as version 1.</Typography.Text>;
  else
    list = (
      <table aria-label="Form versions" style={{ borderSpacing: '16px 6px', marginLeft: -16 }}>
        <thead>
          <tr>
            {['Version', 'By', 'When', 'Source', 'Fields', ''].map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.data.map((v, index) => (
            <tr key={v.version} aria-label={`Form version ${v.version}`}>
              <td>
                {v.version}
                {index === 0 ? <Typography.Text type="secondary"> (current)</Typography.Text> : null}
              </td>
              <td>{v.createdByName ?? (v.createdBy === null ? 'Platform' : 'Former user')}</td>
              <td>{formatChicagoTime(v.createdAt)}</td>
              <td>{v.createdBy === null && v.version === 1 ? 'Original form' : (SOURCE_LABELS[v.source] ?? v.source)}</td>
              <td>{v.fieldCount}</td>
              <td>
                <Button size="small" onClick={() => setViewing(v.version)}>
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  const definition = shown.data?.definition as unknown as FormDefinition | undefined;
  const view = definition ? (
    <div aria-label={`Form version ${viewing}`}>
      {definition.sections.map((section) => (
        <div key={section.id} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{section.title}</Typography.Text>
          <ol>
            {section.items.map((item) => (
              <li key={item.id}>
                {item.label}
                {item.type !== 'table' && item.required ? ' *' : ''}
                <Typography.Text type="secondary"> ({item.type})</Typography.Text>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  ) : null;

  return (
    <>
      <Button onClick={() => setOpen(true)}>Versions</Button>
      <Modal
        open={open}
        title={viewing === null ? 'Form versions' : `Form version ${viewing}`}
        width={760}
        onCancel={() => {
          setViewing(null);
          setOpen(false);
        }}
        footer={
          viewing === null ? (
            <Button onClick={() => setOpen(false)}>Close</Button>
          ) : (
            <Space>
              <Button onClick={() => setViewing(null)}>Back to the list</Button>
              {canRestore && viewing !== latest ? (
                <Popconfirm
                  title={`Restore version ${viewing}?`}
                  description="It becomes the form; the current form stays in the versions."
                  okText="Restore"
                  cancelText="Cancel"
                  onConfirm={() => restoreVersion(viewing)}
                >
                  <Button type="primary" loading={restore.isPending}>
                    Restore this version
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          )
        }
      >
        {viewing === null ? list : null}
        {viewing !== null && shown.isPending ? <Spin /> : null}
        {viewing !== null && shown.isError ? <Alert type="error" showIcon message={messageOrFallback(shown.error, 'Failed to load this version')} /> : null}
        {viewing !== null ? view : null}
      </Modal>
    </>
  );
}
