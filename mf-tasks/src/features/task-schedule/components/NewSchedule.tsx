import { useState } from 'react';
import { Alert, Button, Flex, Input, Spin, Typography } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { SCHEDULE_PRESETS, normalizeCron, presetOf } from '../schedule.model.js';
import { useScheduleMutations, useSchedulePreview } from '../hooks/useSchedules.js';
import { NextRuns } from './NextRuns.js';

/**
 * A new schedule: a preset or a typed five-field expression, read back as the user types (the
 * server's plain-English reading and next five runs in Chicago time), then Add Schedule.
 */
export function NewSchedule({ taskId }: { taskId: number }) {
  const { toast } = useToast();
  const [cron, setCron] = useState('');
  const preview = useSchedulePreview(cron);
  const { create } = useScheduleMutations(taskId);
  const chosen = presetOf(cron);
  const typed = normalizeCron(cron);
  const readable = !preview.settling && preview.isSuccess && preview.data.cronExpression === typed;

  const add = () =>
    create.mutate(typed, {
      onSuccess: () => {
        setCron('');
        toast({ variant: 'success', title: 'Schedule added', description: 'The task now runs by itself at these times.' });
      },
      onError: (error) => toast({ variant: 'error', title: 'Error', description: messageOrFallback(error, 'Failed to add the schedule.') }),
    });

  return (
    <section aria-label="New schedule">
      <Typography.Title level={5}>Add a schedule</Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        {SCHEDULE_PRESETS.map((preset) => (
          <Button key={preset.cron} type={chosen?.cron === preset.cron ? 'primary' : 'default'} onClick={() => setCron(preset.cron)}>
            {preset.label}
          </Button>
        ))}
      </Flex>
      <Input
        aria-label="Cron expression"
        placeholder="minute hour day-of-month month day-of-week, e.g. 0 7 * * 1-5"
        value={cron}
        onChange={(event) => setCron(event.target.value)}
        onPressEnter={() => readable && add()}
        style={{ fontFamily: 'monospace', maxWidth: 420 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        Five fields, read in Chicago time.
      </Typography.Paragraph>
      <div aria-live="polite" style={{ minHeight: 24, marginBottom: 8 }}>
        {typed === '' ? null : preview.settling || preview.isFetching ? (
          <Spin size="small" />
        ) : preview.isError ? (
          <Alert type="error" showIcon title={messageOrFallback(preview.error, 'This expression could not be read.')} />
        ) : readable ? (
          <Flex vertical gap={4}>
            <Typography.Text strong aria-label="Reading">
              {preview.data.description}
            </Typography.Text>
            <NextRuns runs={preview.data.nextRuns} label="Next 5 runs (Chicago time)" />
          </Flex>
        ) : null}
      </div>
      <Button type="primary" disabled={!readable} loading={create.isPending} onClick={add}>
        Add Schedule
      </Button>
    </section>
  );
}
