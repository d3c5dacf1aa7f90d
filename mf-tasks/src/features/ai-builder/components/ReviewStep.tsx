import { Alert, BulletList, Button, Descriptions, Flex, Tag, Typography, theme } from '@milestone/ui';
import { typeLabel } from '../../../entities/task/task.model.js';
import { complexityColor } from '../ai-builder.model.js';
import type { ReviewedPlan } from '../ai-builder.types.js';
import type { AiBuilderState } from '../hooks/useAiBuilder.js';

/** Step 4, Review & Approve: the plan as it will be built, what was not understood, and Implement Task. */
export function ReviewStep({ builder, plan }: { builder: AiBuilderState; plan: ReviewedPlan }) {
  const { token } = theme.useToken();
  const notes = plan.notes ?? [];
  return (
    <div data-testid="plan-review">
      <Typography.Title level={4}>Review & Approve</Typography.Title>
      <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="plan-name">
        {plan.name}
      </Typography.Title>
      <Typography.Paragraph>{plan.description}</Typography.Paragraph>
      <Descriptions column={1} size="small" style={{ marginBottom: token.marginLG }}>
        <Descriptions.Item label="Type">{typeLabel(plan.type)}</Descriptions.Item>
        <Descriptions.Item label="Complexity">
          <Tag color={complexityColor(plan.estimatedComplexity)} data-testid="complexity-badge" data-complexity={plan.estimatedComplexity}>
            {plan.estimatedComplexity}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      {notes.length > 0 ? (
        <div data-testid="plan-notes" style={{ marginBottom: token.marginLG }}>
          <Alert
            type="warning"
            showIcon
            title="What was not understood"
            description={
              <BulletList>
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </BulletList>
            }
          />
        </div>
      ) : null}
      <Typography.Title level={5}>Features</Typography.Title>
      <BulletList>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </BulletList>
      <Typography.Title level={5}>Sections</Typography.Title>
      <BulletList>
        {plan.sections.map((section) => (
          <li key={section.title}>
            <Typography.Text strong>{section.title}</Typography.Text>
            {section.description ? <Typography.Text type="secondary"> - {section.description}</Typography.Text> : null}
          </li>
        ))}
      </BulletList>
      <Typography.Title level={5}>Data Flow</Typography.Title>
      <ol data-testid="data-flow" style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
        {plan.dataFlow.map((flow, index) => (
          <li key={`${index}-${flow}`}>{flow}</li>
        ))}
      </ol>
      <Flex justify="space-between" style={{ marginTop: token.marginLG }}>
        <Button onClick={builder.backToRequirements}>Back to Requirements</Button>
        <Button type="primary" onClick={builder.implement}>
          Implement Task
        </Button>
      </Flex>
    </div>
  );
}
