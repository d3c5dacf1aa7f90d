import { Button, Flex, Form, Input, Typography } from '@milestone/ui';
import { canContinue, TASK_TYPE_CARDS } from '../ai-builder.model.js';
import type { AiBuilderState } from '../hooks/useAiBuilder.js';
import { TaskTypeCard } from './TaskTypeCard.js';
import { SampleFileField } from './SampleFileField.js';

/** Step 1, Task Description: what the task should do and its type; Continue asks for the questions. */
export function DescriptionStep({ builder, onCancel }: { builder: AiBuilderState; onCancel: () => void }) {
  return (
    <Form layout="vertical" onFinish={() => canContinue(builder.description, builder.taskType) && builder.analyze()}>
      <Typography.Title level={4}>Task Description</Typography.Title>
      <Typography.Paragraph type="secondary">
        Describe in plain words what the task should do: the file it takes, the rows and columns that matter, and what the result should look like.
      </Typography.Paragraph>
      <Form.Item label="What should this task do?" htmlFor="ai-task-description">
        <Input.TextArea
          id="ai-task-description"
          rows={6}
          maxLength={4000}
          value={builder.description}
          onChange={(event) => builder.setDescription(event.target.value)}
          placeholder="Take the weekly timesheet export, drop the voided rows, and total the hours per technician."
        />
      </Form.Item>
      <SampleFileField id="ai-task-sample" sample={builder.sample} />
      <Typography.Text strong id="ai-task-type-label">
        Task Type
      </Typography.Text>
      <Flex role="radiogroup" aria-labelledby="ai-task-type-label" gap="middle" wrap style={{ margin: '8px 0 24px' }}>
        {TASK_TYPE_CARDS.map((card) => (
          <TaskTypeCard
            key={card.value}
            name={card.name}
            line={card.line}
            selected={builder.taskType === card.value}
            onSelect={() => builder.setTaskType(card.value)}
          />
        ))}
      </Flex>
      <Flex justify="space-between">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!canContinue(builder.description, builder.taskType) || builder.analyzing || builder.sample.reading}
          loading={builder.analyzing}
        >
          {builder.analyzing ? 'Analyzing...' : 'Continue'}
        </Button>
      </Flex>
    </Form>
  );
}
