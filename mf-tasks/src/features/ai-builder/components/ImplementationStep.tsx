import { Flex, Progress, Spin, Typography } from '@milestone/ui';

/** Step 5, Implementation: the bar (10 points every 0.5 s up to 90, 100 on the answer; the header shows the same) and what is happening. */
export function ImplementationStep({ progress }: { progress: number }) {
  return (
    <Flex vertical align="center" gap="middle" style={{ padding: '48px 0', textAlign: 'center' }}>
      <Spin size="large" spinning={progress < 100} />
      <Typography.Title level={4}>Implementing Your Task</Typography.Title>
      <div data-testid="implementation-progress" style={{ maxWidth: 480, width: '100%' }}>
        <Progress percent={progress} />
      </div>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 560 }}>
        The steps of your task are being written from the data flow and its Python script generated and checked, then the task is created. This takes a few
        seconds; the builder closes when the task is ready.
      </Typography.Paragraph>
    </Flex>
  );
}
