import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Typography, theme } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';
import { canSubmitQuick, EXAMPLE_PROMPTS, exampleTaskName, quickCreatedToast, quickFailureText, quickRequest, TEXTS } from '../ai-builder.model.js';
import { serverFailure } from '../server-failure.js';
import { useCreateWithAi } from '../hooks/useCreateWithAi.js';
import { useSampleFile } from '../hooks/useSampleFile.js';
import { SampleFileField } from './SampleFileField.js';

/**
 * The home page's quick AI task creator (spec 000 section 2, Home): a task name and a description
 * (or one of four example prompts), one call that builds the task with its steps and script.
 * Shown while `open`; Cancel and a creation close it.
 */
export function QuickAiCreator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { token } = theme.useToken();
  const { toast } = useToast();
  const create = useCreateWithAi();
  const sample = useSampleFile();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  if (!open) return null;

  const close = () => {
    setName('');
    setDescription('');
    sample.clear();
    onClose();
  };

  const submit = async () => {
    const body = quickRequest(name, description);
    if (!body) {
      toast({ variant: 'warning', title: TEXTS.missingTitle, description: TEXTS.missingBody });
      return;
    }
    try {
      const task = await create.mutateAsync(sample.sample ? { ...body, sample: sample.sample } : body);
      // The sample becomes the task's first input (a refusal toasts; the task stays).
      await sample.attachTo(task.id);
      toast(quickCreatedToast(task));
      close();
    } catch (error) {
      toast({ variant: 'error', title: TEXTS.quickFailedTitle, description: quickFailureText(serverFailure(error)) });
    }
  };

  return (
    <Card title="Create a Task with AI" data-testid="quick-ai-creator" style={{ marginTop: token.margin }}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Task Name" htmlFor="quick-ai-name">
          <Input id="quick-ai-name" maxLength={255} value={name} onChange={(e) => setName(e.target.value)} placeholder="Weekly hours per technician" />
        </Form.Item>
        <Form.Item label="Task Description" htmlFor="quick-ai-description">
          <Input.TextArea
            id="quick-ai-description"
            rows={4}
            maxLength={4000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Describe what the task should do with your spreadsheet, in plain words."
          />
        </Form.Item>
        <SampleFileField id="quick-ai-sample" sample={sample} />
        <Typography.Text type="secondary">Try an example:</Typography.Text>
        <Flex wrap gap="small" style={{ margin: `${token.marginXS}px 0 ${token.margin}px` }}>
          {EXAMPLE_PROMPTS.map((example) => (
            <Button
              key={example.label}
              size="small"
              onClick={() => {
                setDescription(example.prompt);
                setName((current) => exampleTaskName(current, example));
              }}
            >
              {example.label}
            </Button>
          ))}
        </Flex>
        <Flex gap="small" justify="flex-end">
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={!canSubmitQuick(name, description, create.isPending) || sample.reading} loading={create.isPending}>
            Create Task
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
