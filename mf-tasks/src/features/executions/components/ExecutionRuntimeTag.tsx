import { Flex, Tag, Typography } from '@milestone/ui';
import { useExecutionRuntime } from '../../../entities/execution/hooks/useExecutionRuntime.js';
import { runtimeView } from '../execution-runtime.model.js';

/** The tag beside the title: the sandbox's mode, the live workers. Nothing until it is known (or when it cannot be read). */
export function ExecutionRuntimeTag() {
  const runtime = useExecutionRuntime();
  if (!runtime.data) return null;
  const view = runtimeView(runtime.data);
  return (
    <Flex align="center" gap="small" wrap data-testid="runtime-status">
      <Tag color={view.color} title={view.description}>
        {view.label}
      </Tag>
      {view.detail ? <Typography.Text type="secondary">{view.detail}</Typography.Text> : null}
    </Flex>
  );
}
