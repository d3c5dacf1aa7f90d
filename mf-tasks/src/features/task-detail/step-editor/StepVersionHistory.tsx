import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Space, Spin, Typography } from '@milestone/ui';
import { formatChicagoTime, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { useRestoreStepVersion, useStepVersion, useStepVersions } from '../../../entities/ai/ai-hooks.js';
import { compareSteps, stepSourceLabel, type StepVersionSummary } from '../../../entities/ai/ai.model.js';

interface StepVersionHistoryProps {
  taskId: number;
  /** The steps as the editor shows them now. */
  current: readonly string[];
  /** Restore is offered (task admin and above). */
  canRestore: boolean;
  /** After a restore: the editor saves what was pending first, and the script follows the steps. */
  beforeRestore: () => void;
  afterRestore: (task: { version: number; instructions: string | null }) => void;
}

function who(v: StepVersionSummary): string {
  return v.createdByName ?? (v.createdBy === null ? 'Platform' : 'Former user');
}

/**
 * 'Version history' of the steps: every saved list (who, when, source, request), one viewable side
 * by side with the current steps (the steps that differ highlighted), and 'Restore this version'.
 */
export function StepVersionHistory({ taskId, current, canRestore, beforeRestore, afterRestore }: StepVersionHistoryProps) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const versions = useStepVersions(taskId);
  const shown = useStepVersion(taskId, viewing);
  const restore = useRestoreStepVersion(taskId);
  const latest = versions.data?.[0]?.version;

  const restoreVersion = async (version: number) => {
    beforeRestore();
    try {
      const task = await restore.mutateAsync(version);
      setViewing(null);
      setOpen(false);
      toast({ variant: 'success', title: 'Steps restored', description: `Version ${version} is the current list of steps again.` });
      afterRestore(task);
    } catch (error) {
      toast({ variant: 'error', title: 'Restore Failed', description: messageOrFallback(error, 'The steps could not be restored. Please try again.') });
    }
  };

  let list;
  if (versions.isPending) list = <Spin />;
  else if (versions.isError) list = <Alert type="error" showIcon message="Failed to load the version history" />;
  else if (versions.data.length === 0) list = <Typography.Text type="secondary">No saved versions yet.</Typography.Text>;
  else
    list = (
      <table className="step-versions" aria-label="Step versions">
        <thead>
          <tr>
            {['Version', 'By', 'When', 'Source', 'Steps', ''].map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.data.map((v, index) => (
            <tr key={v.version} aria-label={`Steps version ${v.version}`}>
              <td>
                {v.version}
                {index === 0 ? <Typography.Text type="secondary"> (current)</Typography.Text> : null}
              </td>
              <td>{who(v)}</td>
              <td>{formatChicagoTime(v.createdAt)}</td>
              <td>
                {stepSourceLabel(v.source)}
                {v.request ? <div className="step-version-request">“{v.request}”</div> : null}
              </td>
              <td>{v.stepCount}</td>
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

  const rows = shown.data
    ? compareSteps(
        shown.data.steps.map((s) => s.content),
        current,
      )
    : [];
  const comparison = shown.data ? (
    <div className="step-compare" aria-label={`Version ${shown.data.version} beside the current steps`}>
      <div className="step-compare-head">
        <Typography.Text strong>Version {shown.data.version}</Typography.Text>
        <Typography.Text strong>Current</Typography.Text>
      </div>
      {rows.map((row) => (
        <div key={row.index} className={row.changed ? 'step-compare-row step-compare-changed' : 'step-compare-row'} data-changed={row.changed}>
          <div className="step-compare-cell">{row.then === null ? <em>(no step)</em> : `${row.index + 1}. ${row.then}`}</div>
          <div className="step-compare-cell">{row.now === null ? <em>(no step)</em> : `${row.index + 1}. ${row.now}`}</div>
        </div>
      ))}
    </div>
  ) : null;

  const restoreButton =
    canRestore && viewing !== null && viewing !== latest ? (
      <Popconfirm
        title={`Restore version ${viewing}?`}
        description="Its steps become the current ones; the current steps stay in the history."
        okText="Restore"
        cancelText="Cancel"
        onConfirm={() => restoreVersion(viewing)}
      >
        <Button type="primary" loading={restore.isPending}>
          Restore this version
        </Button>
      </Popconfirm>
    ) : null;

  return (
    <>
      <Button onClick={() => setOpen(true)}>Version history</Button>
      <Modal
        open={open}
        title={viewing === null ? 'Version history' : `Steps version ${viewing}`}
        width={960}
        rootClassName="step-history"
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
              {restoreButton}
            </Space>
          )
        }
      >
        {viewing === null ? list : null}
        {viewing !== null && shown.isPending ? <Spin /> : null}
        {viewing !== null && shown.isError ? <Alert type="error" showIcon message={messageOrFallback(shown.error, 'Failed to load this version')} /> : null}
        {viewing !== null ? comparison : null}
      </Modal>
    </>
  );
}
