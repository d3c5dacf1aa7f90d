import { Alert, Button, Row, Space, Typography } from '@milestone/ui';

interface LoadMoreProps {
  /** 'Showing N of M ...' */
  line: string;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  /** Names the button for assistive technology and tests, e.g. 'Load more users'. */
  label: string;
}

/** Under a paged list: how many rows show, and a button for the next page while there is one. */
export function LoadMore({ line, hasMore, loading, failed, onMore, label }: LoadMoreProps) {
  return (
    <Row justify="center">
      <Space direction="vertical" align="center" size={8}>
        {failed ? <Alert type="error" showIcon title="Failed to load more" /> : null}
        <Typography.Text type="secondary">{line}</Typography.Text>
        {hasMore ? (
          <Button aria-label={label} onClick={onMore} loading={loading}>
            {failed ? 'Try again' : 'Load more'}
          </Button>
        ) : null}
      </Space>
    </Row>
  );
}
