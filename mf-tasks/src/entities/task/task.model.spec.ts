import { describe, expect, it } from '@jest/globals';
import { statusBadge, taskKindOf, taskRoute, typeLabel } from './task.model.js';

describe(statusBadge.name, () => {
  it('colours the statuses as the spec says', () => {
    expect(statusBadge('active')).toEqual({ label: 'active', color: 'green' });
    expect(statusBadge('scheduled')).toEqual({ label: 'scheduled', color: 'orange' });
    expect(statusBadge('running')).toEqual({ label: 'running', color: 'blue' });
    expect(statusBadge('inactive')).toEqual({ label: 'inactive', color: 'default' });
  });

  it('styles draft and completed like active', () => {
    expect(statusBadge('draft').color).toBe(statusBadge('active').color);
    expect(statusBadge('completed').color).toBe(statusBadge('active').color);
  });

  it('shows unknown or missing statuses as inactive', () => {
    expect(statusBadge('archived')).toEqual({ label: 'inactive', color: 'default' });
    expect(statusBadge(undefined)).toEqual({ label: 'inactive', color: 'default' });
  });
});

describe(typeLabel.name, () => {
  it('replaces every hyphen with a space', () => {
    expect(typeLabel('form-processing')).toBe('form processing');
    expect(typeLabel('api-reporting-v-2')).toBe('api reporting v 2');
  });
});

describe(taskRoute.name, () => {
  it('opens the task detail of a task', () => {
    expect(taskRoute({ id: 5, name: 'Breaker summary' })).toBe('tasks/5');
    expect(taskRoute({ id: 9, name: 'Residential Load Calculation' })).toBe('tasks/9');
  });

  it('opens the Technician Pay Report on its own page, and only the task of that exact name', () => {
    expect(taskRoute({ id: 3, name: 'Technician Pay Report' })).toBe('technician-pay-report');
    expect(taskRoute({ id: 4, name: 'Technician Pay Report (copy)' })).toBe('tasks/4');
  });
});

describe(taskKindOf.name, () => {
  it('reads both vocabularies of the spec: a load calculation is a form in either, a report only as api-reporting', () => {
    expect(taskKindOf('form-processing')).toBe('form');
    expect(taskKindOf('load-calculation')).toBe('form');
    expect(taskKindOf('api-reporting')).toBe('report');
    expect(taskKindOf('excel-processing')).toBe('file');
    expect(taskKindOf('file-processing')).toBe('file');
  });
});
