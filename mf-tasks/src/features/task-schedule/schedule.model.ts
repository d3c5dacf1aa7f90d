import type { TasksComponents } from '@milestone/contracts';

export type Schedule = TasksComponents['schemas']['ScheduleDto'];
export type SchedulePreview = TasksComponents['schemas']['SchedulePreviewDto'];

export interface SchedulePreset {
  label: string;
  cron: string;
}

/** The presets the Schedule section offers (five fields, Chicago time). */
export const SCHEDULE_PRESETS: readonly SchedulePreset[] = [
  { label: 'Every weekday at 7:00', cron: '0 7 * * 1-5' },
  { label: 'Every Monday at 6:00', cron: '0 6 * * 1' },
  { label: 'Hourly', cron: '0 * * * *' },
];

/** How long the typed expression rests before it is read by the server. */
export const PREVIEW_DELAY_MS = 400;

/** The expression as the server keeps it (single spaces), or '' when there is nothing to read. */
export function normalizeCron(input: string): string {
  return input.trim().split(/\s+/).filter(Boolean).join(' ');
}

/** The preset an expression is, if any (its button shows as chosen). */
export function presetOf(cron: string): SchedulePreset | undefined {
  const normal = normalizeCron(cron);
  return SCHEDULE_PRESETS.find((preset) => preset.cron === normal);
}

export const scheduleKeys = {
  all: ['schedules'] as const,
  ofTask: (taskId: number) => ['schedules', 'task', taskId] as const,
  preview: (cron: string) => ['schedules', 'preview', cron] as const,
};
