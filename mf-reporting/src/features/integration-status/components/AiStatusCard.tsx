import { Alert, Card, Descriptions, Flex, Spin, Typography } from '@milestone/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { AI_CARD_TITLE, AI_STATUS_FAILURE_TEXT, type AiStatus, aiStatusHelp, aiStatusLines } from '../ai-status.model.js';

/** The AI builder's provider on the integration status page: offline or OpenAI-compatible, its model and endpoint. */
export function AiStatusCard({ status }: { status: UseQueryResult<AiStatus> }) {
  return (
    <Card title={AI_CARD_TITLE}>
      {status.isPending ? (
        <Spin />
      ) : status.isError ? (
        <Alert type="error" showIcon title={AI_STATUS_FAILURE_TEXT} />
      ) : (
        <Flex vertical gap="small">
          <Descriptions column={1} size="small">
            {aiStatusLines(status.data).map((line) => (
              <Descriptions.Item key={line.label} label={line.label}>
                {line.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Text type="secondary">{aiStatusHelp(status.data)}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
