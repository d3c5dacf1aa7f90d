import { describe, expect, it } from '@jest/globals';
import { joinBasePath } from './base-path.js';

describe(joinBasePath.name, () => {
  it('joins a remote-relative route onto the base path it is mounted under', () => {
    expect(joinBasePath('/', 'tasks/5')).toBe('/tasks/5');
    expect(joinBasePath('/', '')).toBe('/');
    expect(joinBasePath('/apps/tasks', '/executions')).toBe('/apps/tasks/executions');
  });
});
