import { Typography } from '@milestone/ui';
import type { FormDefinition } from '@milestone/contracts/forms';
import { useFormVersion, useFormVersions, useRestoreFormVersion } from '../hooks/useFormVersions.js';
import { VersionHistory, useVersionDialog, type VersionHistoryTexts } from '../../versions/VersionHistory.js';

const SOURCE_LABELS: Record<string, string> = { manual: 'Edited', restore: 'Restored' };

const TEXTS: VersionHistoryTexts = {
  button: 'Versions',
  title: 'Form versions',
  tableLabel: 'Form versions',
  versionLabel: (version) => `Form version ${version}`,
  countHeader: 'Fields',
  empty: 'No saved versions yet: the first save keeps the form as it is now as version 1.',
  failed: 'Failed to load the versions',
  restoreDescription: 'It becomes the form; the current form stays in the versions.',
};

const RESTORE_WORDS = {
  restored: (version: number) => ({ title: 'Form restored', description: `Version ${version} is the form again.` }),
  failed: 'The form could not be restored. Please try again.',
};

/** 'Versions' of the form: every saved definition (version, who, when), one viewable, and Restore. */
export function FormVersionHistory({ taskId, canRestore }: { taskId: number; canRestore: boolean }) {
  const restore = useRestoreFormVersion(taskId);
  const dialog = useVersionDialog(restore, RESTORE_WORDS);
  const versions = useFormVersions(taskId, dialog.open);
  const shown = useFormVersion(taskId, dialog.viewing);

  const rows = versions.data?.map((v) => ({
    ...v,
    // The form a task had before its first edit (the starter's, the AI builder's) is version 1 by the platform.
    source: v.createdBy === null && v.version === 1 ? 'Original form' : (SOURCE_LABELS[v.source] ?? v.source),
    count: v.fieldCount,
  }));

  const definition = shown.data?.definition as unknown as FormDefinition | undefined;
  const view = definition ? (
    <div aria-label={`Form version ${dialog.viewing}`}>
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
    <VersionHistory
      {...dialog}
      texts={TEXTS}
      versions={{ isPending: versions.isPending, isError: versions.isError, data: rows }}
      shown={shown}
      view={view}
      canRestore={canRestore}
      width={760}
    />
  );
}
