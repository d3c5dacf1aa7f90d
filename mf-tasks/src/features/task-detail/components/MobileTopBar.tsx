import { ArrowLeftOutlined, Button, Flex, Typography } from '@milestone/ui';
import type { Task } from '../../../entities/task/task.model.js';

/** The phone's bar over the task: Back and the task's name, kept in view while scrolling. */
export function MobileTopBar({ task, onBack }: { task: Task; onBack: () => void }) {
  return (
    <Flex className="task-nav task-top-bar" align="center" gap="small">
      <Button icon={<ArrowLeftOutlined />} aria-label="Back" onClick={onBack} />
      <Typography.Text strong ellipsis>
        {task.name}
      </Typography.Text>
    </Flex>
  );
}
