import { Button, Flex, Form, Typography } from '@milestone/ui';
import type { AiBuilderState } from '../hooks/useAiBuilder.js';
import { RequirementField } from './RequirementField.js';

/** Step 2, Requirements: the questions about the description, pre-filled with the proposed answers; Create Plan. */
export function RequirementsStep({ builder }: { builder: AiBuilderState }) {
  return (
    <Form layout="vertical" onFinish={() => builder.createPlan()}>
      <Typography.Title level={4}>Requirements</Typography.Title>
      <Typography.Paragraph type="secondary">
        A few questions about your task. The proposed answers come from your description; change any that are not right.
      </Typography.Paragraph>
      {builder.questions.length === 0 ? (
        <Typography.Paragraph>Your description says all that is needed: no questions.</Typography.Paragraph>
      ) : (
        builder.questions.map((question) => (
          <RequirementField
            key={question.id}
            question={question}
            value={builder.answers[question.id]}
            onChange={(value) => builder.answer(question.id, value)}
          />
        ))
      )}
      <Flex justify="space-between">
        <Button onClick={builder.backToDescription} disabled={builder.planning}>
          Back
        </Button>
        <Button type="primary" htmlType="submit" disabled={builder.planning} loading={builder.planning}>
          {builder.planning ? 'Planning...' : 'Create Plan'}
        </Button>
      </Flex>
    </Form>
  );
}
