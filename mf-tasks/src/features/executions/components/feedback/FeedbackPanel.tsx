import { useState } from 'react';
import { Alert, Button, Flex, Input, Spin, Typography } from '@milestone/ui';
import { formatChicagoTime, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { proposalOf, type FeedbackConversation, type FeedbackMessage } from '../../../../entities/ai/ai.model.js';
import { FixDiff } from './FixDiff.js';
import { FEEDBACK_TEXTS, useApplyFix, useMessages, useSendMessage } from './use-feedback.js';

interface FeedbackPanelProps {
  conversation: FeedbackConversation;
  /** Apply fix is offered (task admin and above). */
  canApply: boolean;
  /** After a fix is applied: the run can be started again. */
  onApplied: () => void;
}

/**
 * A run's conversation with the assistant: the messages (the user's on the right, the assistant's
 * on the left), a proposed script as a diff with Apply fix (a requested change of the task: its
 * new steps and script as diffs, with Apply), and a text box with Send (a blank message is not sent).
 */
export function FeedbackPanel({ conversation, canApply, onApplied }: FeedbackPanelProps) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const messages = useMessages(conversation.id);
  const send = useSendMessage(conversation.id, conversation.taskId);
  const apply = useApplyFix(conversation.id);

  const submit = async () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    try {
      await send.mutateAsync(content);
      setText('');
    } catch {
      toast({ variant: 'error', ...FEEDBACK_TEXTS.sendFailed });
    }
  };

  const applyFix = async (message: FeedbackMessage) => {
    try {
      const { version } = await apply.mutateAsync(message.id);
      if (proposalOf(message)?.steps)
        toast({ variant: 'success', title: 'Change applied', description: `The new steps and their script are saved (script version ${version}).` });
      else toast({ variant: 'success', title: 'Fix applied', description: `The corrected script is saved as version ${version}.` });
      onApplied();
    } catch (error) {
      toast({ variant: 'error', title: 'Apply Failed', description: messageOrFallback(error, 'The fix could not be applied. Please try again.') });
    }
  };

  let body;
  if (messages.isPending) body = <Spin />;
  else if (messages.isError) body = <Alert type="error" showIcon message="Failed to load the conversation" />;
  else
    body = (
      <div className="feedback-messages" aria-label="Conversation">
        {messages.data.map((m) => {
          const proposal = proposalOf(m);
          const applied = m.metadata?.appliedVersion;
          return (
            <div
              key={m.id}
              className={`feedback-message ${m.role === 'user' ? 'feedback-user' : 'feedback-assistant'}`}
              data-role={m.role}
              data-testid="feedback-message"
            >
              <div>{m.content}</div>
              {proposal ? (
                <>
                  {proposal.steps ? (
                    <>
                      <Typography.Text strong>Proposed steps</Typography.Text>
                      <FixDiff diff={proposal.stepsDiff ?? ''} label="Proposed steps" />
                      <Typography.Text strong>Proposed script</Typography.Text>
                    </>
                  ) : null}
                  <FixDiff diff={proposal.diff} />
                  {applied ? (
                    <Typography.Text type="success">Applied as script version {applied}.</Typography.Text>
                  ) : canApply ? (
                    <Button type="primary" size="small" loading={apply.isPending && apply.variables === m.id} onClick={() => void applyFix(m)}>
                      {proposal.steps ? 'Apply' : 'Apply fix'}
                    </Button>
                  ) : (
                    <Typography.Text type="secondary">
                      {proposal.steps ? 'A task admin can apply this change.' : 'A task admin can apply this fix.'}
                    </Typography.Text>
                  )}
                </>
              ) : null}
              <span className="feedback-time">{formatChicagoTime(m.createdAt)}</span>
            </div>
          );
        })}
      </div>
    );

  return (
    <section className="feedback-panel" aria-label="AI Assistant">
      <Typography.Text strong>AI Assistant</Typography.Text>
      {body}
      <Flex gap="small" align="flex-end">
        <Input.TextArea
          rows={2}
          value={text}
          aria-label="Message to the AI assistant"
          placeholder="Ask about this run or for a change, e.g. why did it fail? or add a step to sort by Date"
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="primary" disabled={!text.trim()} loading={send.isPending} onClick={() => void submit()}>
          Send
        </Button>
      </Flex>
    </section>
  );
}
