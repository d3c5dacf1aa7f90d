import { useEffect, useRef } from 'react';
import { Alert, Button, Flex, Typography, theme } from '@milestone/ui';
import { shownLine } from '../task-pages.js';

interface LoadMoreTasksProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/**
 * Under a task grid: how many tasks show, and the next page, loaded when this comes within a
 * screen of the viewport (or by the button, for keyboards and for anyone who prefers it).
 */
export function LoadMoreTasks({ shown, total, hasMore, loading, failed, onMore }: LoadMoreTasksProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    // Observed afresh after each page: still in view (a tall screen) asks for the next one at once.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '800px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, onMore]);

  if (total === 0) return null;
  return (
    <Flex ref={sentinel} vertical align="center" gap="small" style={{ marginTop: token.marginLG }} data-testid="task-pages">
      {failed ? <Alert type="error" showIcon title="Failed to load more tasks" style={{ alignSelf: 'stretch' }} /> : null}
      <Typography.Text type="secondary">{shownLine(shown, total)}</Typography.Text>
      {hasMore ? (
        <Button onClick={onMore} loading={loading}>
          {failed ? 'Try again' : 'Load more'}
        </Button>
      ) : null}
    </Flex>
  );
}
