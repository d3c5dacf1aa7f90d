import { Flex, Tag, Typography } from '@milestone/ui';
import type { RuntimeView } from '../execution-runtime.model.js';

/** The tag beside the title: the sandbox's mode, the live workers. */
export function ExecutionRuntimeTag({ view }: { view: RuntimeView }) {
  return (
    <Flex align="center" gap="small" wrap data-testid="runtime-status">
      <Tag color={view.color} title={view.description}>
        {view.label}
      </Tag>
      {view.detail ? <Typography.Text type="secondary">{view.detail}</Typography.Text> : null}
    </Flex>
  );
}
