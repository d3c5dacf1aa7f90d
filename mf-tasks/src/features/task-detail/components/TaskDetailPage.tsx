import { useState } from 'react';
import { ArrowLeftOutlined, Button, Card, Layout, Menu, Result, Spin, Tag, Typography } from '@milestone/ui';
import { isHttpStatus, joinBasePath, RemoteComponent, useNavigate, useParams } from '@milestone/platform-sdk';
import { useTask } from '../hooks/useTask.js';
import { backTarget, parseInstructions, parseTaskId, taskSections, type SectionId } from '../task-sections.js';
import type { Task } from '../../task-list/task-card.model.js';

function Overview({ task }: { task: Task }) {
  if (task.type === 'form-processing') {
    // Remote-to-remote composition through the federation runtime, never a source import.
    return <RemoteComponent remote="mf_loadcalc" module="./SavedCalculations" />;
  }
  return (
    <Typography.Paragraph type="secondary">
      Uploading files and running this task arrive with the executions issue.
    </Typography.Paragraph>
  );
}

function Instructions({ task }: { task: Task }) {
  const steps = parseInstructions(task.instructions);
  if (steps.length === 0) return <Typography.Paragraph type="secondary">No instructions yet.</Typography.Paragraph>;
  return (
    <ol>
      {steps.map((step) => (
        <li key={step.id} style={{ marginBottom: 8 }}>{step.content}</li>
      ))}
    </ol>
  );
}

/** /tasks/{id} and /task/{id}: the task detail frame (spec 000 and 001 section 2). */
export function TaskDetailPage({ basePath }: { basePath: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const id = parseTaskId(params.id);
  const task = useTask(id);
  const [active, setActive] = useState<SectionId>('overview');
  const goHome = () => navigate(joinBasePath(basePath, ''));

  if (id === null || (task.isError && isHttpStatus(task.error, 404))) {
    return (
      <Result status="404" title="Task Not Found" subTitle="The task you are looking for does not exist or you have no access to it."
        extra={<Button type="primary" onClick={goHome}>Go Back</Button>} />
    );
  }
  if (task.isError) {
    return <Result status="error" title="Error Loading Task" subTitle="Failed to load task" extra={<Button onClick={goHome}>Go Back</Button>} />;
  }
  if (task.isPending) return <div style={{ padding: 48, textAlign: 'center' }}><Spin size="large" /></div>;

  const sections = taskSections(task.data.type);
  const current = sections.find((s) => s.id === active) ?? sections[0]!;
  const onBack = () => (backTarget(current.id) === 'home' ? goHome() : setActive('overview'));

  return (
    <Layout style={{ background: 'transparent', maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Layout.Sider width={220} theme="light" style={{ background: 'transparent' }} breakpoint="md" collapsedWidth={0}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} style={{ marginBottom: 16 }}>
          Back
        </Button>
        <Typography.Title level={5} ellipsis style={{ marginTop: 0 }}>{task.data.name}</Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={[current.id]}
          items={sections.map((s) => ({ key: s.id, label: s.label }))}
          onClick={({ key }) => setActive(key as SectionId)}
        />
      </Layout.Sider>
      <Layout.Content style={{ paddingLeft: 24 }}>
        <Card>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {current.label}{' '}
            <Tag color={task.data.status === 'active' ? 'green' : 'default'} style={{ verticalAlign: 'middle' }}>{task.data.status}</Tag>
          </Typography.Title>
          <Typography.Paragraph type="secondary">{current.description}</Typography.Paragraph>
          {task.data.description ? <Typography.Paragraph>{task.data.description}</Typography.Paragraph> : null}
          {current.id === 'overview' ? <Overview task={task.data} /> : <Instructions task={task.data} />}
        </Card>
      </Layout.Content>
    </Layout>
  );
}
