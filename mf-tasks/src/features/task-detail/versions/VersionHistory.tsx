import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Popconfirm, Space, Spin, Typography } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { VersionsTable, type VersionRow } from './VersionsTable.js';

/** The words of one kind of history: the steps' 'Version history', the form's 'Versions'. */
export interface VersionHistoryTexts {
  button: string;
  title: string;
  tableLabel: string;
  /** A row's and a viewed version's accessible name, e.g. 'Form version 2'. */
  versionLabel: (version: number) => string;
  countHeader: string;
  empty: string;
  failed: string;
  restoreDescription: string;
}

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
}

export interface VersionHistoryProps {
  texts: VersionHistoryTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The version shown in place of the list, or null for the list. */
  viewing: number | null;
  onView: (version: number | null) => void;
  versions: QueryState & { data?: readonly VersionRow[] };
  /** The viewed version's own load, and what it shows once loaded. */
  shown: QueryState;
  view: ReactNode;
  /** Restore is offered (task admin and above), for any version but the current one. */
  canRestore: boolean;
  restoring: boolean;
  onRestore: (version: number) => void;
  width: number;
  rootClassName?: string;
}

/** The dialog's state (open, the version viewed) and its restore, as VersionHistory's props. */
export type VersionDialog = Pick<VersionHistoryProps, 'open' | 'onOpenChange' | 'viewing' | 'onView' | 'restoring' | 'onRestore'>;

export interface VersionRestore<R> {
  mutateAsync: (version: number) => Promise<R>;
  isPending: boolean;
}

/**
 * The dialog's state and its restore: the restore mutation run, then the dialog closed and
 * `restored(version)` toasted, or the server's refusal toasted as 'Restore Failed' (`failed` when
 * it says nothing). `after` gets what the restore answered.
 */
export function useVersionDialog<R>(
  restore: VersionRestore<R>,
  words: { restored: (version: number) => { title: string; description: string }; failed: string },
  hooks: { before?: () => void; after?: (result: R) => void } = {},
): VersionDialog {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const onRestore = async (version: number) => {
    if (hooks.before) hooks.before();
    try {
      const result = await restore.mutateAsync(version);
      setViewing(null);
      setOpen(false);
      toast({ variant: 'success', ...words.restored(version) });
      if (hooks.after) hooks.after(result);
    } catch (error) {
      toast({ variant: 'error', title: 'Restore Failed', description: messageOrFallback(error, words.failed) });
    }
  };
  return { open, onOpenChange: setOpen, viewing, onView: setViewing, restoring: restore.isPending, onRestore: (version) => void onRestore(version) };
}

/**
 * The versions of something a task keeps (its steps, its form): a dialog listing every saved
 * version newest first (who, when, how, how much), one of them viewed, and Restore for any but the
 * current one after a confirmation.
 */
export function VersionHistory(props: VersionHistoryProps) {
  const { texts, open, onOpenChange, viewing, onView, versions, shown, view, canRestore, restoring, onRestore } = props;
  const latest = versions.data?.[0]?.version;
  const close = () => {
    onView(null);
    onOpenChange(false);
  };

  let list: ReactNode;
  if (versions.isPending) list = <Spin />;
  else if (versions.isError) list = <Alert type="error" showIcon message={texts.failed} />;
  else if (!versions.data || versions.data.length === 0) list = <Typography.Text type="secondary">{texts.empty}</Typography.Text>;
  else
    list = (
      <VersionsTable
        label={texts.tableLabel}
        countHeader={texts.countHeader}
        rowLabel={texts.versionLabel}
        rows={versions.data}
        actions={(v) => (
          <Button size="small" onClick={() => onView(v.version)}>
            View
          </Button>
        )}
      />
    );

  return (
    <>
      <Button onClick={() => onOpenChange(true)}>{texts.button}</Button>
      <Modal
        open={open}
        title={viewing === null ? texts.title : texts.versionLabel(viewing)}
        width={props.width}
        rootClassName={props.rootClassName}
        onCancel={close}
        footer={
          viewing === null ? (
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          ) : (
            <Space>
              <Button onClick={() => onView(null)}>Back to the list</Button>
              {canRestore && viewing !== latest ? (
                <Popconfirm
                  title={`Restore version ${viewing}?`}
                  description={texts.restoreDescription}
                  okText="Restore"
                  cancelText="Cancel"
                  onConfirm={() => onRestore(viewing)}
                >
                  <Button type="primary" loading={restoring}>
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
