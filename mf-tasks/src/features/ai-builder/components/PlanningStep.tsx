import { Alert, Button, Flex, Spin, Typography } from '@milestone/ui';
import { TEXTS } from '../ai-builder.model.js';
import type { AiBuilderState } from '../hooks/useAiBuilder.js';

/** Step 3, Task Planning: the waiting screen; after a failure (the wizard stays here) Back and Try Again. */
export function PlanningStep({ builder }: { builder: AiBuilderState }) {
  return (
    <Flex vertical align="center" gap="middle" style={{ padding: '48px 0', textAlign: 'center' }}>
      {builder.planning ? <Spin size="large" /> : null}
      <Typography.Title level={4}>{TEXTS.planning}</Typography.Title>
      {builder.planFailed && !builder.planning ? (
        <>
          <Alert type="error" showIcon title={TEXTS.planFailed} />
          <Flex gap="middle">
            <Button onClick={builder.backToRequirements}>Back to Requirements</Button>
            <Button type="primary" onClick={builder.createPlan}>
              Try Again
            </Button>
          </Flex>
        </>
      ) : (
        <Typography.Text type="secondary">Turning your description and answers into features, sections and a data flow...</Typography.Text>
      )}
    </Flex>
  );
}
