import { Button, Flex, Popconfirm, Switch, Typography } from '@milestone/ui';
import { formatChicagoTime, messageOrFallback, useToast } from '@milestone/platform-sdk';
import type { Schedule } from '../schedule.model.js';
import { useScheduleMutations } from '../hooks/useSchedules.js';
import { NextRuns } from './NextRuns.js';

/** One schedule: its expression and reading, next runs, last run, on/off switch and Delete. */
export function ScheduleItem({ schedule, taskId, readOnly }: { schedule: Schedule; taskId: number; readOnly: boolean }) {
  const { toast } = useToast();
  const { update, remove } = useScheduleMutations(taskId);
  const failed = (fallback: string) => (error: unknown) => toast({ variant: 'error', title: 'Error', description: messageOrFallback(error, fallback) });
  return (
    <article
      aria-label={`Schedule ${schedule.cronExpression}`}
      style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8, padding: 12, marginBottom: 12 }}
    >
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={2}>
          <Typography.Text strong>{schedule.description}</Typography.Text>
          <Typography.Text code>{schedule.cronExpression}</Typography.Text>
          <Typography.Text type="secondary">Last run: {schedule.lastRun ? formatChicagoTime(schedule.lastRun) : 'never'}</Typography.Text>
        </Flex>
        <Flex gap={12} align="center">
          <Switch
            aria-label="Enabled"
            checked={schedule.enabled}
            checkedChildren="On"
            unCheckedChildren="Off"
            disabled={readOnly}
            loading={update.isPending}
            onChange={(enabled) => update.mutate({ id: schedule.id, enabled }, { onError: failed('Failed to change the schedule.') })}
          />
          {readOnly ? null : (
            <Popconfirm
              title="Delete this schedule?"
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(schedule.id, { onError: failed('Failed to delete the schedule.') })}
            >
              <Button danger loading={remove.isPending}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      <div style={{ marginTop: 8 }}>
        {schedule.enabled ? (
          <NextRuns runs={schedule.nextRuns} label="Next 5 runs (Chicago time)" />
        ) : (
          <Typography.Text type="secondary">Disabled: the task does not run by this schedule.</Typography.Text>
        )}
      </div>
    </article>
  );
}
