import { Flex, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { executionTitle, fileCountBadges, outcomeBadge, type ExecutionFiles } from '../execution-files.model.js';

/** An execution's row head: 'Execution #{id}', its time in Chicago time, '{n} in', '{n} out', and Success or Failed. */
export function ExecutionHeader({ execution }: { execution: ExecutionFiles }) {
  const counts = fileCountBadges(execution);
  const outcome = outcomeBadge(execution);
  return (
    <Flex className="file-repo-head" align="center" justify="space-between" gap="small">
      <Flex vertical>
        <Typography.Text strong>{executionTitle(execution.executionId)}</Typography.Text>
        <Typography.Text className="file-repo-time">{formatChicagoTime(execution.timestamp)}</Typography.Text>
      </Flex>
      <Flex gap={4} wrap>
        <Tag>{counts.inputs}</Tag>
        <Tag>{counts.outputs}</Tag>
        <Tag color={outcome.tone}>{outcome.text}</Tag>
      </Flex>
    </Flex>
  );
}
