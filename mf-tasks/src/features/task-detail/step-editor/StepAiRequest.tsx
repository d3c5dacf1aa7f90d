import { useState } from 'react';
import { Button, Collapse, Input, Space, Typography } from '@milestone/ui';
import { formatChicagoTime, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { useStepRequest, useStepVersions } from '../../../entities/ai/ai-hooks.js';
import { recentAiChanges } from '../../../entities/ai/ai.model.js';

export const REQUEST_SENT = { title: 'Request Sent', description: 'AI is updating your task steps...' } as const;
export const REQUEST_FAILED = 'The AI could not change the steps. Please try again.';

interface StepAiRequestProps {
  taskId: number;
  /** Saves what the editor has pending before the request goes (the request then follows it). */
  beforeSend: () => void;
  /** The rewritten steps: the editor shows them and carries on from their version. */
  onSteps: (task: { version: number; instructions: string | null }) => void;
}

/**
 * The AI request box (spec 000 "Task step editor"): Submit Request rewrites the steps (a new step
 * version, source 'ai', and the script after them); 'View Recent Changes' lists the last 3 AI
 * requests with the assistant's answers and their times. A blank request is not sent.
 */
export function StepAiRequest({ taskId, beforeSend, onSteps }: StepAiRequestProps) {
  const { toast } = useToast();
  const [request, setRequest] = useState('');
  const send = useStepRequest(taskId);
  const versions = useStepVersions(taskId);
  const changes = recentAiChanges(versions.data ?? []);

  const submit = async () => {
    const text = request.trim();
    if (!text || send.isPending) return;
    beforeSend();
    toast({ variant: 'info', ...REQUEST_SENT });
    try {
      const answer = await send.mutateAsync(text);
      setRequest('');
      onSteps(answer.task);
      // The steps and 'View Recent Changes' show the answer; a script that could not follow them says why.
      if (answer.script.status === 'failed') toast({ variant: 'warning', title: 'Steps updated', description: answer.script.message });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageOrFallback(error, REQUEST_FAILED) });
    }
  };

  return (
    <div className="step-ai-request">
      <Typography.Text strong>Ask the AI to change these steps</Typography.Text>
      <Input.TextArea
        rows={2}
        value={request}
        aria-label="AI request"
        onChange={(e) => setRequest(e.target.value)}
        placeholder="e.g. Add a step to sort by Hours descending"
        disabled={send.isPending}
      />
      <Space>
        <Button type="primary" disabled={!request.trim()} loading={send.isPending} onClick={() => void submit()}>
          Submit Request
        </Button>
      </Space>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'recent',
            label: 'View Recent Changes',
            children:
              changes.length === 0 ? (
                <Typography.Text type="secondary">No recent changes.</Typography.Text>
              ) : (
                <ol className="step-changes" aria-label="Recent changes">
                  {changes.map((c) => (
                    <li key={c.version} data-testid="recent-change">
                      <div className="step-change-request">
                        <Typography.Text strong>You:</Typography.Text> {c.request}
                      </div>
                      <div className="step-change-answer">
                        <Typography.Text strong>AI:</Typography.Text> {c.answer}
                      </div>
                      <Typography.Text type="secondary" className="step-change-time">
                        {formatChicagoTime(c.at)}
                      </Typography.Text>
                    </li>
                  ))}
                </ol>
              ),
          },
        ]}
      />
    </div>
  );
}
