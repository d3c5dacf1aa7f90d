import type { ScheduleEntity } from './schedule.entity.js';
import type { ScheduleDto, SchedulePreviewDto } from './dto/schedule.dto.js';
import { NEXT_RUNS_SHOWN, describeCron, nextRuns, parseCron, type ParsedCron } from './cron.js';

function upcoming(parsed: ParsedCron, now: Date): string[] {
  return nextRuns(parsed.cron, NEXT_RUNS_SHOWN, now).map((d) => d.toISOString());
}

export function toScheduleDto(schedule: ScheduleEntity, now = new Date()): ScheduleDto {
  let runs: string[] = [];
  try {
    runs = upcoming(parseCron(schedule.cronExpression, schedule.timezone), now);
  } catch {
    // A stored expression was checked when it was saved; should one no longer parse, it shows no runs.
  }
  return {
    id: schedule.id,
    taskId: schedule.taskId,
    cronExpression: schedule.cronExpression,
    timezone: schedule.timezone,
    enabled: schedule.enabled,
    lastRun: schedule.lastRun?.toISOString() ?? null,
    nextRun: schedule.nextRun?.toISOString() ?? null,
    nextRuns: runs,
    description: describeCron(schedule.cronExpression),
    runAsUserId: schedule.runAsUserId,
    delivery: schedule.delivery ? { ...schedule.delivery, recipients: [...schedule.delivery.recipients] } : null,
    createdAt: schedule.createdAt.toISOString(),
  };
}

export function toSchedulePreviewDto(parsed: ParsedCron, timezone: string, now = new Date()): SchedulePreviewDto {
  return { cronExpression: parsed.expression, timezone, description: describeCron(parsed.expression), nextRuns: upcoming(parsed, now) };
}
