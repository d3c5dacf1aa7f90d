import { Button, Flex, Typography } from '@milestone/ui';
import { shownOfTotal } from '@milestone/contracts';

interface LoadMoreExecutionsProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** Under the executions: how many show, and Load more while the service has older ones. */
export function LoadMoreExecutions({ shown, total, hasMore, loading, onMore }: LoadMoreExecutionsProps) {
  if (!hasMore) return null;
  return (
    <Flex vertical align="center" gap="small" data-testid="execution-pages">
      <Typography.Text type="secondary">{shownOfTotal(shown, total, { one: 'execution', many: 'executions' })}</Typography.Text>
      <Button onClick={onMore} loading={loading}>
        Load more
      </Button>
    </Flex>
  );
}
