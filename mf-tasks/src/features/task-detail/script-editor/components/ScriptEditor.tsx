import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Space, Typography, theme } from '@milestone/ui';
import { isHttpStatus, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { useReloadTask } from '../../../../entities/task/hooks/useUpdateTask.js';
import type { Task } from '../../../../entities/task/task.model.js';
import { syntaxErrorLine } from '../script-versions.js';
import { useSaveScript } from '../use-script-versions.js';
import { ScriptCode } from './ScriptCode.js';

const SCRIPT_LABEL = 'Python script';

/**
 * The task's script in a Python code editor: read-only, or for a task admin Edit, then Save (or
 * Ctrl+S in the editor; naming the version edited; Python's syntax check answers under the editor
 * with its line) or Cancel (which asks before it drops unsaved edits, as leaving the page does).
 * 'No script generated yet.' when there is none.
 */
export function ScriptEditor({ task, canEdit }: { task: Pick<Task, 'id' | 'version' | 'pythonScript'>; canEdit: boolean }) {
  const { toast } = useToast();
  const { token } = theme.useToken();
  const save = useSaveScript(task.id);
  const reload = useReloadTask(task.id);
  const script = task.pythonScript ?? '';
  /** The text being edited and the task version it was started from (null: not editing). */
  const [draft, setDraft] = useState<{ text: string; version: number } | null>(null);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  /** Edits not saved yet: Cancel asks before dropping them, and leaving the page does too. */
  const dirty = draft !== null && draft.text !== script;
  useEffect(() => {
    if (!dirty) return undefined;
    const keep = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [dirty]);

  const startEditing = () => {
    setError(null);
    setDraft({ text: script, version: task.version });
  };
  const cancel = () => {
    setError(null);
    setDraft(null);
  };
  const submit = async () => {
    if (!draft) return;
    setError(null);
    try {
      await save.mutateAsync({ version: draft.version, script: draft.text });
      setDraft(null);
      toast({ variant: 'success', title: 'Script saved' });
    } catch (err) {
      setError({ message: messageOrFallback(err, 'The script could not be saved. Please try again.'), stale: isHttpStatus(err, 409) });
    }
  };
  const reloadLatest = async () => {
    const fresh = await reload();
    setError(null);
    if (fresh) setDraft({ text: fresh.pythonScript ?? '', version: fresh.version });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(script);
      toast({ variant: 'success', title: 'Script copied' });
    } catch {
      toast({ variant: 'error', title: 'Copy Failed', description: 'The script could not be copied. Select it and copy it by hand.' });
    }
  };

  if (draft) {
    return (
      <div>
        <ScriptCode
          value={draft.text}
          onChange={(text) => setDraft({ ...draft, text })}
          readOnly={false}
          label={SCRIPT_LABEL}
          errorLine={syntaxErrorLine(error?.message)}
          onSave={() => {
            if (!save.isPending) void submit();
          }}
        />
        {error ? (
          <Alert
            role="alert"
            type="error"
            showIcon
            style={{ marginTop: token.marginXS }}
            title={error.message}
            action={
              error.stale ? (
                <Button size="small" onClick={() => void reloadLatest()}>
                  Reload
                </Button>
              ) : undefined
            }
          />
        ) : null}
        <Flex justify="flex-end" style={{ marginTop: token.marginXS }}>
          <Space>
            {/* Asks only when there is something to lose; with no edit Cancel leaves at once. */}
            <Popconfirm
              disabled={!dirty}
              title="Discard your changes?"
              description="The script goes back to the saved version."
              okText="Discard"
              okButtonProps={{ danger: true }}
              cancelText="Keep Editing"
              onConfirm={cancel}
            >
              <Button onClick={dirty ? undefined : cancel} disabled={save.isPending}>
                Cancel
              </Button>
            </Popconfirm>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              Save
            </Button>
          </Space>
        </Flex>
      </div>
    );
  }

  const hasScript = script.trim() !== '';
  return (
    <div>
      {hasScript || canEdit ? (
        <Flex justify="flex-end" style={{ marginBottom: token.marginXS }}>
          <Space>
            {hasScript ? <Button onClick={() => void copy()}>Copy</Button> : null}
            {canEdit ? <Button onClick={startEditing}>Edit</Button> : null}
          </Space>
        </Flex>
      ) : null}
      {hasScript ? (
        <ScriptCode value={script} readOnly label={SCRIPT_LABEL} />
      ) : (
        <Typography.Paragraph type="secondary">No script generated yet.</Typography.Paragraph>
      )}
    </div>
  );
}
