import { useMemo, useState } from 'react';
import { Button, Flex, ReloadOutlined, theme } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';
import type { Execution } from '../../../../entities/execution/execution.model.js';
import { useRetryExecution } from '../../../../entities/execution/hooks/useRetryExecution.js';
import { useRunTask } from '../../../../entities/execution/hooks/useRunTask.js';
import { useTask } from '../../../../entities/task/hooks/useTask.js';
import { useCanEditTask } from '../../../../entities/task-permission/hooks/usePermissions.js';
import type { FeedbackConversation } from '../../../../entities/ai/ai.model.js';
import { FeedbackPanel } from './FeedbackPanel.js';
import { feedbackCss } from './feedback.styles.js';
import { FEEDBACK_TEXTS, openConversation } from './use-feedback.js';

/** The label of the button that opens a run's assistant: a failed run is offered a fix. */
export function assistantLabel(status: string): string {
  return status === 'failed' ? 'Fix with AI' : 'AI Assistant';
}

/**
 * The AI assistant of a run on /executions: 'Fix with AI' on a failed run, 'AI Assistant' on
 * others. Opening it reopens the run's conversation or starts one ('AI Assistant Ready'; for a
 * failed run the assistant's diagnosis comes first). After Apply fix: Run again.
 */
export function ExecutionFeedback({ execution }: { execution: Pick<Execution, 'id' | 'taskId' | 'taskName' | 'status' | 'canRetry'> }) {
  const { toast } = useToast();
  const { token } = theme.useToken();
  const css = useMemo(() => feedbackCss(token), [token]);
  const [conversation, setConversation] = useState<FeedbackConversation | null>(null);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [applied, setApplied] = useState(false);
  const task = useTask(open ? execution.taskId : null);
  const canApply = useCanEditTask(task.data?.permissionLevel);
  const retry = useRetryExecution();
  const run = useRunTask();

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    if (conversation) {
      setOpen(true);
      return;
    }
    setOpening(true);
    try {
      const opened = await openConversation(execution);
      setConversation(opened.conversation);
      setOpen(true);
      if (opened.started) toast({ variant: 'success', title: FEEDBACK_TEXTS.ready });
    } catch {
      toast({ variant: 'error', ...FEEDBACK_TEXTS.startFailed });
    } finally {
      setOpening(false);
    }
  };

  const runAgain = () => {
    if (execution.canRetry) retry.mutate(execution.id);
    else run.mutate({ taskId: execution.taskId });
  };

  return (
    <Flex vertical gap="small">
      <style>{css}</style>
      <Flex gap="small" wrap>
        <Button size="small" loading={opening} onClick={() => void toggle()} aria-expanded={open}>
          {open ? 'Hide AI Assistant' : assistantLabel(execution.status)}
        </Button>
        {applied ? (
          <Button size="small" type="primary" icon={<ReloadOutlined />} loading={retry.isPending || run.isPending} onClick={runAgain}>
            Run again
          </Button>
        ) : null}
      </Flex>
      {open && conversation ? <FeedbackPanel conversation={conversation} canApply={canApply} onApplied={() => setApplied(true)} /> : null}
    </Flex>
  );
}
