import { useEffect, useState } from 'react';
import { Alert, Button, Col, Empty, Layout, Row, Spin, Typography } from '@milestone/ui';
import { useTasks } from '../hooks/useTasks.js';
import { TaskCard } from './TaskCard.js';
import { CreateTaskDialog } from './CreateTaskDialog.js';

export const PRODUCT_NAME = 'Milestone';
export const TAGLINE = 'Make Automation Your Next Milestone';

/** Home: the product heading, the task cards and the manual task dialog. */
export function HomePage({ basePath }: { basePath: string }) {
  const tasks = useTasks();
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <Layout style={{ background: 'transparent' }}>
      <div style={{ maxWidth: 1200, width: '100%', margin: '0 auto', padding: '32px 24px' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 16 }}>
          <div>
            <Typography.Title style={{ marginBottom: 4 }}>{PRODUCT_NAME}</Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 16 }}>{TAGLINE}</Typography.Text>
          </div>
          <Button type="primary" size="large" onClick={() => setCreating(true)}>
            Create New Task
          </Button>
        </div>
        <div style={{ marginTop: 32 }}>
          {tasks.isPending ? (
            <Spin size="large" />
          ) : tasks.isError ? (
            <Alert type="error" showIcon title="Failed to load tasks" description={tasks.error.message} />
          ) : tasks.data.length === 0 ? (
            <Empty description="No tasks yet. Create your first task to get started." />
          ) : (
            <Row gutter={[16, 16]}>
              {tasks.data.map((task) => (
                <Col key={task.id} xs={24} sm={12} lg={8}>
                  <TaskCard task={task} basePath={basePath} />
                </Col>
              ))}
            </Row>
          )}
        </div>
      </div>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
        <Typography.Text strong>{PRODUCT_NAME}</Typography.Text>
        <br />
        <Typography.Text type="secondary">© {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.</Typography.Text>
      </Layout.Footer>
      <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
    </Layout>
  );
}
