import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Typography, theme } from '@milestone/ui';
import { formatChicagoTime, isHttpStatus, useToast } from '@milestone/platform-sdk';
import { generateFailureText, runGenerateScript } from '../../../entities/ai/ai-hooks.js';
import { Autosaver, type AutosaveStatus, type SavedVersions } from './autosave.js';
import { MAX_STEPS, addStep, canDeleteStep, deleteStep, editorSteps, moveStep, serializeSteps, updateStep, type InstructionStep } from './steps.js';
import { StepBox } from './StepBox.js';
import { stepEditorCss } from './step-editor.styles.js';
import type { MentionOption } from './mentions.js';
import { StepAiRequest } from './StepAiRequest.js';
import { StepVersionHistory } from './StepVersionHistory.js';

export interface SavedTask {
  id: number;
  version: number;
  instructions: string | null;
}

export interface StepEditorProps {
  task: SavedTask;
  /** Sections offered by the @-mention picker. */
  sections: MentionOption[];
  /** PUT the instructions naming the version edited, through the task's save queue; resolves to the saved task. */
  save: (version: number, instructions: string) => Promise<SavedTask>;
  /** The task's save queue, read for the version the next save names. */
  versions: SavedVersions;
  /** Loads the latest task again (after a 409). */
  reload: () => Promise<unknown>;
  /** Shows the steps without edit controls (below task admin). */
  readOnly?: boolean;
}

/** Where the script stands after the steps changed (the script section shows it in full). */
type ScriptState = { kind: 'idle' } | { kind: 'generating' } | { kind: 'generated' } | { kind: 'failed'; message: string };

/**
 * The instructions step editor with autosave (spec 000 "Task step editor", section 4): save,
 * Saved, refresh, then the script is generated from the saved steps. Above the steps: the AI
 * request box and the steps' version history.
 */
export function StepEditor({ task, sections, save, versions, reload, readOnly = false }: StepEditorProps) {
  const { toast } = useToast();
  const { token } = theme.useToken();
  const css = useMemo(() => stepEditorCss(token), [token]);
  const [steps, setSteps] = useState<InstructionStep[]>(() => editorSteps(task.instructions));
  const [state, setState] = useState<AutosaveStatus>({ kind: 'idle' });
  const [script, setScript] = useState<ScriptState>({ kind: 'idle' });
  const queryClient = useQueryClient();
  // Each save that leaves nothing pending is followed by a generation of the script.
  const generate = useRef<() => void>(() => undefined);
  generate.current = () => {
    setScript({ kind: 'generating' });
    runGenerateScript(queryClient, task.id).then(
      () => setScript({ kind: 'generated' }),
      (error: unknown) => setScript({ kind: 'failed', message: generateFailureText(error) }),
    );
  };
  // The text this editor last loaded or saved (the autosaver holds the version).
  const baseText = useRef(task.instructions);
  const autosaver = useMemo(
    () =>
      new Autosaver<InstructionStep[]>({
        version: task.version,
        save: async (version, next) => {
          const saved = await save(version, serializeSteps(next));
          baseText.current = saved.instructions;
          return saved;
        },
        versions,
        isConflict: (error) => isHttpStatus(error, 409),
        onStatus: (status) => {
          setState(status);
          if (status.kind === 'saved') generate.current();
        },
        onFailure: () => toast({ variant: 'error', title: 'Auto-save Failed', description: 'Your changes could not be saved. Please try again.' }),
      }),
    // One autosaver for the editor's life: `save` and `toast` keep their behaviour across renders.
    [],
  );
  // Leaving the section saves what is pending.
  useEffect(() => () => autosaver.flush(), [autosaver]);

  // Another save on this page (section management) raised the version without touching the
  // steps: follow it. A different text from elsewhere is taken only when nothing is unsaved;
  // otherwise the next save names the old version and gets the honest 409.
  useEffect(() => {
    if (task.version <= autosaver.version) return;
    if (task.instructions === baseText.current) {
      autosaver.adoptVersion(task.version);
    } else if (!autosaver.dirty && !autosaver.inConflict) {
      autosaver.adoptVersion(task.version);
      baseText.current = task.instructions;
      setSteps(editorSteps(task.instructions));
    }
  }, [autosaver, task.version, task.instructions]);

  const edit = (next: InstructionStep[]) => {
    if (autosaver.edit(next)) setSteps(next);
  };

  const onReload = async () => {
    const fresh = (await reload()) as SavedTask | undefined;
    if (fresh && typeof fresh.version === 'number') {
      baseText.current = fresh.instructions;
      autosaver.reset(fresh.version);
      setSteps(editorSteps(fresh.instructions));
    }
  };

  // Steps the AI or a restore wrote: shown at once, and the next save names their version (the save
  // queue would otherwise carry this editor's version past them, as if they were its own save).
  const takeSteps = (fresh: { version: number; instructions: string | null }) => {
    baseText.current = fresh.instructions;
    autosaver.reset(fresh.version);
    setSteps(editorSteps(fresh.instructions));
  };

  return (
    <div className="step-editor">
      <style>{css}</style>
      <div className="step-status" aria-live="polite">
        {state.kind === 'saving' ? <Typography.Text type="secondary">Saving...</Typography.Text> : null}
        {state.kind === 'saved' ? <Typography.Text type="secondary">Saved {formatChicagoTime(state.at)}</Typography.Text> : null}
        {state.kind === 'failed' ? <Typography.Text type="danger">Not saved</Typography.Text> : null}
        {script.kind === 'generating' ? <Typography.Text type="secondary"> · Generating script...</Typography.Text> : null}
        {script.kind === 'generated' ? <Typography.Text type="secondary"> · Script updated</Typography.Text> : null}
      </div>
      {script.kind === 'failed' ? (
        <Typography.Paragraph type="secondary" className="step-script-note" data-testid="step-script-note">
          Script not updated: {script.message}
        </Typography.Paragraph>
      ) : null}
      {state.kind === 'conflict' ? (
        <Alert
          type="warning"
          showIcon
          className="step-gap-bottom"
          message="This task was changed by someone else."
          description="Your latest edits were not saved. Reload to see the latest version."
          action={
            <Button size="small" onClick={() => void onReload()}>
              Reload
            </Button>
          }
        />
      ) : null}

      {readOnly ? null : <StepAiRequest taskId={task.id} beforeSend={() => autosaver.flush()} onSteps={takeSteps} />}
      <div className="step-gap-bottom">
        <StepVersionHistory
          taskId={task.id}
          current={steps.map((s) => s.content)}
          canRestore={!readOnly}
          beforeRestore={() => autosaver.flush()}
          afterRestore={(fresh) => {
            takeSteps(fresh);
            generate.current();
          }}
        />
      </div>

      {steps.map((step, index) => (
        <StepBox
          key={step.id}
          index={index}
          count={steps.length}
          content={step.content}
          sections={sections}
          canDelete={canDeleteStep(steps)}
          onChange={(content) => edit(updateStep(steps, index, content))}
          onMove={(by) => edit(moveStep(steps, index, by))}
          onDelete={() => edit(deleteStep(steps, index))}
          readOnly={readOnly}
        />
      ))}
      {readOnly ? null : (
        <Space className="step-controls">
          <Button onClick={() => edit(addStep(steps))} disabled={state.kind === 'conflict' || steps.length >= MAX_STEPS}>
            + Add Step
          </Button>
          {steps.length >= MAX_STEPS ? <Typography.Text type="secondary">A task can have at most {MAX_STEPS} steps.</Typography.Text> : null}
        </Space>
      )}
    </div>
  );
}
