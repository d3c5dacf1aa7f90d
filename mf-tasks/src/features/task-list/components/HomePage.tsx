import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Alert, Button, Empty, Flex, Layout, PageContainer, PageHeader, Spin, Typography, theme } from '@milestone/ui';
import { useTaskPages } from '../../../entities/task/hooks/useTaskPages.js';
import { LoadMoreTasks } from '../../../entities/task/components/LoadMoreTasks.js';
import { CreateTaskDialog } from './CreateTaskDialog.js';
import { TaskGrid } from './TaskGrid.js';

export const PRODUCT_NAME = 'Milestone';
export const TAGLINE = 'Make Automation Your Next Milestone';

/**
 * The AI builder's pieces the home page places (from the ai-builder feature: a feature never
 * imports another, so the route hands them over).
 */
export interface HomeAiTools {
  /** 'Build with AI', beside 'Create New Task': opens the AI Task Builder. */
  BuildButton: ComponentType;
  /** The collapsible quick AI task creator, shown while open. */
  QuickCreator: ComponentType<{ open: boolean; onClose: () => void }>;
}

/** Home: the product heading, the task cards, the manual task dialog and the AI tools. */
export function HomePage({ basePath, ai }: { basePath: string; ai?: HomeAiTools }) {
  const { token } = theme.useToken();
  const tasks = useTaskPages();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tasks;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const [creating, setCreating] = useState(false);
  const [quickAiOpen, setQuickAiOpen] = useState(false);
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <Layout style={{ background: 'transparent' }}>
      <PageContainer>
        <PageHeader
          level={1}
          title={PRODUCT_NAME}
          subtitle={<span style={{ fontSize: token.fontSizeLG }}>{TAGLINE}</span>}
          extra={
            <Flex gap="small" wrap>
              {ai ? (
                <>
                  <Button size="large" aria-expanded={quickAiOpen} onClick={() => setQuickAiOpen((open) => !open)}>
                    Quick AI Task
                  </Button>
                  <ai.BuildButton />
                </>
              ) : null}
              <Button type="primary" size="large" onClick={() => setCreating(true)}>
                Create New Task
              </Button>
            </Flex>
          }
        />
        {ai ? <ai.QuickCreator open={quickAiOpen} onClose={() => setQuickAiOpen(false)} /> : null}
        <div style={{ marginTop: token.margin }}>
          {tasks.isPending ? (
            <Spin size="large" />
          ) : tasks.isError ? (
            <Alert type="error" showIcon title="Failed to load tasks" description={tasks.error.message} />
          ) : tasks.tasks.length === 0 ? (
            <Empty description="No tasks yet. Create your first task to get started." />
          ) : (
            <>
              <TaskGrid tasks={tasks.tasks} basePath={basePath} />
              <LoadMoreTasks
                shown={tasks.tasks.length}
                total={tasks.total}
                hasMore={hasNextPage}
                loading={isFetchingNextPage}
                failed={tasks.isFetchNextPageError}
                onMore={loadMore}
              />
            </>
          )}
        </div>
      </PageContainer>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
        <Typography.Text strong>{PRODUCT_NAME}</Typography.Text>
        <br />
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Typography.Text>
      </Layout.Footer>
      <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
    </Layout>
  );
}
