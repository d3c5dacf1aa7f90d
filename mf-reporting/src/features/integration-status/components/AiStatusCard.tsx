import { Alert, Card, Descriptions, Flex, Spin, Typography } from '@milestone/ui';
import { AI_CARD_TITLE, AI_STATUS_FAILURE_TEXT, type AiStatus, aiStatusHelp, aiStatusLines } from '../ai-status.model.js';

/**
 * The AI builder's provider on the integration status page: offline or OpenAI-compatible, its
 * model and endpoint origin. `status` undefined: still loading (or failed, when `failed`). `admin`:
 * the reader may have a model configured, and is told how.
 */
export function AiStatusCard({ status, failed, admin = false }: { status: AiStatus | undefined; failed: boolean; admin?: boolean }) {
  return (
    <Card title={AI_CARD_TITLE}>
      {failed ? (
        <Alert type="error" showIcon title={AI_STATUS_FAILURE_TEXT} />
      ) : !status ? (
        <Spin />
      ) : (
        <Flex vertical gap="small">
          <Descriptions column={1} size="small">
            {aiStatusLines(status).map((line) => (
              <Descriptions.Item key={line.label} label={line.label}>
                {line.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Text type="secondary">{aiStatusHelp(status, admin)}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
