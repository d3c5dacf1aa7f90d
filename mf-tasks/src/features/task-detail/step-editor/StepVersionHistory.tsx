import { Typography } from '@milestone/ui';
import { useRestoreStepVersion, useStepVersion, useStepVersions } from '../../../entities/ai/ai-hooks.js';
import { compareSteps, stepSourceLabel } from '../../../entities/ai/ai.model.js';
import { VersionHistory, useVersionDialog, type VersionHistoryTexts } from '../versions/VersionHistory.js';

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

const TEXTS: VersionHistoryTexts = {
  button: 'Version history',
  title: 'Version history',
  tableLabel: 'Step versions',
  versionLabel: (version) => `Steps version ${version}`,
  countHeader: 'Steps',
  empty: 'No saved versions yet.',
  failed: 'Failed to load the version history',
  restoreDescription: 'Its steps become the current ones; the current steps stay in the history.',
};

const RESTORE_WORDS = {
  restored: (version: number) => ({ title: 'Steps restored', description: `Version ${version} is the current list of steps again.` }),
  failed: 'The steps could not be restored. Please try again.',
};

/**
 * 'Version history' of the steps: every saved list (who, when, source, request), one viewable side
 * by side with the current steps (the steps that differ highlighted), and 'Restore this version'.
 */
export function StepVersionHistory({ taskId, current, canRestore, beforeRestore, afterRestore }: StepVersionHistoryProps) {
  const restore = useRestoreStepVersion(taskId);
  const dialog = useVersionDialog(restore, RESTORE_WORDS, { before: beforeRestore, after: afterRestore });
  const versions = useStepVersions(taskId);
  const shown = useStepVersion(taskId, dialog.viewing);

  const rows = versions.data?.map((v) => ({
    ...v,
    source: (
      <>
        {stepSourceLabel(v.source)}
        {v.request ? <div className="step-version-request">“{v.request}”</div> : null}
      </>
    ),
    count: v.stepCount,
  }));

  const compared = shown.data
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
      {compared.map((row) => (
        <div key={row.index} className={row.changed ? 'step-compare-row step-compare-changed' : 'step-compare-row'} data-changed={row.changed}>
          <div className="step-compare-cell">{row.then === null ? <em>(no step)</em> : `${row.index + 1}. ${row.then}`}</div>
          <div className="step-compare-cell">{row.now === null ? <em>(no step)</em> : `${row.index + 1}. ${row.now}`}</div>
        </div>
      ))}
    </div>
  ) : null;

  return (
    <VersionHistory
      {...dialog}
      texts={TEXTS}
      versions={{ isPending: versions.isPending, isError: versions.isError, data: rows }}
      shown={shown}
      view={comparison}
      canRestore={canRestore}
      width={960}
      rootClassName="step-history"
    />
  );
}
