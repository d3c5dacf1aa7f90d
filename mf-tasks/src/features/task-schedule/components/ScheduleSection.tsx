import { Alert, Spin, Typography } from '@milestone/ui';
import { useTaskSchedules } from '../hooks/useSchedules.js';
import { NewSchedule } from './NewSchedule.js';
import { ScheduleItem } from './ScheduleItem.js';

/**
 * The task's Schedule section: its schedules (reading, next five runs in Chicago time, on/off,
 * delete) and a new one from a preset or a typed expression. Below task admin it is read-only.
 */
export function ScheduleSection({ taskId, readOnly }: { taskId: number; readOnly: boolean }) {
  const schedules = useTaskSchedules(taskId);
  if (schedules.isPending) return <Spin />;
  if (schedules.isError) return <Alert type="error" showIcon title="The schedules of this task could not be loaded." description={schedules.error.message} />;
  return (
    <div>
      {schedules.data.length === 0 ? (
        <Typography.Paragraph type="secondary">This task has no schedule yet: it runs only when someone runs it.</Typography.Paragraph>
      ) : null}
      {schedules.data.map((schedule) => (
        <ScheduleItem key={schedule.id} schedule={schedule} taskId={taskId} readOnly={readOnly} />
      ))}
      {readOnly ? (
        <Typography.Paragraph type="secondary">Only task admins and owners can change the schedules of this task.</Typography.Paragraph>
      ) : (
        <NewSchedule taskId={taskId} />
      )}
    </div>
  );
}
